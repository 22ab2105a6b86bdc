/**
 * The JSON of the lottery's API (`/v1/{chainId}/lottery/…`), shared by the server that writes it
 * and the web client that decodes it. Conventions as the NFT API's (`nftApi/types.ts`):
 * addresses and hashes 0x lowercase, CAKE amounts wei as decimal strings, round and ticket ids
 * decimal strings, times unix seconds; per-bracket lists bracket 1 first.
 */

/** A round's status as the index keeps it (a Pending round is never stored). */
export const LOTTERY_API_STATUSES = ['open', 'close', 'claimable'] as const
export type ApiLotteryStatus = (typeof LOTTERY_API_STATUSES)[number]

/** What the lottery's event history records, one kind per contract event it shows. */
export const LOTTERY_EVENT_KINDS = [
  'open',
  'purchase',
  'injection',
  'close',
  'randomness',
  'draw',
  'claim',
  'recycle',
] as const
export type ApiLotteryEventKind = (typeof LOTTERY_EVENT_KINDS)[number]

/**
 * `GET /v1/{chainId}/lottery/rounds` (newest first) and `…/rounds/{lotteryId}`. `finalNumber` is
 * known from the coordinator's answer; the draw's figures (winners, prizes, deadline) from the
 * draw on.
 */
export type ApiLotteryRound = {
  lotteryId: string
  status: ApiLotteryStatus
  startTime: number
  endTime: number
  priceTicketInCake: string
  /** The pot: carriedOver + injected + ticketRevenue. */
  amountCollectedInCake: string
  ticketRevenue: string
  /** Earlier rounds' rollovers and recycled prizes that opened this pot. */
  carriedOver: string
  injected: string
  ticketsSold: number
  /** Distinct wallets that bought tickets. */
  players: number
  /** Basis points of the ticket revenue. */
  treasuryFee: number
  /** Basis points of the pot (after the treasury fee) per bracket. */
  rewardsBreakdown: number[]
  finalNumber: number | null
  winnersPerBracket: number[] | null
  cakePerBracket: string[] | null
  treasuryAmount: string | null
  /** What the draw left to the next round (brackets without winners, rounding). */
  rolledOver: string | null
  claimDeadline: number | null
  prizesClaimed: string
  ticketsClaimed: number
  /** Prizes unclaimed at the deadline and moved on; null until then. */
  recycled: string | null
  drawnAt: number | null
}

/** `GET /v1/{chainId}/lottery/rounds/{lotteryId}/tickets?owner=`: newest first. */
export type ApiLotteryTicket = {
  lotteryId: string
  ticketId: string
  purchaseId: string
  owner: string
  number: number
  claimed: boolean
  /** From the round's winning number once drawn (null before the draw). */
  matchedDigits: number | null
  /** CAKE in wei the ticket wins (its highest bracket only); null before the draw. */
  reward: string | null
  blockNumber: number
  timestamp: number
  transactionHash: string
}

/** `GET /v1/{chainId}/lottery/users/{address}/rounds`: the wallet's rounds, newest first. */
export type ApiLotteryUserRound = {
  lotteryId: string
  status: ApiLotteryStatus
  tickets: number
  cakeSpent: string
  finalNumber: number | null
  /** Tickets with a prize (null before the draw). */
  winningTickets: number | null
  /** CAKE in wei the wallet's tickets win in the round (null before the draw). */
  winnings: string | null
  /** CAKE in wei the wallet has claimed in the round. */
  claimed: string
  endTime: number
}

/** `GET /v1/{chainId}/lottery/events?kind&lotteryId&user`: newest first. */
export type ApiLotteryEvent = {
  kind: ApiLotteryEventKind
  lotteryId: string
  /** Buyer, injector or claimer. */
  user: string | null
  /**
   * CAKE in wei: carried over (open), paid (purchase), injected, set aside for winners (draw),
   * claimed, recycled.
   */
  amount: string | null
  /** Tickets bought (purchase), sold (close), winning (draw) or claimed. */
  count: number | null
  blockNumber: number
  timestamp: number
  transactionHash: string
  logIndex: number
}
