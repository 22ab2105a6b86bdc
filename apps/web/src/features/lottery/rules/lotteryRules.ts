/**
 * The lottery screens' pure rules: the phase's label, the ticket count typed, the bracket table
 * of a round's pot, a finished round's figures from the chain or the index, and which tickets a
 * player can collect and in which transactions. The contract decides all of this on chain; the
 * screens show the same numbers before anyone pays.
 */
import {
  type ApiLotteryRound,
  chunk,
  LOTTERY_BRACKETS,
  LOTTERY_MAX_TICKETS,
  type LotteryPhase,
  parseTicketNumber,
} from '@ghost/sdk'
import { msg } from '../../../i18n/msg'

export const PHASE_LABELS: Record<LotteryPhase, string> = {
  onSaleSoon: msg('On sale soon'),
  buying: msg('Buying'),
  pending: msg('Pending'),
  drawn: msg('Drawn'),
}

/** `IGhostLottery.Status` as the contract numbers it. */
export const LOTTERY_STATUS = { pending: 0, open: 1, close: 2, claimable: 3 } as const

export const LOTTERY_TEXTS = {
  countRange: msg('Enter a whole number of tickets from 1 to %max%'),
  ticketNumber: msg('Enter exactly 6 digits'),
  unknownRound: msg('The lottery number you provided does not exist'),
} as const

export type TicketCountInput =
  | { status: 'empty' }
  | { status: 'invalid'; message: typeof LOTTERY_TEXTS.countRange }
  | { status: 'ok'; count: number }

/** The quantity field: a whole number of tickets from 1 to 100, as ASCII digits. */
export function parseTicketCount(text: string): TicketCountInput {
  const trimmed = text.trim()
  if (trimmed === '') return { status: 'empty' }
  if (!/^[0-9]{1,3}$/.test(trimmed)) return { status: 'invalid', message: LOTTERY_TEXTS.countRange }
  const count = Number(trimmed)
  if (count < 1 || count > LOTTERY_MAX_TICKETS) {
    return { status: 'invalid', message: LOTTERY_TEXTS.countRange }
  }
  return { status: 'ok', count }
}

/** The edit view's fields: each exactly six digits; the numbers when every field is valid. */
export function parseTicketFields(fields: readonly string[]): {
  numbers: number[] | undefined
  invalid: boolean[]
} {
  const parsed = fields.map(parseTicketNumber)
  const invalid = parsed.map((number) => number === undefined)
  return {
    numbers: invalid.some(Boolean) ? undefined : (parsed as number[]),
    invalid,
  }
}

const BASIS_POINTS = 10_000n

/** The part of a round's fields the figures need, as `viewLottery` returns them. */
export type ChainRound = {
  status: number
  treasuryFee: number
  finalNumber: number
  startTime: bigint
  endTime: bigint
  claimDeadline: bigint
  priceTicketInCake: bigint
  amountCollectedInCake: bigint
  ticketRevenue: bigint
  ticketsSold: bigint
  prizesReserved: bigint
  prizesClaimed: bigint
  rewardsBreakdown: readonly number[]
  cakePerBracket: readonly bigint[]
  winnersPerBracket: readonly bigint[]
}

/** One row of the bracket table. */
export type BracketRow = {
  /** 1..6: the first `bracket` digits match. */
  bracket: number
  /** The bracket's share of the pot, in CAKE wei (all its winners together). */
  share: bigint
  /** Drawn rounds: winners and CAKE per winning ticket. */
  winners?: bigint | undefined
  perTicket?: bigint | undefined
}

/** What the pot shares: the pot less the treasury's fee on ticket revenue. */
export function getShareablePot(
  round: Pick<ChainRound, 'amountCollectedInCake' | 'ticketRevenue' | 'treasuryFee'>,
): bigint {
  return (
    round.amountCollectedInCake - (round.ticketRevenue * BigInt(round.treasuryFee)) / BASIS_POINTS
  )
}

/**
 * The bracket table of an open round: each bracket's share of the pot as it stands
 * (`(pot − fee) × bp / 10000`, what the draw would split among that bracket's winners).
 */
export function getBracketRows(
  round: Pick<
    ChainRound,
    'amountCollectedInCake' | 'ticketRevenue' | 'treasuryFee' | 'rewardsBreakdown'
  >,
): BracketRow[] {
  const pot = getShareablePot(round)
  return Array.from({ length: LOTTERY_BRACKETS }, (_, index) => ({
    bracket: index + 1,
    share: (pot * BigInt(round.rewardsBreakdown[index] ?? 0)) / BASIS_POINTS,
  }))
}

/** A finished (or any) round's figures, from the chain or from the index. */
export type RoundFigures = {
  lotteryId: bigint
  status: 'open' | 'close' | 'claimable'
  finalNumber: number | undefined
  endTime: bigint
  pot: bigint
  ticketsSold: bigint
  /** Players: only the index counts them. */
  players: number | undefined
  treasuryAmount: bigint | undefined
  rolledOver: bigint | undefined
  brackets: BracketRow[]
}

