/**
 * The prediction screen's rules as plain functions: the page's status (spec §3: initial, live,
 * paused, error), how many rounds it reads, the cards of the carousel and their phases (sdk
 * `getRoundPhase`), a round's result and the wallet's own result in it, the set-position form's
 * checks (spec §5) and %-buttons, and the chart's points. Hooks read the chain; these decide.
 */
import {
  CurrencyAmount,
  getBetOutcome,
  getClaimPayout,
  getLaterRoundTimes,
  getPotWinner,
  getRoundPhase,
  maxAmountSpend,
  type Native,
  type PredictionBetSide,
  type PredictionPosition,
  type PredictionRoundPhase,
  validatePredictionBet,
} from '@ghost/sdk'
import { formatUnits } from 'viem'
import { msg } from '../../../i18n/msg'

/** Spec §3 'Prediction enums': the page's status. */
export type PredictionStatus = 'initial' | 'live' | 'paused' | 'error'

/** A round as `getRound` returns it, times as numbers (unix seconds). */
export type PredictionRound = {
  epoch: bigint
  startTimestamp: number
  lockTimestamp: number
  closeTimestamp: number
  lockPrice: bigint
  closePrice: bigint
  totalAmount: bigint
  bullAmount: bigint
  bearAmount: bigint
  rewardBaseCalAmount: bigint
  rewardAmount: bigint
  claimedBaseAmount: bigint
  oracleCalled: boolean
}

/** The wallet's bet in a round, as `getBet` returns it (`side` undefined: no bet). */
export type PredictionBet = {
  side: PredictionBetSide | undefined
  amount: bigint
  claimed: boolean
}

export type PredictionSettings = {
  minBetAmount: bigint
  intervalSeconds: number
  bufferSeconds: number
  /** Basis points of a closed round's pot. */
  treasuryFee: number
}

/** How many closed rounds the carousel shows before the live one. */
export const EXPIRED_ROUNDS_SHOWN = 2
/** Rounds not started yet, shown after the next one with their expected start. */
export const LATER_ROUNDS_SHOWN = 2

/**
 * `initial` until the first read answers, `error` when the game could not be read (the page
 * offers a retry), `paused` when the contract is (bets stop, claims go on), `live` otherwise.
 */
export function getPredictionStatus({
  answered,
  failed,
  paused,
}: {
  answered: boolean
  failed: boolean
  paused: boolean | undefined
}): PredictionStatus {
  if (failed) return 'error'
  if (!answered || paused === undefined) return 'initial'
  return paused ? 'paused' : 'live'
}

/**
 * How many rounds the page reads, as `getLatestRounds(count, …)`: the current one (open for
 * bets), the one before it (live) and the closed ones the carousel shows before them. A count,
 * not a list of epochs, so the read stays the same call when a round starts.
 */
export const ROUNDS_READ = EXPIRED_ROUNDS_SHOWN + 2

/**
 * The epochs of the rounds `getLatestRounds` answered at `currentEpoch` (read in the same
 * block), oldest first: the current one last. The contract numbers a round that never started
 * 0, so the epoch comes from the position.
 */
export function getLatestRoundEpochs(currentEpoch: bigint, answered: number): bigint[] {
  const first = currentEpoch - BigInt(answered) + 1n
  return Array.from({ length: answered }, (_, index) => first + BigInt(index))
}

/** Which way the price went from the lock: up, down, or exactly the same (8 decimals). */
export type PriceMove = 'up' | 'down' | 'same'

export function getPriceMove(lockPrice: bigint, price: bigint): PriceMove {
  if (price > lockPrice) return 'up'
  if (price < lockPrice) return 'down'
  return 'same'
}

