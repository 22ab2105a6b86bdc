import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { getRoiFromPrincipal } from './getRoiFromPrincipal'

describe('getRoiFromPrincipal', () => {
  const apr = new Percent(50n, 100n)

  test('ROI from principal, in USD, tokens and percent', () => {
    const roi = getRoiFromPrincipal({
      principalUsd: new Fraction(1000n),
      apr,
      stakingDays: 365,
      compoundingDays: 1,
      earningTokenPrice: new Fraction(2n),
    })
    expect(roi.roiUsd.toFixed(2)).toBe('648.16')
    expect(roi.roiTokens?.toFixed(2)).toBe('324.08')
    expect(roi.roiPercentage.toFixed(2)).toBe('64.82')
    expect(
      getRoiFromPrincipal({ principalUsd: new Fraction(100n), apr, stakingDays: 1 }).roiTokens,
    ).toBeUndefined()
  })
})
