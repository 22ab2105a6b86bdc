import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { BNB, E18, USDC6, USDT } from '../test/fixtures'
import { getPoolApr } from './getPoolApr'

describe('getPoolApr', () => {
  // 100 BNB staked at $300, 0.005 USDT per block: 0.005·10,512,000 / 30,000 = 175.2%
  const parameters = {
    stakingTokenPrice: new Fraction(300n),
    rewardTokenPrice: new Fraction(1n),
    totalStaked: CurrencyAmount.fromRawAmount(BNB, 100n * E18),
    tokenPerBlock: CurrencyAmount.fromRawAmount(USDT, 5n * 10n ** 15n),
  }

  test('reward value per year over staked value', () => {
    expect(getPoolApr(parameters)?.toFixed(2)).toBe('175.20')
    expect(
      getPoolApr({
        ...parameters,
        tokenPerBlock: CurrencyAmount.fromRawAmount(USDC6, 5_000n),
      })?.toFixed(2),
    ).toBe('175.20')
  })

  test('0 when finished, none when nothing is staked', () => {
    expect(getPoolApr({ ...parameters, isFinished: true })?.toFixed(2)).toBe('0.00')
    expect(
      getPoolApr({ ...parameters, totalStaked: CurrencyAmount.fromRawAmount(BNB, 0n) }),
    ).toBeUndefined()
  })
})
