import { Fraction as RefFraction, Rounding as RefRounding } from '@pancakeswap/swap-sdk-core'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Fraction } from './fraction'
import { parseDecimal } from './parseDecimal'
import { Rounding } from './rounding'

describe('Fraction', () => {
  test('arithmetic is exact', () => {
    const third = new Fraction(1n, 3n)
    const sixth = new Fraction(1n, 6n)
    expect(third.add(sixth).equalTo(new Fraction(1n, 2n))).toBe(true)
    expect(third.subtract(sixth).equalTo(sixth)).toBe(true)
    expect(third.multiply(3n).equalTo(1n)).toBe(true)
    expect(third.divide(sixth).equalTo(2n)).toBe(true)
    expect(third.invert().equalTo(3n)).toBe(true)
    expect(third.lessThan(sixth)).toBe(false)
    expect(third.greaterThan(sixth)).toBe(true)
    expect(new Fraction(7n, 2n).quotient).toBe(3n)
    expect(new Fraction(7n, 2n).remainder.equalTo(new Fraction(1n, 2n))).toBe(true)
  })

  test('toSignificant drops trailing zeros and never uses an exponent', () => {
    expect(new Fraction(1n, 3n).toSignificant(4)).toBe('0.3333')
    expect(new Fraction(3n, 2n).toSignificant(6)).toBe('1.5')
    expect(new Fraction(123456789n).toSignificant(3)).toBe('123000000')
    expect(new Fraction(1n, 10n ** 30n).toSignificant(2)).toBe('0.000000000000000000000000000001')
    expect(new Fraction(0n, 5n).toSignificant(3)).toBe('0')
    expect(new Fraction(999_999n, 1000n).toSignificant(3)).toBe('1000')
    expect(new Fraction(1234567n).toSignificant(7, { groupSeparator: ',' })).toBe('1,234,567')
  })

  test('rounding modes', () => {
    const value = new Fraction(125n, 1000n) // 0.125
    expect(value.toSignificant(2, undefined, Rounding.ROUND_DOWN)).toBe('0.12')
    expect(value.toSignificant(2, undefined, Rounding.ROUND_HALF_UP)).toBe('0.13')
    expect(value.toSignificant(2, undefined, Rounding.ROUND_UP)).toBe('0.13')
    expect(value.toFixed(2, undefined, Rounding.ROUND_DOWN)).toBe('0.12')
    expect(value.toFixed(2)).toBe('0.13')
    expect(new Fraction(1201n, 10_000n).toFixed(2, undefined, Rounding.ROUND_UP)).toBe('0.13')
    expect(new Fraction(-125n, 1000n).toFixed(2)).toBe('-0.13')
    expect(new Fraction(1234567n, 10n).toFixed(1, { groupSeparator: ',' })).toBe('123,456.7')
  })

  test('bad arguments are typed errors', () => {
    expect(() => new Fraction(1n).toFixed(-1)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidFormatArgumentError: Invalid decimal places

      decimal places: -1
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() => new Fraction(1n).toSignificant(0)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidFormatArgumentError: Invalid significant digits

      significant digits: 0
      Version: @ghost/sdk@0.1.0]
    `)
  })

  const fractionArb = fc.record({
    numerator: fc.bigInt({ min: 0n, max: 10n ** 40n }),
    denominator: fc.bigInt({ min: 1n, max: 10n ** 40n }),
  })
  const refRounding = {
    [Rounding.ROUND_DOWN]: RefRounding.ROUND_DOWN,
    [Rounding.ROUND_HALF_UP]: RefRounding.ROUND_HALF_UP,
    [Rounding.ROUND_UP]: RefRounding.ROUND_UP,
  }
  const roundingArb = fc.constantFrom(
    Rounding.ROUND_DOWN,
    Rounding.ROUND_HALF_UP,
    Rounding.ROUND_UP,
  )

  test('toFixed equals the reference SDK in every rounding mode', () => {
    fc.assert(
      fc.property(
        fractionArb,
        fc.nat(30),
        roundingArb,
        ({ numerator, denominator }, places, rounding) => {
          const ours = new Fraction(numerator, denominator).toFixed(places, undefined, rounding)
          const reference = new RefFraction(numerator, denominator).toFixed(
            places,
            { groupSeparator: '' },
            refRounding[rounding],
          )
          expect(ours).toBe(reference)
        },
      ),
      { numRuns: 500 },
    )
  })

  test('toSignificant equals the reference SDK when rounding down (amounts)', () => {
    fc.assert(
      fc.property(
        fractionArb,
        fc.integer({ min: 1, max: 30 }),
        fc.constant(Rounding.ROUND_DOWN),
        ({ numerator, denominator }, digits, rounding) => {
          const ours = new Fraction(numerator, denominator).toSignificant(
            digits,
            undefined,
            rounding,
          )
          const reference = new RefFraction(numerator, denominator).toSignificant(
            digits,
            { groupSeparator: '' },
            refRounding[rounding],
          )
          expect(ours).toBe(reference)
        },
      ),
      { numRuns: 500 },
    )
  })

  // Beyond rounding down the reference is not a usable oracle: it rounds half-up twice (to
  // digits+1, then digits) and its round-up misses on some tiny values. Check the definition:
  // at most `digits` significant digits, and the distance to the exact value the mode allows.
  test('toSignificant is the correctly rounded value in every mode', () => {
    fc.assert(
      fc.property(
        fractionArb,
        fc.integer({ min: 1, max: 30 }),
        roundingArb,
        ({ numerator, denominator }, digits, rounding) => {
          fc.pre(numerator > 0n)
          const exact = new Fraction(numerator, denominator)
          const text = exact.toSignificant(digits, undefined, rounding)
          const shown = parseDecimal(text) as Fraction
          const significant = text.replace('.', '').replace(/^0+/, '').replace(/0+$/, '')
          expect(significant.length).toBeLessThanOrEqual(digits)
          // the last place allowed for this magnitude of the exact value
          let exponent = numerator.toString().length - denominator.toString().length
          if (
            exact.lessThan(
              exponent >= 0 ? 10n ** BigInt(exponent) : new Fraction(1n, 10n ** BigInt(-exponent)),
            )
          ) {
            exponent -= 1
          }
          const place = exponent - digits + 1
          const ulp =
            place >= 0
              ? new Fraction(10n ** BigInt(place))
              : new Fraction(1n, 10n ** BigInt(-place))
          const error = shown.subtract(exact)
          if (rounding === Rounding.ROUND_DOWN) {
            expect(error.greaterThan(0n)).toBe(false)
            expect(error.multiply(-1n).lessThan(ulp)).toBe(true)
          } else if (rounding === Rounding.ROUND_UP) {
            expect(error.lessThan(0n)).toBe(false)
            expect(error.lessThan(ulp)).toBe(true)
          } else {
            const absolute = error.lessThan(0n) ? error.multiply(-1n) : error
            expect(absolute.greaterThan(ulp.divide(2n))).toBe(false)
            if (absolute.equalTo(ulp.divide(2n))) expect(shown.greaterThan(exact)).toBe(true)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