export type RoundCardView =
  | { kind: 'expired'; round: PredictionRound; move: PriceMove; winner: PredictionPosition }
  | { kind: 'canceled'; round: PredictionRound }
  | { kind: 'live'; round: PredictionRound }
  /** Waiting for the operator: the round passed its lock (`locking`) or its close (`closing`). */
  | { kind: 'calculating'; round: PredictionRound; phase: 'locking' | 'closing' }
  | { kind: 'next'; round: PredictionRound }
  | { kind: 'later'; epoch: bigint; startTimestamp: number; lockTimestamp: number }

/** The sdk's phase of a card's round ('expired' for the rounds closed with a price). */
export function getCardPhase(
  card: Exclude<RoundCardView, { kind: 'later' }>,
): PredictionRoundPhase {
  return card.kind === 'calculating' ? card.phase : card.kind
}

function getRoundCard(
  round: PredictionRound,
  currentEpoch: bigint,
  now: number,
  bufferSeconds: number,
): RoundCardView {
  const phase = getRoundPhase(round, currentEpoch, now, bufferSeconds)
  switch (phase) {
    case 'expired':
      return {
        kind: 'expired',
        round,
        move: getPriceMove(round.lockPrice, round.closePrice),
        winner: getPotWinner(round),
      }
    case 'locking':
    case 'closing':
      return { kind: 'calculating', round, phase }
    default:
      return { kind: phase, round }
  }
}

/**
 * The carousel, oldest first: the rounds read (closed or canceled ones, the live one, the next
 * one open for bets), then the rounds after it with the times they should start if the operator
 * keeps time (none while paused: nothing starts then). Rounds that never started are left out.
 */
export function getRoundCards({
  rounds,
  currentEpoch,
  now,
  settings,
  paused,
}: {
  rounds: readonly PredictionRound[]
  currentEpoch: bigint
  now: number
  settings: Pick<PredictionSettings, 'bufferSeconds' | 'intervalSeconds'>
  paused: boolean
}): RoundCardView[] {
  const started = rounds.filter((round) => round.startTimestamp > 0)
  const cards = started.map((round) =>
    getRoundCard(round, currentEpoch, now, settings.bufferSeconds),
  )
  const current = cards.find((card) => card.kind === 'next' && card.round.epoch === currentEpoch)
  if (current && current.kind === 'next' && !paused) {
    for (let ahead = 1; ahead <= LATER_ROUNDS_SHOWN; ahead++) {
      const times = getLaterRoundTimes(current.round, ahead, settings.intervalSeconds)
      cards.push({ kind: 'later', epoch: currentEpoch + BigInt(ahead), ...times })
    }
  }
  return cards
}

/**
 * The card the carousel opens at: the next round (where a player acts), else the round waiting
 * for the operator, else the live one, else the newest.
 */
export function getFocusCardIndex(cards: readonly RoundCardView[]): number {
  for (const kind of ['next', 'calculating', 'live'] as const) {
    const index = cards.findLastIndex((card) => card.kind === kind)
    if (index >= 0) return index
  }
  return Math.max(0, cards.length - 1)
}

/** The wallet's result in a round (spec §4: won, lost, to reclaim; collected). */
export type YourRoundResult =
  | { kind: 'none' }
  /** Entered and not settled yet: the position cannot change any more. */
  | { kind: 'entered'; side: PredictionBetSide; amount: bigint }
  /** `payout`: what `claim` pays now (undefined once collected). */
  | { kind: 'won'; side: PredictionBetSide; amount: bigint; payout: bigint; collected: boolean }
  | { kind: 'lost'; side: PredictionBetSide; amount: bigint }
  | { kind: 'reclaim'; side: PredictionBetSide; amount: bigint; collected: boolean }

export function getYourRoundResult(
  round: PredictionRound,
  bet: PredictionBet | undefined,
  phase: PredictionRoundPhase,
): YourRoundResult {
  if (!bet?.side || bet.amount === 0n) return { kind: 'none' }
  const { side, amount, claimed } = bet
  const winner = phase === 'expired' ? getPotWinner(round) : undefined
  const outcome = getBetOutcome(side, phase, winner)
  if (outcome === 'running') return { kind: 'entered', side, amount }
  if (outcome === 'lost') return { kind: 'lost', side, amount }
  if (outcome === 'reclaim') return { kind: 'reclaim', side, amount, collected: claimed }
  // the contract pays the running pro-rata total's step from what was claimed so far
  const payout = claimed ? 0n : getClaimPayout(amount, round.claimedBaseAmount, round)
  return { kind: 'won', side, amount, payout, collected: claimed }
}

