/** The times and state of a round as the contract keeps them (unix seconds). */
export type PredictionRoundTimes = {
  epoch: bigint
  startTimestamp: number
  lockTimestamp: number
  closeTimestamp: number
  /** Closed with a close price. */
  oracleCalled: boolean
}

/**
 * Where a round stands for the screens (spec §4 'prediction round'):
 * - `next`: open for bets (the current epoch, before its lock time);
 * - `locking`: the current epoch past its lock time, waiting for the operator (no more bets);
 * - `live`: locked, before its close time;
 * - `closing`: past its close time, waiting for the operator's close ("calculating");
 * - `expired`: closed with a close price;
 * - `canceled`: not closed within the buffer after its close time: every bet is refunded.
 */
export type PredictionRoundPhase = 'next' | 'locking' | 'live' | 'closing' | 'expired' | 'canceled'

export function getRoundPhase(
  round: PredictionRoundTimes,
  currentEpoch: bigint,
  now: number,
  bufferSeconds: number,
): PredictionRoundPhase {
  if (round.oracleCalled) return 'expired'
  if (now > round.closeTimestamp + bufferSeconds) return 'canceled'
  // A current round past its lock buffer can no longer lock, but its bets are refundable only
  // once its close time and buffer have passed too (the contract's rule): it waits until then.
  if (round.epoch >= currentEpoch) return now < round.lockTimestamp ? 'next' : 'locking'
  return now < round.closeTimestamp ? 'live' : 'closing'
}

/**
 * When round `currentEpoch + ahead` is expected to start and lock, if the operator keeps time:
 * each round starts when the one before it locks.
 */
export function getLaterRoundTimes(
  current: Pick<PredictionRoundTimes, 'lockTimestamp'>,
  ahead: number,
  intervalSeconds: number,
): { startTimestamp: number; lockTimestamp: number } {
  const startTimestamp = current.lockTimestamp + (ahead - 1) * intervalSeconds
  return { startTimestamp, lockTimestamp: startTimestamp + intervalSeconds }
}
