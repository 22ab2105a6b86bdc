import { MAX_TOKEN_ATTRIBUTES, MAX_TOKEN_NAME_LENGTH } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import {
  type AttributeRow,
  getCollectionFormErrors,
  getImageFileError,
  getOrderExpiry,
  getPriceError,
  getSaleProceeds,
  getTokenFormErrors,
  hasCollectionFormErrors,
  hasTokenFormErrors,
  parseBnbPrice,
  parseRoyaltyPercent,
  toAttributeRows,
  toTokenAttributes,
} from './createRules'

const row = (id: string, traitType: string, value: string, displayType = ''): AttributeRow => ({
  id,
  traitType,
  value,
  displayType,
})

describe('getTokenFormErrors', () => {
  test('a name is required and at most the API limit', () => {
    expect(getTokenFormErrors({ name: ' ', description: '', attributes: [] }).name).toEqual({
      key: 'Required',
    })
    const long = getTokenFormErrors({
      name: 'x'.repeat(MAX_TOKEN_NAME_LENGTH + 1),
      description: '',
      attributes: [],
    })
    expect(long.name).toEqual({ key: 'At most %max% characters', values: { max: '64' } })
    const fine = getTokenFormErrors({ name: 'Ghost', description: '', attributes: [] })
    expect(hasTokenFormErrors(fine)).toBe(false)
  })

  test('description longer than 1000 characters is refused', () => {
    const errors = getTokenFormErrors({ name: 'a', description: 'd'.repeat(1001), attributes: [] })
    expect(errors.description?.values).toEqual({ max: '1000' })
  })

  test('blank rows are ignored; a trait needs a value and appears once', () => {
    const errors = getTokenFormErrors({
      name: 'a',
      description: '',
      attributes: [
        row('1', 'Eyes', 'Red'),
        row('2', '', ''),
        row('3', 'eyes', 'Blue'),
        row('4', 'Mouth', ' '),
        row('5', '', 'orphan'),
      ],
    })
    expect(errors.rows).toEqual({
      '3': { traitType: { key: 'Each trait type once' } },
      '4': { value: { key: 'Give a value for this trait' } },
      '5': { traitType: { key: 'Required' } },
    })
  })

  test(`at most ${MAX_TOKEN_ATTRIBUTES} attributes`, () => {
    const attributes = Array.from({ length: MAX_TOKEN_ATTRIBUTES + 1 }, (_, index) =>
      row(String(index), `Trait ${index}`, 'v'),
    )
    expect(getTokenFormErrors({ name: 'a', description: '', attributes }).attributes).toEqual({
      key: 'At most %max% attributes',
      values: { max: '20' },
    })
  })
})

test('toTokenAttributes trims, drops blank rows, keeps numbers numeric for numeric display types', () => {
  expect(
    toTokenAttributes([
      row('1', ' Eyes ', ' Red '),
      row('2', '', ''),
      row('3', 'Power', '42', 'number'),
      row('4', 'Level', '7'),
      row('5', 'Boost', 'lots', 'boost_number'),
    ]),
  ).toEqual([
    { traitType: 'Eyes', value: 'Red', displayType: null },
    { traitType: 'Power', value: 42, displayType: 'number' },
    { traitType: 'Level', value: '7', displayType: null },
    { traitType: 'Boost', value: 'lots', displayType: 'boost_number' },
  ])
})

test('toAttributeRows turns stored attributes back into editable text', () => {
  const rows = toAttributeRows([{ traitType: 'Power', value: 42, displayType: 'number' }])
  expect(rows).toMatchObject([{ traitType: 'Power', value: '42', displayType: 'number' }])
  expect(toTokenAttributes(rows)).toEqual([
    { traitType: 'Power', value: 42, displayType: 'number' },
  ])
})

test('getImageFileError: the four image types, not empty, within the size', () => {
  expect(getImageFileError({ type: 'image/png', size: 10 })).toBeUndefined()
  expect(getImageFileError({ type: 'image/webp', size: 10 })).toBeUndefined()
  expect(getImageFileError({ type: 'image/svg+xml', size: 10 })?.key).toBe(
    'Only PNG, JPEG, GIF and WebP images are accepted',
  )
  expect(getImageFileError({ type: 'image/png', size: 0 })?.key).toBe('The file is empty')
  expect(getImageFileError({ type: 'image/gif', size: 11 * 1024 * 1024 })).toEqual({
    key: 'The image is larger than %max% MB',
    values: { max: '10' },
  })
  expect(
    getImageFileError({ type: 'image/gif', size: 3 * 1024 * 1024 }, 2 * 1024 * 1024)?.values,
  ).toEqual({ max: '2' })
})