/** Spec §5 'amount needed, above a per-token minimum, enough BNB'. */
export const BET_MESSAGES = {
  amountNeeded: msg('Enter an amount'),
  belowMinimum: msg('A minimum amount of %num% %token% is required'),
  insufficientBalance: msg('Insufficient BNB balance'),
} as const

export type BetFormState =
  | { amount: bigint; message?: undefined }
  | {
      amount?: undefined
      message: (typeof BET_MESSAGES)[keyof typeof BET_MESSAGES]
      values?: Record<string, string> | undefined
      /** Nothing typed yet: the button says so, the field shows no error. */
      empty: boolean
    }

/**
 * The set-position form: the typed BNB amount checked by the sdk's rule against the contract's
 * minimum and the wallet's balance; `formatBnb` writes the minimum in the app's language.
 */
export function getBetFormState(
  typed: string,
  minimum: bigint,
  balance: bigint | undefined,
  formatBnb: (wei: bigint) => string,
): BetFormState {
  const checked = validatePredictionBet(typed, minimum, balance)
  if ('amount' in checked) return { amount: checked.amount }
  const { error } = checked
  if (error.kind === 'belowMinimum') {
    return {
      message: BET_MESSAGES.belowMinimum,
      values: { num: formatBnb(error.minimum), token: 'BNB' },
      empty: false,
    }
  }
  return { message: BET_MESSAGES[error.kind], empty: typed.trim() === '' }
}

/** The %-buttons of the set-position form. */
export const BET_PERCENTS = [10, 25, 50, 75] as const

/** What Max stands for: the balance less the 0.01 BNB every Max keeps for gas. */
export function getSpendableBnb(balance: bigint | undefined, bnb: Native): bigint {
  if (balance === undefined) return 0n
  return maxAmountSpend(CurrencyAmount.fromRawAmount(bnb, balance))?.quotient ?? 0n
}

/** The amount text for a %-button (100 for Max): exact, '' when it comes to nothing. */
export function getBetAmountForPercent(spendable: bigint, percent: number): string {
  const clamped = BigInt(Math.min(100, Math.max(0, Math.trunc(percent))))
  const wei = (spendable * clamped) / 100n
  return wei === 0n ? '' : formatUnits(wei, 18)
}

/** A point of the price chart: a feed answer at a time (unix seconds). */
export type PricePoint = { time: number; answer: bigint }

/**
 * The chart's line: the visible rounds' lock and close prices at their times, and the answers
 * the page saw the feed give while it was open, in time order with one point per second (the
 * latest wins), as the chart library needs.
 */
export function getChartPoints(
  rounds: readonly PredictionRound[],
  seen: readonly PricePoint[],
): PricePoint[] {
  const byTime = new Map<number, bigint>()
  for (const round of rounds) {
    if (round.lockPrice !== 0n) byTime.set(round.lockTimestamp, round.lockPrice)
    if (round.oracleCalled) byTime.set(round.closeTimestamp, round.closePrice)
  }
  for (const point of seen) byTime.set(point.time, point.answer)
  return [...byTime.entries()].sort(([a], [b]) => a - b).map(([time, answer]) => ({ time, answer }))
}

/** Adds a feed answer to those seen, once per feed round; keeps the newest `limit`. */
export function addSeenPrice(
  seen: readonly PricePoint[],
  point: PricePoint,
  limit = 200,
): readonly PricePoint[] {
  const last = seen.at(-1)
  if (last && last.time === point.time && last.answer === point.answer) return seen
  return [...seen, point].slice(-limit)
}
