import { CurrencyAmount, formatShareOfPool, Pair } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getLiquidityPositions, getPositionSummary } from './getLiquidityPositions'
import { CAKE, USDT, WBNB_USDT } from './testFixtures'

const CAKE_USDT = new Pair({
  reserveA: CurrencyAmount.fromRawAmount(CAKE, parseEther('100')),
  reserveB: CurrencyAmount.fromRawAmount(USDT, parseEther('250')),
  address: '0x6000000000000000000000000000000000000006',
})
const SUPPLY = parseEther('10000')

describe('getLiquidityPositions', () => {
  test('wallet or staked LP makes a position; nothing does not; a pair counts once', () => {
    const positions = getLiquidityPositions({
      pairs: [
        { pair: WBNB_USDT, balance: 0n, totalSupply: SUPPLY },
        { pair: CAKE_USDT, balance: 0n, totalSupply: parseEther('150') },
        { pair: WBNB_USDT, balance: 5n, totalSupply: SUPPLY },
      ],
      stakedByLpToken: new Map([[WBNB_USDT.address.toLowerCase(), parseEther('100')]]),
    })
    expect(positions).toHaveLength(1)
    const [position] = positions
    expect(position?.pair).toBe(WBNB_USDT)
    expect(position?.walletBalance.quotient).toBe(0n)
    expect(position?.stakedBalance.toExact()).toBe('100')
  })

  test('unknown balances count as none', () => {
    expect(
      getLiquidityPositions({
        pairs: [{ pair: CAKE_USDT, balance: undefined, totalSupply: undefined }],
        stakedByLpToken: new Map(),
      }),
    ).toEqual([])
  })
})

describe('getPositionSummary', () => {
  test('staked LP counts in the pooled amounts and the share', () => {
    const [position] = getLiquidityPositions({
      pairs: [{ pair: WBNB_USDT, balance: parseEther('50'), totalSupply: SUPPLY }],
      stakedByLpToken: new Map([[WBNB_USDT.address.toLowerCase(), parseEther('50')]]),
    })
    if (!position) throw new Error('no position')
    const summary = getPositionSummary(position)
    expect(summary.total.toExact()).toBe('100')
    expect(summary.pooled0?.currency.symbol).toBe('WBNB')
    expect(summary.pooled0?.toExact()).toBe('10')
    expect(summary.pooled1?.toExact()).toBe('6000')
    expect(summary.share && formatShareOfPool(summary.share, 'positionCard')).toBe('1.00')
    expect(summary.share && formatShareOfPool(summary.share, 'liquidityCard')).toBe('1.000000')
  })

  test('a supply not yet read (or stale, below the balance) shows no amounts', () => {
    const [position] = getLiquidityPositions({
      pairs: [{ pair: WBNB_USDT, balance: parseEther('50'), totalSupply: parseEther('10') }],
      stakedByLpToken: new Map(),
    })
    if (!position) throw new Error('no position')
    expect(getPositionSummary(position)).toMatchObject({
      pooled0: undefined,
      pooled1: undefined,
      share: undefined,
    })
  })
})