test('parseRoyaltyPercent reads percent with up to 2 decimals as basis points', () => {
  expect(parseRoyaltyPercent('0')).toBe(0n)
  expect(parseRoyaltyPercent('2.5')).toBe(250n)
  expect(parseRoyaltyPercent('10')).toBe(1000n)
  expect(parseRoyaltyPercent('5.')).toBe(500n)
  expect(parseRoyaltyPercent('1.234')).toBeUndefined()
  expect(parseRoyaltyPercent('-1')).toBeUndefined()
  expect(parseRoyaltyPercent('abc')).toBeUndefined()
})

describe('getCollectionFormErrors', () => {
  const form = { name: 'Night Owls', symbol: 'OWL', royalty: '5', description: '' }

  test('a complete form passes while the name is free or still being checked', () => {
    expect(hasCollectionFormErrors(getCollectionFormErrors(form, true))).toBe(false)
    expect(hasCollectionFormErrors(getCollectionFormErrors(form, undefined))).toBe(false)
  })

  test('a taken name is refused', () => {
    expect(getCollectionFormErrors(form, false).name).toEqual({
      key: 'This collection name is taken',
    })
  })

  test('royalty from 0% to the factory cap of 10%', () => {
    expect(getCollectionFormErrors({ ...form, royalty: '10.01' }, true).royalty).toEqual({
      key: 'Between 0% and %max%%',
      values: { max: '10' },
    })
    expect(getCollectionFormErrors({ ...form, royalty: '' }, true).royalty?.key).toBe('Required')
    expect(getCollectionFormErrors({ ...form, royalty: 'x' }, true).royalty?.key).toBe(
      'A number with at most 2 decimals',
    )
  })

  test('symbol: letters and digits, at most 10', () => {
    expect(getCollectionFormErrors({ ...form, symbol: 'A B' }, true).symbol?.key).toBe(
      'Letters and digits only, at most %max%',
    )
    expect(getCollectionFormErrors({ ...form, symbol: 'ABCDEFGHIJK' }, true).symbol).toBeDefined()
    expect(getCollectionFormErrors({ ...form, symbol: '' }, true).symbol?.key).toBe('Required')
  })
})

test('parseBnbPrice accepts positive decimals up to 18 places', () => {
  expect(parseBnbPrice('1.5')).toBe(1_500_000_000_000_000_000n)
  expect(parseBnbPrice('.01')).toBe(10_000_000_000_000_000n)
  expect(parseBnbPrice('2.')).toBe(2_000_000_000_000_000_000n)
  expect(parseBnbPrice('0')).toBeUndefined()
  expect(parseBnbPrice('1e3')).toBeUndefined()
  expect(parseBnbPrice('0.0000000000000000001')).toBeUndefined()
})

test('getPriceError keeps the price within the market ask limits', () => {
  const limits = { minimum: 10n ** 15n, maximum: 10n ** 22n }
  const format = (wei: bigint) => String(Number(wei) / 1e18)
  expect(getPriceError('', limits, format)).toBeUndefined()
  expect(getPriceError('1', limits, format)).toBeUndefined()
  expect(getPriceError('abc', limits, format)?.key).toBe('Enter a price in BNB')
  expect(getPriceError('0.0001', limits, format)).toEqual({
    key: 'The price must be between %min% and %max% BNB',
    values: { min: '0.001', max: '10000' },
  })
  expect(getPriceError('10001', limits, format)).toBeDefined()
})

test('getSaleProceeds: the creator gets the net price and the royalty', () => {
  const proceeds = getSaleProceeds(10n ** 18n, {
    tradingFee: 200n,
    ghostPotFee: 50n,
    creatorFee: 500n,
    refererFee: 100n,
  })
  expect(proceeds).toEqual({
    netPrice: 915_000_000_000_000_000n,
    treasureFee: 20_000_000_000_000_000n,
    ghostPotFee: 5_000_000_000_000_000n,
    creatorFee: 50_000_000_000_000_000n,
    refererFee: 10_000_000_000_000_000n,
    receive: 965_000_000_000_000_000n,
  })
})

test('getOrderExpiry counts whole days in unix seconds', () => {
  expect(getOrderExpiry(1, 1_000_000_500)).toBe(1_000_000n + 86_400n)
})
