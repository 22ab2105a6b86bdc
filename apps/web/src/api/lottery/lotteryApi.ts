/**
 * The lottery's index from the API (`/v1/{chainId}/lottery/…`): rounds newest first, one round by
 * number, a round's tickets by owner, a player's rounds and the lottery's events. Amounts are
 * wei as decimal text. Every answer is decoded; a failure throws `NftApiError` (the one API
 * client's error), except a round the index does not know, which answers null (the screen says
 * 'The lottery number you provided does not exist').
 */
import {
  type ApiLotteryEvent,
  type ApiLotteryEventKind,
  type ApiLotteryRound,
  type ApiLotteryTicket,
  type ApiLotteryUserRound,
  LOTTERY_API_STATUSES,
  LOTTERY_EVENT_KINDS,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  DecodeError,
  type Decoder,
  dataList,
  digits,
  hash,
  nullable,
  object,
  oneOf,
  seconds,
} from '../decode'
import {
  getNftApi,
  marketPath,
  type NftApiClient,
  type NftApiReadOptions,
  nullIfNotFound,
} from '../nfts/nftApiClient'

export type {
  ApiLotteryEvent,
  ApiLotteryEventKind,
  ApiLotteryRound,
  ApiLotteryStatus,
  ApiLotteryTicket,
  ApiLotteryUserRound,
} from '@ghost/sdk'

const status = oneOf(...LOTTERY_API_STATUSES)

const ticketNumber: Decoder<number> = (value, path) => {
  const result = count(value, path)
  if (result > 999_999) throw new DecodeError(path, 'a ticket number from 0 to 999999', value)
  return result
}

export const decodeLotteryRound: Decoder<ApiLotteryRound> = object({
  lotteryId: digits,
  status,
  startTime: seconds,
  endTime: seconds,
  priceTicketInCake: digits,
  amountCollectedInCake: digits,
  ticketRevenue: digits,
  carriedOver: digits,
  injected: digits,
  ticketsSold: count,
  players: count,
  treasuryFee: count,
  rewardsBreakdown: array(count),
  finalNumber: nullable(ticketNumber),
  winnersPerBracket: nullable(array(count)),
  cakePerBracket: nullable(array(digits)),
  treasuryAmount: nullable(digits),
  rolledOver: nullable(digits),
  claimDeadline: nullable(seconds),
  prizesClaimed: digits,
  ticketsClaimed: count,
  recycled: nullable(digits),
  drawnAt: nullable(seconds),
})

const decodeTicket: Decoder<ApiLotteryTicket> = object({
  lotteryId: digits,
  ticketId: digits,
  purchaseId: digits,
  owner: address,
  number: ticketNumber,
  claimed: boolean,
  matchedDigits: nullable(count),
  reward: nullable(digits),
  blockNumber: seconds,
  timestamp: seconds,
  transactionHash: hash,
})

const decodeUserRound: Decoder<ApiLotteryUserRound> = object({
  lotteryId: digits,
  status,
  tickets: count,
  cakeSpent: digits,
  finalNumber: nullable(ticketNumber),
  winningTickets: nullable(count),
  winnings: nullable(digits),
  claimed: digits,
  endTime: seconds,
})

const decodeEvent: Decoder<ApiLotteryEvent> = object({
  kind: oneOf(...LOTTERY_EVENT_KINDS),
  lotteryId: digits,
  user: nullable(address),
  amount: nullable(digits),
  count: nullable(count),
  blockNumber: seconds,
  timestamp: seconds,
  transactionHash: hash,
  logIndex: seconds,
})

export const decodeLotteryRounds = dataList(decodeLotteryRound)
export const decodeLotteryTickets = dataList(decodeTicket)
export const decodeLotteryUserRounds = dataList(decodeUserRound)
export const decodeLotteryEvents = dataList(decodeEvent)

export type LotteryPage = { first?: number | undefined; skip?: number | undefined }

/** Newest first. */
export function getLotteryRounds(
  client: NftApiClient,
  page: LotteryPage = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiLotteryRound[]> {
  return getNftApi(client, marketPath(client, 'lottery', 'rounds'), decodeLotteryRounds, {
    query: page,
    signal,
  })
}

/** One round; null when the index has no round of that number (the API's 404). */
export function getLotteryRound(
  client: NftApiClient,
  lotteryId: bigint,
  { signal }: NftApiReadOptions = {},
): Promise<ApiLotteryRound | null> {
  return nullIfNotFound(
    getNftApi(
      client,
      marketPath(client, 'lottery', 'rounds', lotteryId.toString()),
      decodeLotteryRound,
      { signal },
    ),
  )
}

/** A round's tickets, of one owner when given. */
export function getLotteryTickets(
  client: NftApiClient,
  lotteryId: bigint,
  query: LotteryPage & { owner?: string | undefined } = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiLotteryTicket[]> {
  return getNftApi(
    client,
    marketPath(client, 'lottery', 'rounds', lotteryId.toString(), 'tickets'),
    decodeLotteryTickets,
    { query, signal },
  )
}

/** The rounds a player bought tickets in, newest first. */
export function getLotteryUserRounds(
  client: NftApiClient,
  user: string,
  page: LotteryPage = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiLotteryUserRound[]> {
  return getNftApi(
    client,
    marketPath(client, 'lottery', 'users', user.toLowerCase(), 'rounds'),
    decodeLotteryUserRounds,
    { query: page, signal },
  )
}

export type LotteryEventsQuery = LotteryPage & {
  kind?: ApiLotteryEventKind | undefined
  lotteryId?: string | undefined
  user?: string | undefined
}

/** Newest first. */
export function getLotteryEvents(
  client: NftApiClient,
  query: LotteryEventsQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiLotteryEvent[]> {
  return getNftApi(client, marketPath(client, 'lottery', 'events'), decodeLotteryEvents, {
    query,
    signal,
  })
}
