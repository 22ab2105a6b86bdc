import { describe, expect, test } from 'vitest'
import { filterPools, hasStakeInFinishedPools } from './filterPools'
import { CAKE, GHOST, testPoolConfig, testPoolView } from './testPoolViews'

const live = testPoolView(testPoolConfig(2), { staked: '1' })
const liveGhost = testPoolView(testPoolConfig(3, { earning: GHOST }))
const finishedStaked = testPoolView(testPoolConfig(0, { isFinished: true }), { staked: '1' })
const endedCake = testPoolView(testPoolConfig(1, { earning: CAKE }), { endBlock: 10n })
const pools = [live, liveGhost, finishedStaked, endedCake]
const ids = (list: { sousId: number }[]) => list.map((pool) => pool.sousId)

describe('filterPools', () => {
  test('Live and Finished tabs split by the finished rule', () => {
    expect(ids(filterPools(pools, { tab: 'live', stakedOnly: false, query: '' }))).toEqual([2, 3])
    expect(ids(filterPools(pools, { tab: 'finished', stakedOnly: false, query: '' }))).toEqual([
      0, 1,
    ])
  })

  test('Staked only keeps pools with a stake', () => {
    expect(ids(filterPools(pools, { tab: 'live', stakedOnly: true, query: '' }))).toEqual([2])
    expect(ids(filterPools(pools, { tab: 'finished', stakedOnly: true, query: '' }))).toEqual([0])
  })

  test('search matches part of the earning token symbol, any case, trimmed', () => {
    expect(ids(filterPools(pools, { tab: 'live', stakedOnly: false, query: ' gHo ' }))).toEqual([3])
    expect(ids(filterPools(pools, { tab: 'live', stakedOnly: false, query: 'usd' }))).toEqual([2])
    expect(ids(filterPools(pools, { tab: 'finished', stakedOnly: false, query: 'cake' }))).toEqual([
      1,
    ])
    // the staking token (BNB) is not searched
    expect(filterPools(pools, { tab: 'live', stakedOnly: false, query: 'bnb' })).toEqual([])
  })

  test('without an account, Staked only shows nothing', () => {
    const anonymous = [testPoolView(testPoolConfig(2), {}, { account: false })]
    expect(filterPools(anonymous, { tab: 'live', stakedOnly: true, query: '' })).toEqual([])
  })
})

describe('hasStakeInFinishedPools', () => {
  test('only a stake in a finished pool counts', () => {
    expect(hasStakeInFinishedPools(pools)).toBe(true)
    expect(hasStakeInFinishedPools([live, endedCake])).toBe(false)
    const endedWithStake = testPoolView(testPoolConfig(1), { endBlock: 10n, staked: '0.1' })
    expect(hasStakeInFinishedPools([live, endedWithStake])).toBe(true)
    expect(hasStakeInFinishedPools([])).toBe(false)
  })
})
