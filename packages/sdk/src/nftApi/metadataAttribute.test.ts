import { expect, test } from 'vitest'
import { parseMetadataAttribute } from './metadataAttribute'

test('an ERC-721 attribute becomes a token attribute; its display type is optional', () => {
  expect(parseMetadataAttribute({ trait_type: 'Hat', value: 'Crown' })).toEqual({
    traitType: 'Hat',
    value: 'Crown',
    displayType: null,
  })
  expect(parseMetadataAttribute({ trait_type: 'Level', value: 3, display_type: 'number' })).toEqual(
    { traitType: 'Level', value: 3, displayType: 'number' },
  )
})

test('anything else is not an attribute', () => {
  for (const value of [
    null,
    'Hat: Crown',
    42,
    { traitType: 'Hat', value: 'Crown' },
    { trait_type: 7, value: 'Crown' },
    { trait_type: 'Hat', value: { nested: true } },
    { trait_type: 'Hat' },
  ]) {
    expect(parseMetadataAttribute(value)).toBeUndefined()
  }
})