const CHAIN_STATUS = { 1: 'open', 2: 'close', 3: 'claimable' } as const

/** The figures of a round as `viewLottery` gives them; undefined for a round that does not exist. */
export function getChainRoundFigures(
  lotteryId: bigint,
  round: ChainRound,
): RoundFigures | undefined {
  const status = CHAIN_STATUS[round.status as 1 | 2 | 3]
  if (!status) return undefined
  const drawn = status === 'claimable'
  const treasuryAmount = (round.ticketRevenue * BigInt(round.treasuryFee)) / BASIS_POINTS
  const open = getBracketRows(round)
  return {
    lotteryId,
    status,
    finalNumber: drawn ? round.finalNumber : undefined,
    endTime: round.endTime,
    pot: round.amountCollectedInCake,
    ticketsSold: round.ticketsSold,
    players: undefined,
    treasuryAmount: drawn ? treasuryAmount : undefined,
    // what the draw did not reserve for winners went to the next round (the contract's _settle)
    rolledOver: drawn
      ? round.amountCollectedInCake - treasuryAmount - round.prizesReserved
      : undefined,
    brackets: drawn
      ? open.map((row, index) => {
          const winners = round.winnersPerBracket[index] ?? 0n
          const perTicket = round.cakePerBracket[index] ?? 0n
          return { ...row, winners, perTicket }
        })
      : open,
  }
}

/** The index's answer for a round: the fields its figures come from. */
export type IndexRound = Pick<
  ApiLotteryRound,
  | 'lotteryId'
  | 'status'
  | 'endTime'
  | 'amountCollectedInCake'
  | 'ticketRevenue'
  | 'ticketsSold'
  | 'players'
  | 'treasuryFee'
  | 'rewardsBreakdown'
  | 'finalNumber'
  | 'winnersPerBracket'
  | 'cakePerBracket'
  | 'treasuryAmount'
  | 'rolledOver'
>

export function getIndexRoundFigures(round: IndexRound): RoundFigures {
  const base = {
    amountCollectedInCake: BigInt(round.amountCollectedInCake),
    ticketRevenue: BigInt(round.ticketRevenue),
    treasuryFee: round.treasuryFee,
    rewardsBreakdown: round.rewardsBreakdown,
  }
  const open = getBracketRows(base)
  const drawn = round.status === 'claimable' && round.finalNumber !== null
  return {
    lotteryId: BigInt(round.lotteryId),
    status: round.status,
    finalNumber: drawn ? (round.finalNumber ?? undefined) : undefined,
    endTime: BigInt(round.endTime),
    pot: base.amountCollectedInCake,
    ticketsSold: BigInt(round.ticketsSold),
    players: round.players,
    treasuryAmount: round.treasuryAmount === null ? undefined : BigInt(round.treasuryAmount),
    rolledOver: round.rolledOver === null ? undefined : BigInt(round.rolledOver),
    brackets:
      drawn && round.winnersPerBracket && round.cakePerBracket
        ? open.map((row, index) => ({
            ...row,
            winners: BigInt(round.winnersPerBracket?.[index] ?? 0),
            perTicket: BigInt(round.cakePerBracket?.[index] ?? '0'),
          }))
        : open,
  }
}

/** A ticket as `viewUserTickets` returns it. */
export type LotteryTicket = {
  ticketId: bigint
  number: number
  claimed: boolean
  matchedDigits: number
  reward: bigint
}

export type CollectPlan = {
  /** The unclaimed winning tickets, in the order the contract listed them. */
  tickets: LotteryTicket[]
  /** CAKE wei the claims pay, the sum of the tickets' rewards. */
  total: bigint
  /** One claim transaction per group of at most 100 ticket ids. */
  batches: bigint[][]
}

export function getCollectPlan(tickets: readonly LotteryTicket[]): CollectPlan {
  const winning = tickets.filter((ticket) => !ticket.claimed && ticket.reward > 0n)
  return {
    tickets: winning,
    total: winning.reduce((sum, ticket) => sum + ticket.reward, 0n),
    batches: chunk(
      winning.map((ticket) => ticket.ticketId),
      LOTTERY_MAX_TICKETS,
    ),
  }
}

/** The newest drawn round: the current one once drawn, else the one before it (0n: none yet). */
export function getLatestDrawnRoundId(
  currentId: bigint,
  currentStatus: number | undefined,
): bigint {
  if (currentId === 0n) return 0n
  return currentStatus === LOTTERY_STATUS.claimable ? currentId : currentId - 1n
}

/** A round number typed in the history's field: digits only, else undefined. */
export function parseRoundNumber(text: string): bigint | undefined {
  const trimmed = text.trim()
  return /^[0-9]{1,12}$/.test(trimmed) ? BigInt(trimmed) : undefined
}
