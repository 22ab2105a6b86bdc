import type { ColumnType } from 'kysely'
import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

/** A nullable int8: a block time or number that is unknown until an event sets it. */
export type NullableCount = ColumnType<
  bigint | null,
  bigint | number | string | null | undefined,
  bigint | number | string | null
>

/**
 * A project wallet the owner put on GhostFarmAuction's whitelist (migration 0014_auction); id is
 * the wallet. Kept when removed (`whitelisted` false): its bids are still named and reclaimable.
 */
export interface FarmAuctionBidderTable extends Keyed {
  account: string
  project_name: string
  lp_token: string
  whitelisted: boolean
  /** The BidderAdded that last put the wallet on the list (not a rename while listed). */
  added_at: Count
  added_block: Count
  added_log_index: number
  /** The last BidderRemoved since then; null while listed. */
  removed_at: NullableCount
  updated_at: Count
}

/**
 * One auction as AuctionStarted created it, its running totals and its close; id is the
 * auction's number in decimal, `auction_id` the same as int8 for ordering. Its times are
 * numeric: the contract takes any uint64, beyond int8.
 */
export interface FarmAuctionTable extends Keyed {
  auction_id: Count
  start_time: Amount
  end_time: Amount
  initial_bid_amount: Amount
  winner_count: Count
  closed: boolean
  /** CAKE bid by every wallet together (GhostFarmAuction's `totalBids`). */
  total_bids: Amount
  /** Wallets that bid; the next first bid takes this as its order. */
  bidder_count: Count
  /** BidPlaced events. */
  bids: Count
  /** The winners' CAKE, burnt by the close. */
  burned: Amount
  /** What BidReclaimed paid back, and how many. */
  reclaimed_amount: Amount
  reclaims: Count
  started_at: Count
  started_block: Count
  started_transaction_hash: string
  closed_at: NullableCount
  closed_block: NullableCount
  closed_transaction_hash: string | null
  updated_at: Count
}

/** One wallet's bids in one auction; id `<auctionId>-<bidder>`. Created with its first bid. */
export interface FarmAuctionBidTable extends Keyed {
  auction_id: Count
  bidder: string
  total: Amount
  /** The wallet's place in the auction's bidder list (0 first): the close's tie rule. */
  first_bid_order: number
  bids: Count
  /** Set by the close; `winner_rank` is the place in its winners list (1 first). */
  winner: boolean
  winner_rank: number | null
  reclaimed_amount: NullableAmount
  reclaimed_at: NullableCount
  reclaim_transaction_hash: string | null
  first_bid_at: Count
  last_bid_at: Count
  updated_at: Count
}

/** One BidPlaced: an auction's activity. */
export interface FarmAuctionBidEventTable extends LocatedEventColumns {
  auction_id: Count
  bidder: string
  amount: Amount
  /** The wallet's total after the bid. */
  total: Amount
  first_bid: boolean
}

/** The farm auctions' index. */
export interface FarmAuctionTables {
  farm_auction_bidder: FarmAuctionBidderTable
  farm_auction: FarmAuctionTable
  farm_auction_bid: FarmAuctionBidTable
  farm_auction_bid_event: FarmAuctionBidEventTable
}
