/** The overview's 24 h figures: volume and LP fees from the pairs' hours, liquidity from day data. */
import type { Percent } from '@ghost/sdk'
import type { PairPeriod, ProtocolDay } from '../../../api/info/entities'
import {
  DAY,
  getChange,
  getLpFees,
  latestAtOrBefore,
  sumWindows,
  toScaled,
  type Windowed,
} from './figures'

export type ProtocolFigures = {
  volume: Windowed
  volumeChange: Percent | undefined
  fees: Windowed
  feesChange: Percent | undefined
  liquidity: Windowed
  liquidityChange: Percent | undefined
}

export function getProtocolFigures(
  days: readonly ProtocolDay[],
  pairHours: readonly PairPeriod[],
  now: number,
): ProtocolFigures {
  const volume = sumWindows(
    pairHours,
    now,
    (hour) => hour.time,
    (hour) => hour.volumeUSD,
  )
  const fees = { current: getLpFees(volume.current), previous: getLpFees(volume.previous) }
  const newestFirst = [...days].sort((a, b) => b.date - a.date)
  const today = latestAtOrBefore(newestFirst, now, (day) => day.date)
  // a day row holds the liquidity at that day's last event: the one a day back is "24 h ago"
  const dayAgo = latestAtOrBefore(newestFirst, now - DAY, (day) => day.date)
  const liquidity = {
    current: today ? toScaled(today.totalLiquidityUSD) : 0n,
    previous: dayAgo ? toScaled(dayAgo.totalLiquidityUSD) : 0n,
  }
  return {
    volume,
    volumeChange: getChange(volume),
    fees,
    feesChange: getChange(fees),
    liquidity,
    liquidityChange: getChange(liquidity),
  }
}
