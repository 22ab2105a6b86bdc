import { CurrencyAmount, Fraction, Percent } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { GHOST, testToken } from '../../prices/testTokens'
import { filterFarms } from './filterFarms'
import type { FarmView } from './getFarmView'
import { sortFarms } from './sortFarms'

function farm(
  pid: number,
  lpSymbol: string,
  fields: {
    alloc?: bigint
    staked?: bigint
    earned?: bigint
    apr?: bigint
    liquidity?: bigint
  } = {},
): FarmView {
  const lp = testToken(50 + pid, lpSymbol)
  const user =
    fields.staked === undefined && fields.earned === undefined
      ? undefined
      : {
          allowance: 0n,
          tokenBalance: CurrencyAmount.fromRawAmount(lp, 0n),
          stakedBalance: CurrencyAmount.fromRawAmount(lp, fields.staked ?? 0n),
          earnings: CurrencyAmount.fromRawAmount(GHOST, fields.earned ?? 0n),
        }
  return {
    pid,
    lpSymbol,
    allocPoint: fields.alloc ?? 100n,
    isFinished: (fields.alloc ?? 100n) === 0n,
    apr: fields.apr === undefined ? undefined : new Percent(fields.apr, 100n),
    liquidityUsd: fields.liquidity === undefined ? undefined : new Fraction(fields.liquidity),
    user,
  } as FarmView
}

const farms = [
  farm(0, 'USDT-BNB LP', { alloc: 1000n, staked: 5n, earned: 1n, apr: 50n, liquidity: 100n }),
  farm(1, 'GHOST-BNB LP', { alloc: 400n, earned: 9n, apr: 300n, liquidity: 50n }),
  farm(2, 'CAKE-GHOST LP', { alloc: 0n, staked: 1n }),
  farm(3, 'DEEP-CAKE LP', { alloc: 2000n, liquidity: 900n }),
]
const pids = (list: FarmView[]) => list.map((f) => f.pid)

describe('filterFarms', () => {
  test('live and finished tabs split on allocation', () => {
    expect(pids(filterFarms(farms, { tab: 'live', stakedOnly: false, query: '' }))).toEqual([
      0, 1, 3,
    ])
    expect(pids(filterFarms(farms, { tab: 'finished', stakedOnly: false, query: '' }))).toEqual([2])
  })

  test('staked only keeps farms with a stake', () => {
    expect(pids(filterFarms(farms, { tab: 'live', stakedOnly: true, query: '' }))).toEqual([0])
    expect(pids(filterFarms(farms, { tab: 'finished', stakedOnly: true, query: '' }))).toEqual([2])
  })

  test('search matches the LP symbol without case', () => {
    expect(pids(filterFarms(farms, { tab: 'live', stakedOnly: false, query: ' bnb ' }))).toEqual([
      0, 1,
    ])
    expect(pids(filterFarms(farms, { tab: 'live', stakedOnly: false, query: 'Cake' }))).toEqual([3])
    expect(filterFarms(farms, { tab: 'live', stakedOnly: false, query: 'xyz' })).toEqual([])
  })
})

describe('sortFarms', () => {
  test('hot keeps pid order; others largest first, missing values last', () => {
    const shuffled = [farms[3], farms[1], farms[0], farms[2]] as FarmView[]
    expect(pids(sortFarms(shuffled, 'hot'))).toEqual([0, 1, 2, 3])
    expect(pids(sortFarms(shuffled, 'apr'))).toEqual([1, 0, 2, 3])
    expect(pids(sortFarms(shuffled, 'multiplier'))).toEqual([3, 0, 1, 2])
    expect(pids(sortFarms(shuffled, 'earned'))).toEqual([1, 0, 2, 3])
    expect(pids(sortFarms(shuffled, 'liquidity'))).toEqual([3, 0, 1, 2])
  })
})
