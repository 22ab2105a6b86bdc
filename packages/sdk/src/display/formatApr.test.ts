import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Percent } from '../amounts/percent'
import { APR_DISPLAY_CAP, formatApr } from './formatApr'
import { formatNumberFull } from './formatNumber'

/** An APR given in hundredths of a percent (basis points of a percent). */
const apr = (hundredthsOfPercent: bigint) => new Percent(hundredthsOfPercent, 10_000n)
const CAP_HUNDREDTHS = APR_DISPLAY_CAP * 100n

describe('formatApr', () => {
  test("the demo world's 213,881.11% reads '>10,000%'; the exact figure stays for the title", () => {
    const absurd = apr(21_388_111n)
    expect(formatApr(absurd)).toBe('>10,000%')
    expect(formatApr(absurd, 'de-DE')).toBe('>10.000\u00a0%')
    expect(formatNumberFull(absurd, { locale: 'en-US', style: 'percent' })).toBe('213,881.11%')
  })

  test('believable APRs read with 2 decimals; the cap itself is not capped', () => {
    expect(formatApr(apr(10_712n))).toBe('107.12%')
    expect(formatApr(apr(CAP_HUNDREDTHS))).toBe('10,000.00%')
    expect(formatApr(apr(CAP_HUNDREDTHS + 1n))).toBe('>10,000%')
    expect(formatApr(new Percent(1n, 10n ** 9n))).toBe('<0.01%')
    expect(formatApr(apr(0n))).toBe('0.00%')
  })

  test('property: up to the cap, the figure is the APR to the nearest hundredth', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ min: 0n, max: 2000n }),
          fc.bigInt({ min: 0n, max: CAP_HUNDREDTHS * 1000n }),
        ),
        fc.bigInt({ min: 1n, max: 1000n }),
        (numerator, scale) => {
          // an APR of numerator / scale hundredths of a percent
          const value = new Percent(numerator, scale * 10_000n)
          const text = formatApr(value)
          if (numerator > CAP_HUNDREDTHS * scale) return text === '>10,000%'
          // a non-zero rate below a hundredth of a percent is dust
          if (numerator > 0n && numerator < scale) return text === '<0.01%'
          const match = /^(\d{1,3}(?:,\d{3})*)\.(\d{2})%$/.exec(text)
          if (!match) return false
          const shown = BigInt(`${match[1]?.replaceAll(',', '')}${match[2]}`)
          // half up: the nearest hundredth
          return shown === (2n * numerator + scale) / (2n * scale)
        },
      ),
    )
  })
})
