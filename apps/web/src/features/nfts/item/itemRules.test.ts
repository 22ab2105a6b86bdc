import { Percent } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getAttributeRows, getItemLocation, getItemPrice } from './itemRules'

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

test('location: the API says it; an unminted token on order is for sale', () => {
  expect(getItemLocation({ tokenId: '1', location: 'Profile Pic', onOrder: 0 })).toBe('Profile Pic')
  expect(getItemLocation({ tokenId: null, location: null, onOrder: 1 })).toBe('For Sale')
  expect(getItemLocation({ tokenId: null, location: null, onOrder: 0 })).toBeNull()
})

test('price: the ask, else the signed order, else none', () => {
  expect(getItemPrice({ currentAskPrice: '900', onOrderPrice: '900' })).toBe(900n)
  expect(getItemPrice({ currentAskPrice: '0', onOrderPrice: '300' })).toBe(300n)
  expect(getItemPrice({ currentAskPrice: '0', onOrderPrice: null })).toBeNull()
})
