import { CurrencyAmount, Fraction, getFarmApr, Percent } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getTokenPricesUsd, priceKey } from '../../prices'
import { BUSD, GHOST, testPair, USDT, WBNB, WORLD_PAIRS } from '../../prices/testTokens'
import { getFarmConfig } from '../config/getFarmConfig'
import { getFarmView } from './getFarmView'

const prices = getTokenPricesUsd(WORLD_PAIRS, [USDT, BUSD])
const pair = testPair(WBNB, '1000', USDT, '600000')
const config = getFarmConfig({
  pid: 0,
  lpAddress: pair.address,
  tokenA: WBNB,
  tokenB: USDT,
  quotePreference: [WBNB.address, BUSD.address, USDT.address],
  wbnb: WBNB.address,
})
const rewardPerBlock = CurrencyAmount.fromRawAmount(GHOST, parseEther('10'))

function view(overrides: Partial<Parameters<typeof getFarmView>[0]> = {}) {
  return getFarmView({
    config,
    allocPoint: 1000n,
    totalAllocPoint: 1000n,
    // a quarter of a 20,000 LP supply staked: $300,000 of a $1.2M pool
    totalStaked: parseEther('5000'),
    pair,
    lpTotalSupply: parseEther('20000'),
    rewardPerBlock,
    prices,
    ...overrides,
  })
}

describe('getFarmView', () => {
  test('pid 0 of the world: 10X, values of the staked share, APR from the sdk', () => {
    const farm = view()
    expect(farm.multiplier).toBe('10X')
    expect(farm.isFinished).toBe(false)
    expect(farm.poolWeight.toFixed(2)).toBe('1.00')
    expect(farm.tokenAmountTotal.toFixed(0)).toBe('600000')
    expect(farm.quoteTokenAmountTotal.toFixed(0)).toBe('1000')
    expect(farm.lpTotalInQuoteToken.toFixed(2)).toBe('500.00')
    expect(farm.tokenPriceVsQuote?.toSignificant(6)).toBe('0.00166667')
    expect(farm.quoteTokenPriceUsd?.toFixed(0)).toBe('600')
    expect(farm.liquidityUsd?.toFixed(2)).toBe('300000.00')
    expect(farm.lpTokenPriceUsd?.toFixed(2)).toBe('60.00')
    // 10 GHOST · 10,512,000 blocks · $2 / $300,000
    expect(farm.apr?.toFixed(2)).toBe('70080.00')
    const sdkApr = getFarmApr({
      poolWeight: new Fraction(1n),
      rewardPerBlock,
      rewardTokenPrice: new Fraction(2n),
      liquidityUsd: new Fraction(300_000n),
    })
    expect(farm.apr?.equalTo(sdkApr ?? new Percent(-1n))).toBe(true)
    expect(farm.earningToken.symbol).toBe('GHOST')
    expect(farm.user).toBeUndefined()
  })

  test('nothing staked: no liquidity, no APR', () => {
    const farm = view({ totalStaked: 0n })
    expect(farm.liquidityUsd?.toFixed(2)).toBe('0.00')
    expect(farm.apr).toBeUndefined()
  })

  test('allocation 0 is finished with 0 weight; half the allocation halves the APR', () => {
    const finished = view({ allocPoint: 0n })
    expect([finished.isFinished, finished.multiplier, finished.apr?.toFixed(2)]).toEqual([
      true,
      '0X',
      '0.00',
    ])
    expect(view({ totalAllocPoint: 2000n }).apr?.toFixed(2)).toBe('35040.00')
  })

  test('without the quote price the token side values the stake; without the reward price no APR', () => {
    const noBnb = { ...prices }
    delete (noBnb as Record<string, Fraction>)[priceKey(WBNB.address)]
    expect(view({ prices: noBnb }).liquidityUsd?.toFixed(2)).toBe('300000.00')
    const noGhost = { ...prices }
    delete (noGhost as Record<string, Fraction>)[priceKey(GHOST.address)]
    expect(view({ prices: noGhost }).apr).toBeUndefined()
  })

  test('user data as amounts of the LP and the reward token', () => {
    const { user } = view({
      user: {
        allowance: 0n,
        tokenBalance: parseEther('1.5'),
        stakedBalance: parseEther('2'),
        earnings: parseEther('12.345'),
      },
    })
    expect(user?.tokenBalance.toExact()).toBe('1.5')
    expect(user?.tokenBalance.currency.symbol).toBe('USDT-BNB LP')
    expect(user?.stakedBalance.toExact()).toBe('2')
    expect(user?.earnings.toExact()).toBe('12.345')
    expect(user?.earnings.currency.symbol).toBe('GHOST')
  })
})
