import { PREDICTION_BASIS_POINTS, type PredictionBetSide } from './constants'
import type { PredictionPools } from './settlePredictionRound'

/**
 * What each BNB on `side` would return if the round closed now with its pools as they are, in
 * hundredths (194 reads "1.94x"), rounded down; undefined while nobody has bet on that side
 * (any payout is then possible). A bettor's own bet changes the pools: pass them with it.
 */
export function getPayoutMultiplier(
  pools: PredictionPools,
  side: PredictionBetSide,
  treasuryFee: number,
): bigint | undefined {
  const sideAmount = side === 'Bull' ? pools.bullAmount : pools.bearAmount
  if (sideAmount === 0n) return undefined
  // The contract rounds the fee down, not the winners' part.
  const total = pools.bullAmount + pools.bearAmount
  const afterFee = total - (total * BigInt(treasuryFee)) / BigInt(PREDICTION_BASIS_POINTS)
  return (afterFee * 100n) / sideAmount
}
