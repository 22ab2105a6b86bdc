import { parseEther, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { getPoolView } from './getPoolView'
import { GHOST, TEST_PRICES, testPoolConfig, testPoolView, USDT, WBNB } from './testPoolViews'

describe('getPoolView', () => {
  test('a live BNB pool: APR from prices, rate from the contract, countdown to the end', () => {
    // 0.00005 USDT ($1) per block over 10,512,000 blocks / (10 BNB at $600) = 8.76%
    const view = testPoolView(testPoolConfig(2), {
      totalStaked: '10',
      limit: '10',
      staked: '1',
      pending: '0.00025',
      balance: '5',
    })
    expect(view.stakingCurrency.isNative).toBe(true)
    expect(view.stakingCurrency.symbol).toBe('BNB')
    expect(view.earningToken.symbol).toBe('USDT')
    expect(view.isFinished).toBe(false)
    expect(view.apr?.toFixed(2)).toBe('8.76')
    expect(view.stakingLimit?.toExact()).toBe('10')
    expect(view.tokenPerBlock?.toExact()).toBe('0.00005')
    expect(view.blockStatus).toEqual({
      isFinished: false,
      hasStarted: true,
      blocksUntilStart: 0n,
      blocksRemaining: 900n,
      blocksToDisplay: 900n,
    })
    expect(view.stakesEarningToken).toBe(false)
    expect(view.userData?.stakedBalance.toExact()).toBe('1')
    expect(view.userData?.pendingReward.toExact()).toBe('0.00025')
    expect(view.userData?.stakingTokenBalance.toExact()).toBe('5')
    expect(view.contractAddress).toBe('0x000000000000000000000000000000000000c002')
  })

  test('finished when configured so, or once the current block is past the end: APR 0', () => {
    const configured = testPoolView(testPoolConfig(0, { isFinished: true }))
    expect(configured.isFinished).toBe(true)
    expect(configured.apr?.toFixed(2)).toBe('0.00')
    const ended = testPoolView(testPoolConfig(1), { endBlock: 99n })
    expect(ended.isFinished).toBe(true)
    expect(ended.apr?.toFixed(2)).toBe('0.00')
    // at the end block itself the pool still pays (its last block)
    expect(testPoolView(testPoolConfig(1), { endBlock: 100n }).isFinished).toBe(false)
  })

  test('before the start the countdown counts blocks to the start', () => {
    const view = testPoolView(testPoolConfig(2), { startBlock: 130n, endBlock: 200n })
    expect(view.blockStatus?.hasStarted).toBe(false)
    expect(view.blockStatus?.blocksToDisplay).toBe(30n)
  })

  test('unknown without prices, without reads, or with nothing staked; no limit is undefined', () => {
    expect(testPoolView(testPoolConfig(2), {}, { prices: undefined }).apr).toBeUndefined()
    expect(testPoolView(testPoolConfig(2), { totalStaked: '0' }).apr).toBeUndefined()
    expect(testPoolView(testPoolConfig(2)).stakingLimit).toBeUndefined()
    const unread = getPoolView({
      config: testPoolConfig(2, { tokenPerBlock: '0.001' }),
      reads: undefined,
      chainId: 1337,
      wbnb: WBNB,
      currentBlock: undefined,
      prices: TEST_PRICES,
    })
    expect(unread.apr).toBeUndefined()
    expect(unread.totalStaked).toBeUndefined()
    expect(unread.isFinished).toBe(false)
    expect(unread.blockStatus).toBeUndefined()
    expect(unread.userData).toBeUndefined()
    // the configured rate stands in until the contract's is read
    expect(unread.tokenPerBlock?.toExact()).toBe('0.001')
  })

  test('an ERC20 pool staking its reward token offers Compound; its APR uses both prices', () => {
    const view = testPoolView(testPoolConfig(5, { staking: GHOST, earning: GHOST }), {
      totalStaked: '1000',
      rewardPerBlock: '0.001',
      allowance: parseEther('3'),
    })
    expect(view.stakingCurrency.isToken).toBe(true)
    expect(view.stakesEarningToken).toBe(true)
    // 0.001 · 10,512,000 · $2 / (1000 · $2) = 1051.2%
    expect(view.apr?.toFixed(2)).toBe('1051.20')
    expect(view.userData?.allowance).toBe(parseEther('3'))
    const other = testPoolView(testPoolConfig(6, { staking: GHOST, earning: USDT }))
    expect(other.stakesEarningToken).toBe(false)
    expect(testPoolConfig(6).stakingToken.address).toBe(zeroAddress)
  })
})
