import { Percent } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import type { PairPeriod } from '../../../api/info'
import { addLpRewardApr } from './addLpRewardApr'
import type { FarmView } from './getFarmView'
import { getLpRewardAprs } from './getLpRewardAprs'

const LP = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'
const NOW = 10 * 86_400
const hour = (
  pair: string,
  hoursAgo: number,
  volumeUSD: string,
  reserveUSD: string,
): PairPeriod => ({
  pair: pair as `0x${string}`,
  time: NOW - hoursAgo * 3600,
  volumeUSD,
  reserveUSD,
})

describe('getLpRewardAprs', () => {
  test('24 h of the pair’s volume × 0.17% × 365 over its latest liquidity', () => {
    const aprs = getLpRewardAprs({
      lpAddresses: [LP.toUpperCase().replace('0X', '0x')],
      hours: [
        hour(LP, 30, '999999', '1'), // the day before: not counted, not the latest liquidity
        hour(LP, 5, '600000', '9000000'),
        hour(LP, 0, '400000.5', '10000000'),
        hour(OTHER, 1, '5000000', '1'),
        hour(LP, -1, '5000000', '1'), // after the indexed time
      ],
      pairs: [],
      now: NOW,
    })
    // 1,000,000.5 · 0.0017 · 365 / 10,000,000 = 6.2050031…%
    expect(aprs.get(LP)?.toFixed(4)).toBe('6.2050')
  })

  test('no hour in the window: 0% over the pair’s reserveUSD; an unknown pair: undefined', () => {
    const pairs = [{ id: LP, reserveUSD: '5000' } as const]
    const aprs = getLpRewardAprs({ lpAddresses: [LP, OTHER], hours: [], pairs, now: NOW })
    expect(aprs.get(LP)?.toFixed(2)).toBe('0.00')
    expect(aprs.has(OTHER)).toBe(true)
    expect(aprs.get(OTHER)).toBeUndefined()
  })
})

describe('addLpRewardApr', () => {
  const farm = { apr: new Percent(25n, 100n) } as FarmView
  test('APR shown = farm APR + LP reward APR, each part kept', () => {
    const withFees = addLpRewardApr(farm, new Percent(5n, 100n))
    expect(withFees.apr?.toFixed(2)).toBe('30.00')
    expect(withFees.farmApr?.toFixed(2)).toBe('25.00')
    expect(withFees.lpRewardApr?.toFixed(2)).toBe('5.00')
    // applied again with newer figures, the farm part is not counted twice
    expect(addLpRewardApr(withFees, new Percent(1n, 100n)).apr?.toFixed(2)).toBe('26.00')
  })
  test('no LP figure: the farm APR alone; no farm APR: unknown', () => {
    expect(addLpRewardApr(farm, undefined).apr?.toFixed(2)).toBe('25.00')
    const unknown = addLpRewardApr({ apr: undefined } as FarmView, new Percent(1n, 100n))
    expect(unknown.apr).toBeUndefined()
  })
})
