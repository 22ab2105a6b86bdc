import { describe, expect, test } from 'vitest'
import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { getPrincipalForTargetRoi } from './getPrincipalForTargetRoi'
import { getRoiFromPrincipal } from './getRoiFromPrincipal'

describe('getPrincipalForTargetRoi', () => {
  test('principal for a target ROI inverts it', () => {
    const result = getPrincipalForTargetRoi({
      targetRoiUsd: new Fraction(100n),
      apr: new Percent(10n, 100n),
      stakingDays: 365,
      compoundingDays: 1,
    })
    expect(result?.principalUsd.toFixed(6)).toBe('950.970060')
    const back = getRoiFromPrincipal({
      principalUsd: result?.principalUsd as Fraction,
      apr: new Percent(10n, 100n),
      stakingDays: 365,
      compoundingDays: 1,
    })
    expect(back.roiUsd.toFixed(30)).toBe('100.000000000000000000000000000000')
    expect(
      getPrincipalForTargetRoi({
        targetRoiUsd: new Fraction(100n),
        apr: new Percent(0n),
        stakingDays: 365,
      }),
    ).toBeUndefined()
  })
})
