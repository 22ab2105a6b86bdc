import {
  type ApiFarmAuction,
  type ApiFarmAuctionActivity,
  type ApiFarmAuctionBid,
  type ApiFarmAuctionBidder,
  type ApiFarmAuctionWinner,
  type FarmAuctionState,
  rankAuctionBids,
} from '@ghost/sdk'
import type {
  FarmAuctionBidderRow,
  FarmAuctionBidEventRow,
  FarmAuctionBidRow,
  FarmAuctionRow,
} from './handleAuction'

/**
 * Where an auction stands at `now` (the indexed head's time): the close decides `closed`
 * whatever the clock says; before it, GhostFarmAuction takes bids from `startTime` up to (not
 * at) `endTime`, and the owner may close from `endTime`.
 */
export function getFarmAuctionState(
  auction: Pick<FarmAuctionRow, 'start_time' | 'end_time' | 'closed'>,
  now: bigint,
): FarmAuctionState {
  if (auction.closed) return 'closed'
  if (now < auction.start_time) return 'pending'
  if (now < auction.end_time) return 'live'
  return 'ended'
}

const nullableNumber = (value: bigint | null): number | null =>
  value === null ? null : Number(value)

/** The project a bid's wallet is listed as; every bidder was listed when it bid. */
function bidderOf(
  bidders: ReadonlyMap<string, FarmAuctionBidderRow>,
  account: string,
): FarmAuctionBidderRow {
  const bidder = bidders.get(account)
  if (!bidder) throw new Error(`farm auction: ${account} bid but was never listed`)
  return bidder
}

/**
 * An auction's head: `winners` are its winning bids (any order; answered in the close's order),
 * each named by the whitelist.
 */
export function toApiFarmAuction(
  auction: FarmAuctionRow,
  winningBids: readonly FarmAuctionBidRow[],
  bidders: ReadonlyMap<string, FarmAuctionBidderRow>,
  now: bigint,
): ApiFarmAuction {
  const winners: ApiFarmAuctionWinner[] = [...winningBids]
    .sort((a, b) => (a.winner_rank ?? 0) - (b.winner_rank ?? 0))
    .map((bid) => {
      const bidder = bidderOf(bidders, bid.bidder)
      return {
        account: bid.bidder,
        projectName: bidder.project_name,
        lpToken: bidder.lp_token,
        total: bid.total.toString(),
      }
    })
  return {
    id: Number(auction.auction_id),
    startTime: Number(auction.start_time),
    endTime: Number(auction.end_time),
    initialBidAmount: auction.initial_bid_amount.toString(),
    winnerCount: Number(auction.winner_count),
    state: getFarmAuctionState(auction, now),
    totalBids: auction.total_bids.toString(),
    bidderCount: Number(auction.bidder_count),
    bids: Number(auction.bids),
    burned: auction.burned.toString(),
    reclaimed: auction.reclaimed_amount.toString(),
    winners,
    startedAt: Number(auction.started_at),
    startedTxHash: auction.started_transaction_hash,
    closedAt: nullableNumber(auction.closed_at),
    closedTxHash: auction.closed_transaction_hash,
  }
}

/**
 * Every bid of one auction ranked as GhostFarmAuction's close ranks them (the sdk's
 * `rankAuctionBids`: largest total first, an equal total behind the earlier first bid). A closed
 * auction's winners are the close's; an open one's are who would win if it closed now (the
 * wallets still whitelisted).
 */
export function rankApiFarmAuctionBids(
  auction: Pick<FarmAuctionRow, 'closed' | 'winner_count'>,
  bids: readonly FarmAuctionBidRow[],
  bidders: ReadonlyMap<string, FarmAuctionBidderRow>,
): ApiFarmAuctionBid[] {
  const ranked = rankAuctionBids(
    bids.map((bid) => ({
      account: bid.bidder,
      total: bid.total,
      order: bid.first_bid_order,
      whitelisted: bidderOf(bidders, bid.bidder).whitelisted,
      row: bid,
    })),
    Number(auction.winner_count),
  )
  return ranked.map(({ row, rank, isWinner }) => {
    const bidder = bidderOf(bidders, row.bidder)
    const winner = auction.closed ? row.winner : isWinner
    const reclaimable = auction.closed && !row.winner && row.reclaimed_amount === null
    return {
      rank,
      account: row.bidder,
      projectName: bidder.project_name,
      lpToken: bidder.lp_token,
      whitelisted: bidder.whitelisted,
      total: row.total.toString(),
      firstBidOrder: row.first_bid_order,
      bids: Number(row.bids),
      firstBidAt: Number(row.first_bid_at),
      lastBidAt: Number(row.last_bid_at),
      isWinner: winner,
      reclaimed: row.reclaimed_amount !== null,
      reclaimedAmount: row.reclaimed_amount === null ? null : row.reclaimed_amount.toString(),
      reclaimedAt: nullableNumber(row.reclaimed_at),
      reclaimTxHash: row.reclaim_transaction_hash,
      reclaimable: (reclaimable ? row.total : 0n).toString(),
    }
  })
}

export function toApiFarmAuctionBidder(row: FarmAuctionBidderRow): ApiFarmAuctionBidder {
  return {
    account: row.account,
    projectName: row.project_name,
    lpToken: row.lp_token,
    whitelisted: row.whitelisted,
    addedAt: Number(row.added_at),
    removedAt: nullableNumber(row.removed_at),
  }
}

export function toApiFarmAuctionActivity(
  row: FarmAuctionBidEventRow,
  bidders: ReadonlyMap<string, FarmAuctionBidderRow>,
): ApiFarmAuctionActivity {
  return {
    auctionId: Number(row.auction_id),
    account: row.bidder,
    projectName: bidderOf(bidders, row.bidder).project_name,
    amount: row.amount.toString(),
    total: row.total.toString(),
    firstBid: row.first_bid,
    blockNumber: row.block_number.toString(),
    timestamp: Number(row.timestamp),
    txHash: row.transaction_hash,
    logIndex: row.log_index,
  }
}
