import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { CAKE, E18 } from '../test/fixtures'
import { getFarmApr } from './getFarmApr'
import { getPoolWeight } from './getPoolWeight'

describe('getFarmApr', () => {
  test('farm APR from pool weight, reward per block and LP value', () => {
    // 40 CAKE per block, farm weight 10/40, CAKE at $2, $10.512M staked: 40·10,512,000·0.25·2/10,512,000 = 2000%
    const poolWeight = getPoolWeight({ allocPoint: 1000n, totalAllocPoint: 4000n })
    expect(poolWeight.toSignificant(2)).toBe('0.25')
    expect(getPoolWeight({ allocPoint: 1n, totalAllocPoint: 0n }).toSignificant(1)).toBe('0')
    const apr = getFarmApr({
      poolWeight,
      rewardPerBlock: CurrencyAmount.fromRawAmount(CAKE, 40n * E18),
      rewardTokenPrice: new Fraction(2n),
      liquidityUsd: new Fraction(10_512_000n),
    })
    expect(apr?.toFixed(2)).toBe('2000.00')
    expect(
      getFarmApr({
        poolWeight,
        rewardPerBlock: CurrencyAmount.fromRawAmount(CAKE, 40n * E18),
        rewardTokenPrice: new Fraction(2n),
        liquidityUsd: new Fraction(0n),
      }),
    ).toBeUndefined()
  })
})
