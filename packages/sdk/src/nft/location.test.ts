import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getNftLocation } from './location'

describe('getNftLocation (spec §4)', () => {
  test.each([
    { facts: { askPrice: '300000000000000000' }, expected: 'For Sale' },
    { facts: { askPrice: 1n }, expected: 'For Sale' },
    { facts: { askPrice: '0' }, expected: 'In Wallet' },
    { facts: { askPrice: 0n, onOrder: 1 as const }, expected: 'In Wallet' },
    { facts: { askPrice: undefined, onOrder: 1 as const }, expected: 'For Sale' },
    { facts: { askPrice: null, onOrder: true }, expected: 'For Sale' },
    { facts: { askPrice: null, onOrder: 0 as const }, expected: 'In Wallet' },
    { facts: {}, expected: 'In Wallet' },
    { facts: { askPrice: 'not a number' }, expected: 'In Wallet' },
    { facts: { askPrice: '5', isProfilePic: true }, expected: 'Profile Pic' },
  ])('$facts → $expected', ({ facts, expected }) => {
    expect(getNftLocation(facts)).toBe(expected)
  })

  test('with market data, the ask price alone decides', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), fc.boolean(), (price, onOrder) => {
        const location = getNftLocation({ askPrice: price, onOrder })
        expect(location).toBe(price > 0n ? 'For Sale' : 'In Wallet')
        expect(getNftLocation({ askPrice: price.toString(), onOrder })).toBe(location)
      }),
    )
  })

  test('a profile picture is always Profile Pic', () => {
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 30n })),
        fc.constantFrom(0 as const, 1 as const),
        (price, onOrder) => {
          expect(getNftLocation({ askPrice: price, onOrder, isProfilePic: true })).toBe(
            'Profile Pic',
          )
        },
      ),
    )
  })
})
