/**
 * What the history shows of a bet (spec §4: positions won, lost, to reclaim; collected,
 * uncollected), from the API's bet alone: the result and its amount, whether it is collected,
 * and which button its row offers. A House round lost on equal lock and close prices is a tie
 * (spec §9: the pot goes to the weekly CAKE burn), told apart from an ordinary loss.
 */
import type { ApiPredictionBet } from '../../../api/prediction/predictionApi'

export type HistoryResult =
  /** `amount`: what the claim paid, or what it will pay; undefined when the index has no figure. */
  | { kind: 'won'; amount: bigint | undefined }
  | { kind: 'lost' }
  | { kind: 'tie' }
  /** The round was canceled: the stake comes back. */
  | { kind: 'reclaim'; amount: bigint }
  | { kind: 'running' }

export type HistoryRow = {
  epoch: string
  result: HistoryResult
  /** Whether the winnings or refund were taken; undefined for bets that never pay. */
  collected: boolean | undefined
  /** The row's button: collect winnings, or reclaim a canceled round's stake. */
  action: 'collect' | 'reclaim' | undefined
}

function resultOf(bet: ApiPredictionBet): HistoryResult {
  switch (bet.outcome) {
    case 'won': {
      const paid = bet.claimed ? (bet.claimedAmount ?? bet.payout) : bet.payout
      return { kind: 'won', amount: paid === null ? undefined : BigInt(paid) }
    }
    case 'lost': {
      const { round } = bet
      const tie =
        round.position === 'House' &&
        round.lockPrice !== null &&
        round.lockPrice === round.closePrice
      return tie ? { kind: 'tie' } : { kind: 'lost' }
    }
    case 'reclaim':
      return { kind: 'reclaim', amount: BigInt(bet.claimedAmount ?? bet.amount) }
    case 'running':
      return { kind: 'running' }
  }
}

/**
 * A bet's row. `sent`: epochs this screen has claimed since the index last answered, shown as
 * collected (with no button, which would now revert) until the index catches up.
 */
export function historyRow(bet: ApiPredictionBet, sent: ReadonlySet<string>): HistoryRow {
  const result = resultOf(bet)
  const pays = result.kind === 'won' || result.kind === 'reclaim'
  const collected = pays ? bet.claimed || sent.has(bet.epoch) : undefined
  return {
    epoch: bet.epoch,
    result,
    collected,
    action: collected === false ? (result.kind === 'won' ? 'collect' : 'reclaim') : undefined,
  }
}

export type CollectPlan = {
  /** Oldest first, as one `claim(epochs)` takes them. */
  epochs: bigint[]
  /** Winnings due plus stakes to reclaim, in wei (a won bet without a figure adds nothing). */
  total: bigint
}

/** What "Collect all" claims: every uncollected bet not claimed from this screen already. */
export function collectPlan(
  uncollected: readonly ApiPredictionBet[],
  sent: ReadonlySet<string>,
): CollectPlan {
  // one bet per wallet per round: an epoch listed twice is still claimed (and counted) once
  const byEpoch = new Map(uncollected.map((bet) => [bet.epoch, historyRow(bet, sent)]))
  const rows = [...byEpoch.values()].filter((row) => row.action !== undefined)
  const epochs = rows.map((row) => BigInt(row.epoch)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const total = rows.reduce((sum, { result }) => {
    if (result.kind === 'won') return sum + (result.amount ?? 0n)
    if (result.kind === 'reclaim') return sum + result.amount
    return sum
  }, 0n)
  return { epochs, total }
}
