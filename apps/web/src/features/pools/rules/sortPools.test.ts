import { describe, expect, test } from 'vitest'
import { sortPools } from './sortPools'
import { CAKE, GHOST, testPoolConfig, testPoolView } from './testPoolViews'

// sortOrder: 0 → 3, 1 → 1, 2 → 2, 3 → 0, so Hot is [3, 1, 2, 0]
const pools = [
  // APR 8.76%, earned $0.5, staked $6000
  testPoolView(testPoolConfig(0, { sortOrder: 3 }), { totalStaked: '10', pending: '0.5' }),
  // APR 4.38%, earned 0.1 GHOST = $0.2, staked $12000
  testPoolView(testPoolConfig(1, { sortOrder: 1, earning: GHOST }), {
    totalStaked: '20',
    pending: '0.1',
    rewardPerBlock: '0.000025',
  }),
  // APR 0 (finished), earned 1 CAKE = $2.5, staked $600
  testPoolView(testPoolConfig(2, { sortOrder: 2, earning: CAKE, isFinished: true }), {
    totalStaked: '1',
    pending: '1',
  }),
  // APR unknown (nothing staked), earned 0
  testPoolView(testPoolConfig(3, { sortOrder: 0 }), { totalStaked: '0' }),
]
const ids = (sorted: { sousId: number }[]) => sorted.map((pool) => pool.sousId)

describe('sortPools', () => {
  test('Hot follows sortOrder', () => {
    expect(ids(sortPools(pools, 'hot'))).toEqual([3, 1, 2, 0])
  })

  test('APR highest first, unknown last', () => {
    expect(ids(sortPools(pools, 'apr'))).toEqual([0, 1, 2, 3])
  })

  test('Earned by the USD value of the pending reward', () => {
    expect(ids(sortPools(pools, 'earned'))).toEqual([2, 0, 1, 3])
  })

  test('Total staked by USD value', () => {
    expect(ids(sortPools(pools, 'totalStaked'))).toEqual([1, 0, 2, 3])
  })

  test('ties keep the Hot order; without prices the amounts decide', () => {
    const same = [5, 4, 6].map((sousId) =>
      testPoolView(testPoolConfig(sousId, { sortOrder: 10 - sousId }), { pending: '1' }),
    )
    expect(ids(sortPools(same, 'earned'))).toEqual([6, 5, 4])
    const unpriced = [
      testPoolView(testPoolConfig(7), { totalStaked: '1' }, { prices: undefined }),
      testPoolView(testPoolConfig(8), { totalStaked: '3' }, { prices: undefined }),
    ]
    expect(ids(sortPools(unpriced, 'totalStaked'))).toEqual([8, 7])
    expect(ids(sortPools(unpriced, 'apr'))).toEqual([7, 8])
  })

  test('leaves its input alone', () => {
    const input = [...pools]
    sortPools(input, 'apr')
    expect(ids(input)).toEqual([0, 1, 2, 3])
  })
})
