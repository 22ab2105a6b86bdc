import { describe, expect, test } from 'vitest'
import { parseTokenMetadata, readTokenMetadata } from './metadata'

const NONE = { name: null, description: null, image: null, attributes: null, otherId: null }

describe('parseTokenMetadata', () => {
  test.each([
    ['a number', { attributes: [{ trait_type: 'otherId', value: 7 }] }, 7n],
    ['a digit string', { attributes: [{ trait_type: 'otherId', value: '12' }] }, 12n],
    ['bunnyId, any case', { attributes: [{ trait_type: 'BunnyID', value: 3 }] }, 3n],
    [
      'the first match',
      {
        attributes: [
          { trait_type: 'otherId', value: 'x' },
          { trait_type: 'bunnyId', value: 5 },
        ],
      },
      5n,
    ],
    ['negative', { attributes: [{ trait_type: 'otherId', value: -1 }] }, null],
    ['fractional', { attributes: [{ trait_type: 'otherId', value: 1.5 }] }, null],
    ['another trait', { attributes: [{ trait_type: 'Hat', value: 1 }] }, null],
    ['not a list', { attributes: { trait_type: 'otherId', value: 1 } }, null],
  ])('otherId from %s', (_name, json, otherId) => {
    expect(parseTokenMetadata(json).otherId).toBe(otherId)
  })

  test('text fields of the wrong type, and JSON that is not an object, give nulls', () => {
    expect(parseTokenMetadata({ name: 1, description: ['x'], image: null })).toEqual(NONE)
    for (const json of [null, 'text', 3, [{ name: 'x' }]])
      expect(parseTokenMetadata(json)).toEqual(NONE)
  })

  test('a full file', () => {
    const attributes = [{ trait_type: 'otherId', value: 2, display_type: 'number' }]
    expect(
      parseTokenMetadata({
        name: 'Ghost',
        description: 'Boo',
        image: 'ipfs://x',
        attributes,
        extra: 1,
      }),
    ).toEqual({ name: 'Ghost', description: 'Boo', image: 'ipfs://x', attributes, otherId: 2n })
  })
})

describe('readTokenMetadata', () => {
  test('a reader that throws, no reader and an empty URI leave every field null', async () => {
    const failing = async () => {
      throw new Error('disk on fire')
    }
    expect(await readTokenMetadata(failing, 'ipfs://x')).toEqual(NONE)
    expect(await readTokenMetadata(undefined, 'ipfs://x')).toEqual(NONE)
    expect(await readTokenMetadata(async () => ({ name: 'x' }), '')).toEqual(NONE)
  })
})
