/**
 * The JSON of the farm auctions API (`/v1/{chainId}/farm-auctions/…`), shared by the server that
 * writes it and the web client that decodes it. Conventions as the other index APIs: addresses
 * and hashes 0x lowercase, CAKE in wei as decimal strings, times unix seconds.
 */

/** The farm auction states a page shows, in order. */
export const FARM_AUCTION_STATES = ['pending', 'live', 'ended', 'closed'] as const

/**
 * Where an auction stands on the indexed head's clock: `pending` before its start, `live` from
 * its start until its end (bids are taken), `ended` from its end until the operator closes it
 * (no bids, no winners yet), `closed` once the close picked the winners (losers reclaim).
 */
export type FarmAuctionState = (typeof FARM_AUCTION_STATES)[number]

/** A winner of a closed auction, largest total first (the contract's `getWinners` order). */
export type ApiFarmAuctionWinner = {
  account: string
  projectName: string
  /** The LP token of the farm the project wins. */
  lpToken: string
  total: string
}

/** `GET …/farm-auctions/auctions` (newest first) and the head of `…/auctions/{id}`. */
export type ApiFarmAuction = {
  id: number
  startTime: number
  endTime: number
  /** The smallest first bid of a wallet. */
  initialBidAmount: string
  /** How many of the largest totals win. */
  winnerCount: number
  state: FarmAuctionState
  /** CAKE bid by every wallet together. */
  totalBids: string
  /** Wallets that bid. */
  bidderCount: number
  /** BidPlaced events (first bids and top-ups). */
  bids: number
  /** The winners' CAKE sent to the burn address at the close; "0" before. */
  burned: string
  /** CAKE the losers took back so far. */
  reclaimed: string
  /** Empty before the close. */
  winners: ApiFarmAuctionWinner[]
  startedAt: number
  startedTxHash: string
  /** Null before the close. */
  closedAt: number | null
  closedTxHash: string | null
}

export type ApiFarmAuctionPage = { data: ApiFarmAuction[]; nextCursor: string | null }

/** One wallet's bid in one auction, with its place in the auction's ranking. */
export type ApiFarmAuctionBid = {
  /** 1 for the largest total; an equal total ranks behind the earlier first bid. */
  rank: number
  account: string
  /** The project's name and farm as the whitelist has them now. */
  projectName: string
  lpToken: string
  /** Still on the whitelist: a wallet taken off cannot win an auction still open. */
  whitelisted: boolean
  total: string
  /** The position of the wallet's first bid in the auction (0 first): the tie rule. */
  firstBidOrder: number
  /** BidPlaced events of the wallet in the auction. */
  bids: number
  firstBidAt: number
  lastBidAt: number
  /**
   * Closed: the close made it a winner. Open: it would win if the auction closed now (one of
   * the `winnerCount` largest totals of the wallets still whitelisted: the sdk's
   * `rankAuctionBids`).
   */
  isWinner: boolean
  reclaimed: boolean
  /** What BidReclaimed paid; null before. */
  reclaimedAmount: string | null
  reclaimedAt: number | null
  reclaimTxHash: string | null
  /** What `reclaim` would pay now: the total of a loser of a closed auction, once; else "0". */
  reclaimable: string
}

/** `GET …/farm-auctions/auctions/{id}` and `…/auctions/current`: the auction and every bid. */
export type ApiFarmAuctionDetail = ApiFarmAuction & {
  /** Every bid ranked (the page shows the first 10). */
  bidRanking: ApiFarmAuctionBid[]
}

/** One BidPlaced of an auction: `GET …/farm-auctions/auctions/{id}/activity`, newest first. */
export type ApiFarmAuctionActivity = {
  auctionId: number
  account: string
  projectName: string
  amount: string
  /** The wallet's total after the bid. */
  total: string
  /** The wallet's first bid in the auction (else a top-up). */
  firstBid: boolean
  blockNumber: string
  timestamp: number
  txHash: string
  logIndex: number
}

export type ApiFarmAuctionActivityPage = {
  data: ApiFarmAuctionActivity[]
  nextCursor: string | null
}

/** A project wallet the owner listed, as `GET …/farm-auctions/bidders` answers it. */
export type ApiFarmAuctionBidder = {
  account: string
  projectName: string
  lpToken: string
  /** False once removed (its bids stay shown and reclaimable). */
  whitelisted: boolean
  /** When the wallet was last put on the list, and when last taken off (null if never since). */
  addedAt: number
  removedAt: number | null
}

/** `GET …/farm-auctions/bidders`: whitelisted wallets first, then removed ones; each in listing order. */
export type ApiFarmAuctionBidderList = { data: ApiFarmAuctionBidder[] }

/** A wallet's bid in one auction, with that auction's id and state. */
export type ApiFarmAuctionBidderBid = ApiFarmAuctionBid & {
  auctionId: number
  auctionState: FarmAuctionState
}

/**
 * `GET …/farm-auctions/bidders/{address}`: any address (never 404): whether it may bid, its
 * project, and its bid in every auction it bid in, newest auction first.
 */
export type ApiFarmAuctionBidderDetail = {
  account: string
  whitelisted: boolean
  /** Null for an address the owner never listed. */
  projectName: string | null
  lpToken: string | null
  addedAt: number | null
  removedAt: number | null
  bids: ApiFarmAuctionBidderBid[]
  /** The sum of `reclaimable` over its bids. */
  reclaimable: string
}
