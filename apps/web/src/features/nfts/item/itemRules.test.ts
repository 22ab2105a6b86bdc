import { Percent } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getAttributeRows, getItemLocation } from './itemRules'

test('attributes with the share of the collection having each value', () => {
  const rows = getAttributeRows(
    [
      { traitType: 'Mood', value: 'Sleepy', displayType: null },
      { traitType: 'Level', value: 3, displayType: 'number' },
      { traitType: 'Unknown', value: 'x', displayType: null },
    ],
    { Mood: { Sleepy: 5, Happy: 15 }, Level: { '3': 1 } },
    20,
  )
  expect(rows.map((row) => [row.traitType, row.value, row.rarity?.toFixed(2)])).toEqual([
    ['Mood', 'Sleepy', '25.00'],
    ['Level', '3', '5.00'],
    ['Unknown', 'x', undefined],
  ])
  expect(rows[0]?.rarity).toBeInstanceOf(Percent)
})

test('no counts, no rarity', () => {
  const attributes = [{ traitType: 'Mood', value: 'Sleepy', displayType: null }]
  expect(getAttributeRows(attributes, undefined, undefined)[0]?.rarity).toBeNull()
  expect(getAttributeRows(attributes, { Mood: { Sleepy: 1 } }, 0)[0]?.rarity).toBeNull()
  expect(getAttributeRows(attributes, { Mood: { Sleepy: 9 } }, 3)[0]?.rarity).toBeNull()
})

test('location: the API says it; else the ask; an unminted token on order is for sale', () => {
  const minted = { tokenId: '1', currentAskPrice: '0', onOrder: 0 } as const
  expect(getItemLocation({ ...minted, location: 'Profile Pic' })).toBe('Profile Pic')
  expect(getItemLocation({ ...minted, location: null })).toBe('In Wallet')
  expect(getItemLocation({ ...minted, location: null, currentAskPrice: '5' })).toBe('For Sale')
  const unminted = { tokenId: null, location: null, currentAskPrice: '0' } as const
  expect(getItemLocation({ ...unminted, onOrder: 1 })).toBe('For Sale')
  expect(getItemLocation({ ...unminted, onOrder: 0 })).toBeNull()
})
