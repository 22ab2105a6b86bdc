import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { BNB, E18, USDT } from '../test/fixtures'
import { getPoolBlockStatus } from './getPoolBlockStatus'

describe('getPoolBlockStatus', () => {
  // 100 BNB staked at $300, 0.005 USDT per block: 0.005·10,512,000 / 30,000 = 175.2%
  const _parameters = {
    stakingTokenPrice: new Fraction(300n),
    rewardTokenPrice: new Fraction(1n),
    totalStaked: CurrencyAmount.fromRawAmount(BNB, 100n * E18),
    tokenPerBlock: CurrencyAmount.fromRawAmount(USDT, 5n * 10n ** 15n),
  }

  test('finished when configured or past endBlock; countdown to start, then to end', () => {
    const status = (currentBlock: bigint, isFinished = false) =>
      getPoolBlockStatus({ isFinished, startBlock: 100n, endBlock: 200n, currentBlock })
    expect(status(40n)).toEqual({
      isFinished: false,
      hasStarted: false,
      blocksUntilStart: 60n,
      blocksRemaining: 160n,
      blocksToDisplay: 60n,
    })
    expect(status(150n).blocksToDisplay).toBe(50n)
    expect(status(150n).hasStarted).toBe(true)
    expect(status(200n).isFinished).toBe(false)
    expect(status(201n).isFinished).toBe(true)
    expect(status(150n, true).isFinished).toBe(true)
  })
})
