/**
 * The farm auctions' index (`/v1/{chainId}/farm-auctions/…`): the auctions, newest first, with
 * their winners and the CAKE burned; one auction with every bid ranked as the close ranks them;
 * and a wallet's standing (whitelisted, its project, its bid in every auction and what it can
 * reclaim). The JSON is the sdk's `apiTypes` contract; every answer is decoded field by field and
 * its parts must agree (an end after the start, a known state, bids ranked 1, 2, 3… in order, the
 * auction and the wallet asked for), so an answer from a server of another release fails here as
 * one `NftApiError` naming the field, never as a crash in the ranking or a reclaim of the wrong
 * auction.
 */
import {
  type ApiFarmAuction,
  type ApiFarmAuctionBid,
  type ApiFarmAuctionBidderBid,
  type ApiFarmAuctionBidderDetail,
  type ApiFarmAuctionDetail,
  type ApiFarmAuctionPage,
  type ApiFarmAuctionWinner,
  FARM_AUCTION_STATES,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  cursorPage,
  DecodeError,
  type Decoder,
  digits,
  endAfterStart,
  fieldPath,
  hash,
  nullable,
  object,
  oneOf,
  rankedOnce,
  text,
  unixTime,
} from '../decode'
import {
  areaPath,
  type CursorPageQuery,
  getNftApi,
  type NftApiClient,
  type NftApiReadOptions,
} from '../nfts/nftApiClient'

export type {
  ApiFarmAuction,
  ApiFarmAuctionBid,
  ApiFarmAuctionBidderBid,
  ApiFarmAuctionBidderDetail,
  ApiFarmAuctionDetail,
  ApiFarmAuctionPage,
  ApiFarmAuctionWinner,
} from '@ghost/sdk'

const auctionState = oneOf(...FARM_AUCTION_STATES)

const decodeWinner: Decoder<ApiFarmAuctionWinner> = object({
  account: address,
  projectName: text,
  lpToken: address,
  total: digits,
})

const decodeAuctionFields: Decoder<ApiFarmAuction> = object({
  id: count,
  startTime: unixTime,
  endTime: unixTime,
  initialBidAmount: digits,
  winnerCount: count,
  state: auctionState,
  totalBids: digits,
  bidderCount: count,
  bids: count,
  burned: digits,
  reclaimed: digits,
  winners: array(decodeWinner),
  startedAt: unixTime,
  startedTxHash: hash,
  closedAt: nullable(unixTime),
  closedTxHash: nullable(hash),
})

/** An auction: its fields, an end after its start, and winners only once it is closed. */
export const decodeFarmAuction: Decoder<ApiFarmAuction> = (value, path) => {
  const auction = endAfterStart(decodeAuctionFields(value, path), path, 'startTime', 'endTime')
  if (auction.state !== 'closed' && auction.winners.length > 0) {
    throw new DecodeError(fieldPath(path, 'winners'), 'none before the close', value)
  }
  if (auction.winners.length > auction.winnerCount) {
    throw new DecodeError(
      fieldPath(path, 'winners'),
      `at most ${auction.winnerCount} winners`,
      auction.winners.length,
    )
  }
  return auction
}

export const decodeFarmAuctionPage: Decoder<ApiFarmAuctionPage> = cursorPage(decodeFarmAuction)

const bidFields = {
  rank: count,
  account: address,
  projectName: text,
  lpToken: address,
  whitelisted: boolean,
  total: digits,
  firstBidOrder: count,
  bids: count,
  firstBidAt: unixTime,
  lastBidAt: unixTime,
  isWinner: boolean,
  reclaimed: boolean,
  reclaimedAmount: nullable(digits),
  reclaimedAt: nullable(unixTime),
  reclaimTxHash: nullable(hash),
  reclaimable: digits,
} as const

export const decodeFarmAuctionBid: Decoder<ApiFarmAuctionBid> = object(bidFields)

/** The bids ranked 1, 2, 3… in that order, each wallet once. */
const ranking: Decoder<ApiFarmAuctionBid[]> = (value, path) => {
  const bids = array(decodeFarmAuctionBid)(value, path)
  rankedOnce(bids, path, 'account', 'wallet')
  return bids
}

/** Auction `id` with its ranking; an answer about another auction is refused. */
export function decodeFarmAuctionDetailOf(id: number): Decoder<ApiFarmAuctionDetail> {
  return (value, path) => {
    const auction = decodeFarmAuction(value, path)
    if (auction.id !== id) throw new DecodeError(fieldPath(path, 'id'), `auction ${id}`, auction.id)
    const { bidRanking } = object({ bidRanking: ranking })(value, path)
    return { ...auction, bidRanking }
  }
}

const decodeBidderBid: Decoder<ApiFarmAuctionBidderBid> = object({
  ...bidFields,
  auctionId: count,
  auctionState,
})

/** `account`'s standing; an answer about another wallet is refused. */
export function decodeFarmAuctionBidderOf(account: string): Decoder<ApiFarmAuctionBidderDetail> {
  const asked = account.toLowerCase()
  const decode: Decoder<ApiFarmAuctionBidderDetail> = object({
    account: address,
    whitelisted: boolean,
    projectName: nullable(text),
    lpToken: nullable(address),
    addedAt: nullable(unixTime),
    removedAt: nullable(unixTime),
    bids: array(decodeBidderBid),
    reclaimable: digits,
  })
  return (value, path) => {
    const bidder = decode(value, path)
    if (bidder.account !== asked) {
      throw new DecodeError(fieldPath(path, 'account'), asked, bidder.account)
    }
    for (const [index, bid] of bidder.bids.entries()) {
      if (bid.account !== asked) {
        throw new DecodeError(`${fieldPath(path, 'bids')}[${index}].account`, asked, bid.account)
      }
    }
    return bidder
  }
}

export type FarmAuctionPageQuery = CursorPageQuery

const auctionPath = areaPath('farm-auctions')

/** A page of auctions, newest first. */
export function getFarmAuctions(
  client: NftApiClient,
  page: FarmAuctionPageQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiFarmAuctionPage> {
  return getNftApi(client, auctionPath(client, 'auctions'), decodeFarmAuctionPage, {
    query: page,
    signal,
  })
}

/** One auction with every bid ranked; a 404 for an id the index does not know (yet). */
export function getFarmAuction(
  client: NftApiClient,
  id: number,
  { signal }: NftApiReadOptions = {},
): Promise<ApiFarmAuctionDetail> {
  return getNftApi(
    client,
    auctionPath(client, 'auctions', String(id)),
    decodeFarmAuctionDetailOf(id),
    {
      signal,
    },
  )
}

/** A wallet's standing and its bid in every auction it bid in (any address: never a 404). */
export function getFarmAuctionBidder(
  client: NftApiClient,
  account: string,
  { signal }: NftApiReadOptions = {},
): Promise<ApiFarmAuctionBidderDetail> {
  return getNftApi(
    client,
    auctionPath(client, 'bidders', account.toLowerCase()),
    decodeFarmAuctionBidderOf(account),
    { signal },
  )
}
