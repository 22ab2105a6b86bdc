/**
 * The LP reward APR of each farm's pair, as PancakeSwap adds it to a farm's APR: the fees its
 * liquidity providers earned over the last 24 h of the index (sdk `getLpFeeApr`: 0.17% of the
 * volume, times 365, over the pair's liquidity). Volume is summed from the pair's indexed hours;
 * liquidity is the pair's latest indexed reserveUSD.
 */
import { type Fraction, getLpFeeApr, type Percent } from '@ghost/sdk'
import type { InfoPair, PairPeriod } from '../../../api/info'
import { fromScaled, sumWindows, toScaled } from '../../info'

export type GetLpRewardAprsParameters = {
  lpAddresses: readonly string[]
  /** Hours of those pairs, from more than 24 h before `now` on. */
  hours: readonly PairPeriod[]
  /** Pairs with their current reserveUSD, for a pair with no hour in the window. */
  pairs: readonly Pick<InfoPair, 'id' | 'reserveUSD'>[]
  /** The indexed block's time. */
  now: number
}

/** By lowercase LP address; undefined where the index does not know the pair's liquidity. */
export function getLpRewardAprs({
  lpAddresses,
  hours,
  pairs,
  now,
}: GetLpRewardAprsParameters): Map<string, Percent | undefined> {
  const aprs = new Map<string, Percent | undefined>()
  for (const lp of lpAddresses) {
    const id = lp.toLowerCase()
    const rows = hours.filter((row) => row.pair === id && row.time <= now)
    const volume = sumWindows(
      rows,
      now,
      (row) => row.time,
      (row) => row.volumeUSD,
    ).current
    const latest = rows.reduce<PairPeriod | undefined>(
      (newest, row) => (!newest || row.time > newest.time ? row : newest),
      undefined,
    )
    const reserveUSD = latest?.reserveUSD ?? pairs.find((pair) => pair.id === id)?.reserveUSD
    const liquidityUsd: Fraction | undefined =
      reserveUSD === undefined ? undefined : fromScaled(toScaled(reserveUSD))
    aprs.set(id, liquidityUsd && getLpFeeApr({ volume24hUsd: fromScaled(volume), liquidityUsd }))
  }
  return aprs
}
