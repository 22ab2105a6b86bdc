import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { exp, FIXED_ONE, fromFixedPoint, ln, power, toFixedPoint } from './fixedPoint'

const asNumber = (value: bigint) => Number(fromFixedPoint(value).toSignificant(17))

describe('fixed point', () => {
  test('ln and exp agree with Math to double precision, and invert each other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (a, b) => {
          const x = new Fraction(BigInt(a), BigInt(b))
          const value = a / b
          expect(asNumber(ln(toFixedPoint(x)))).toBeCloseTo(Math.log(value), 12)
          const back = exp(ln(toFixedPoint(x)))
          // 80 of the 100 digits survive the round trip
          expect(
            fromFixedPoint(back)
              .subtract(x)
              .multiply(10n ** 70n)
              .divide(x).quotient,
          ).toBe(0n)
        },
      ),
      { numRuns: 200 },
    )
    expect(asNumber(exp(-3n * FIXED_ONE))).toBeCloseTo(Math.exp(-3), 15)
  })

  test('whole exponents are exact; fractional ones go through exp(ln)', () => {
    expect(power(toFixedPoint(new Fraction(3n, 2n)), new Fraction(3n))).toBe((27n * FIXED_ONE) / 8n)
    expect(
      fromFixedPoint(power(toFixedPoint(new Fraction(4n)), new Fraction(1n, 2n))).toFixed(70),
    ).toBe(`2.${'0'.repeat(70)}`)
  })
})
