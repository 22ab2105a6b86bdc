import { describe, expect, test } from 'vitest'
import { Percent } from '../amounts/percent'
import { getCompoundGrowth } from './getCompoundGrowth'

describe('getCompoundGrowth', () => {
  const apr = new Percent(50n, 100n)

  // expected values from Python's decimal module at 60 digits
  test('compound growth matches high-precision references (spec daily factors)', () => {
    const growth = (
      stakingDays: number,
      compoundingDays?: 1 | 7 | 14 | 30,
      performanceFee?: Percent,
    ) => getCompoundGrowth({ apr, stakingDays, compoundingDays, performanceFee }).toFixed(40)
    expect(growth(365, 1)).toBe('0.6481572517391195411326294110303563762153')
    expect(growth(365, 7)).toBe('0.6447986167397714043229153313906230751559')
    expect(growth(7, 7)).toBe('0.0095890410956154393361813830727566550286')
    expect(growth(30, 30, new Percent(2n, 100n))).toBe('0.0402739725947364943082579485697526695891')
    expect(growth(30)).toBe('0.0410958904109589041095890410958904109589')
  })
})
