import type { PredictionBetSide, PredictionPosition } from './constants'
import type { PredictionRoundPhase } from './getRoundPhase'

/**
 * A bet as its owner's history shows it (spec §4: won, lost, to reclaim; collected,
 * uncollected): `running` while its round is open, live or closing; `won` or `lost` once closed
 * (a House round is lost by both sides); `reclaim` when its round was canceled.
 */
export type PredictionBetOutcome = 'running' | 'won' | 'lost' | 'reclaim'

export function getBetOutcome(
  side: PredictionBetSide,
  phase: PredictionRoundPhase,
  winner: PredictionPosition | undefined,
): PredictionBetOutcome {
  if (phase === 'canceled') return 'reclaim'
  if (phase !== 'expired' || winner === undefined) return 'running'
  return winner === side ? 'won' : 'lost'
}

/** Whether the history's filter (spec §3: all, collected, uncollected) shows a bet. */
export const PREDICTION_HISTORY_FILTERS = ['all', 'collected', 'uncollected'] as const
export type PredictionHistoryFilter = (typeof PREDICTION_HISTORY_FILTERS)[number]

/**
 * `collected`: winnings or refunds taken; `uncollected`: winnings or refunds waiting to be taken.
 * Bets that will never pay (lost, or still running) show only under `all`.
 */
export function matchesHistoryFilter(
  filter: PredictionHistoryFilter,
  outcome: PredictionBetOutcome,
  claimed: boolean,
): boolean {
  if (filter === 'all') return true
  const pays = outcome === 'won' || outcome === 'reclaim'
  return pays && claimed === (filter === 'collected')
}
