import { PREDICTION_BASIS_POINTS, type PredictionPosition } from './constants'

/** A round's pools and prices as the contract keeps them. */
export type PredictionPools = {
  bullAmount: bigint
  bearAmount: bigint
}

export type PredictionSettlement = {
  /** Who took the pot: the side the price moved to, or the House on a tie. */
  position: PredictionPosition
  /** The winning side's bets (0 when the House takes the pot). */
  rewardBaseCalAmount: bigint
  /** What the winners share. */
  rewardAmount: bigint
  /** The treasury's fee, or the whole pot when the House takes it. */
  treasuryAmount: bigint
}

/** Who wins a round locked at `lockPrice` and closed at `closePrice` (equal: the House). */
export function getRoundWinner(lockPrice: bigint, closePrice: bigint): PredictionPosition {
  if (closePrice > lockPrice) return 'Bull'
  if (closePrice < lockPrice) return 'Bear'
  return 'House'
}

/**
 * Who took a settled round's pot: the side the price moved to, or the House on a tie or when
 * nobody bet on that side (the settlement then had no winning bets: `rewardBaseCalAmount` 0).
 */
export function getPotWinner(round: {
  lockPrice: bigint
  closePrice: bigint
  rewardBaseCalAmount: bigint
}): PredictionPosition {
  if (round.rewardBaseCalAmount === 0n) return 'House'
  return getRoundWinner(round.lockPrice, round.closePrice)
}

/**
 * GhostPrediction's settlement of a closed round: the treasury takes `treasuryFee` basis points
 * of the pot and the winning side shares the rest; a tie, or a winning side nobody bet on, gives
 * the whole pot to the House (spec §9: a tie's funds go to the weekly CAKE burn).
 */
export function settlePredictionRound(
  pools: PredictionPools,
  lockPrice: bigint,
  closePrice: bigint,
  treasuryFee: number,
): PredictionSettlement {
  const total = pools.bullAmount + pools.bearAmount
  const winner = getRoundWinner(lockPrice, closePrice)
  const base = winner === 'Bull' ? pools.bullAmount : winner === 'Bear' ? pools.bearAmount : 0n
  if (base === 0n) {
    return { position: 'House', rewardBaseCalAmount: 0n, rewardAmount: 0n, treasuryAmount: total }
  }
  const treasuryAmount = (total * BigInt(treasuryFee)) / BigInt(PREDICTION_BASIS_POINTS)
  return {
    position: winner,
    rewardBaseCalAmount: base,
    rewardAmount: total - treasuryAmount,
    treasuryAmount,
  }
}

/**
 * What a winning bet of `amount` is paid when the winners' bets claimed before it total
 * `claimedBefore`: the contract pays the running pro-rata total's step, so each payout is the
 * pro-rata share rounded down or up by one wei at most, and all winners together are paid
 * exactly `rewardAmount`.
 */
export function getClaimPayout(
  amount: bigint,
  claimedBefore: bigint,
  settlement: Pick<PredictionSettlement, 'rewardBaseCalAmount' | 'rewardAmount'>,
): bigint {
  const { rewardBaseCalAmount: base, rewardAmount } = settlement
  if (base === 0n) return 0n
  return ((claimedBefore + amount) * rewardAmount) / base - (claimedBefore * rewardAmount) / base
}

/** A winning bet's pro-rata share, rounded down: what the screens show before the claim. */
export function getProRataPayout(
  amount: bigint,
  settlement: Pick<PredictionSettlement, 'rewardBaseCalAmount' | 'rewardAmount'>,
): bigint {
  return getClaimPayout(amount, 0n, settlement)
}
