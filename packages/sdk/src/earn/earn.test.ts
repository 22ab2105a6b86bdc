import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import { parseDecimal } from '../amounts/parseDecimal'
import { Percent } from '../amounts/percent'
import { BNB, CAKE, E18, USDC6, USDT, WBNB } from '../test/fixtures'
import { getCompoundGrowth } from './getCompoundGrowth'
import { getFarmApr } from './getFarmApr'
import { getFarmLpValues } from './getFarmLpValues'
import { getFarmMultiplier } from './getFarmMultiplier'
import { getPoolApr } from './getPoolApr'
import { getPoolBlockStatus } from './getPoolBlockStatus'
import { getPoolWeight } from './getPoolWeight'
import { getPrincipalForTargetRoi } from './getPrincipalForTargetRoi'
import { getRoiFromPrincipal } from './getRoiFromPrincipal'

const decimal = (value: string) => parseDecimal(value) as Fraction

describe('pool APR', () => {
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

describe('farms', () => {
  test('multiplier label is allocation points / 100 and X', () => {
    expect([1000n, 150n, 25n, 1n, 0n].map(getFarmMultiplier)).toEqual([
      '10X',
      '1.5X',
      '0.25X',
      '0.01X',
      '0X',
    ])
  })

  test('LP value from pair balances and the staked share', () => {
    const values = getFarmLpValues({
      tokenBalanceLP: CurrencyAmount.fromRawAmount(WBNB, 1000n * E18),
      quoteTokenBalanceLP: CurrencyAmount.fromRawAmount(USDC6, 300_000n * 10n ** 6n),
      lpTokenBalanceMC: 25n,
      lpTotalSupply: 100n,
      quoteTokenPriceUsd: decimal('0.999'),
    })
    expect(values.lpTokenRatio.toSignificant(2)).toBe('0.25')
    expect(values.tokenAmountMc.toSignificant(6)).toBe('250')
    expect(values.lpTotalInQuoteToken.toSignificant(6)).toBe('150000')
    expect(values.tokenPriceVsQuote?.toSignificant(6)).toBe('300')
    expect(values.liquidityUsd?.toFixed(2)).toBe('149850.00')
  })

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

describe('ROI calculator', () => {
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
