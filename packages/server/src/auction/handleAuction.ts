import { ghostFarmAuctionAbi } from '@ghost/contracts'
import {
  defineHandler,
  type EntityRow,
  type EntityStore,
  type EventHandler,
  type EventMeta,
} from '../indexer/types'
import { locatedEvent, lower } from '../rewards/entities'

export type FarmAuctionRow = EntityRow<'farm_auction'>
export type FarmAuctionBidRow = EntityRow<'farm_auction_bid'>
export type FarmAuctionBidderRow = EntityRow<'farm_auction_bidder'>
export type FarmAuctionBidEventRow = EntityRow<'farm_auction_bid_event'>

/** The source name of the manifest's GhostFarmAuction. */
export const AUCTION_SOURCE = 'FarmAuction'

export const auctionRowId = (auctionId: bigint): string => auctionId.toString()
export const bidRowId = (auctionId: bigint, bidder: string): string =>
  `${auctionId}-${lower(bidder)}`

type NamedEvent = EventMeta & { eventName: string }

/**
 * The auction an event names. Its row comes from AuctionStarted, which the contract emits
 * before any other event of the auction: an event of an unknown auction is a broken index.
 */
async function loadAuction(
  store: EntityStore,
  event: NamedEvent,
  auctionId: bigint,
): Promise<FarmAuctionRow> {
  const row = await store.get('farm_auction', auctionRowId(auctionId))
  if (!row)
    throw new Error(`farm auction: ${event.eventName} of auction ${auctionId}, never started`)
  return row
}

async function loadBid(
  store: EntityStore,
  event: NamedEvent,
  auctionId: bigint,
  bidder: string,
): Promise<FarmAuctionBidRow> {
  const row = await store.get('farm_auction_bid', bidRowId(auctionId, bidder))
  if (!row) {
    throw new Error(`farm auction: ${event.eventName} of ${bidder} in auction ${auctionId}, no bid`)
  }
  return row
}

const source = AUCTION_SOURCE
const abi = ghostFarmAuctionAbi

/**
 * A wallet put on the whitelist, or a listed wallet's name and farm changed. `added_*` mark when
 * it was last put on the list: a rename while listed keeps them.
 */
export const bidderAddedHandler = defineHandler({
  source,
  abi,
  eventName: 'BidderAdded',
  async handle(event, { store }) {
    const { account, projectName, lpToken } = event.args
    const id = lower(account)
    const known = await store.get('farm_auction_bidder', id)
    const relisted = !known?.whitelisted
    store.set('farm_auction_bidder', {
      chain_id: event.chainId,
      id,
      account: id,
      project_name: projectName,
      lp_token: lower(lpToken),
      whitelisted: true,
      added_at: relisted ? event.timestamp : (known?.added_at ?? event.timestamp),
      added_block: relisted ? event.blockNumber : (known?.added_block ?? event.blockNumber),
      added_log_index: relisted ? event.logIndex : (known?.added_log_index ?? event.logIndex),
      removed_at: relisted ? null : (known?.removed_at ?? null),
      updated_at: event.timestamp,
    })
  },
})

/** Off the whitelist: the name and farm stay, so the wallet's bids are still named. */
export const bidderRemovedHandler = defineHandler({
  source,
  abi,
  eventName: 'BidderRemoved',
  async handle(event, { store }) {
    const id = lower(event.args.account)
    const known = await store.get('farm_auction_bidder', id)
    // removeBidders refuses a wallet that is not listed.
    if (!known?.whitelisted) throw new Error(`farm auction: BidderRemoved of ${id}, not listed`)
    known.whitelisted = false
    known.removed_at = event.timestamp
    known.updated_at = event.timestamp
    store.set('farm_auction_bidder', known)
  },
})

export const auctionStartedHandler = defineHandler({
  source,
  abi,
  eventName: 'AuctionStarted',
  handle(event, { store }) {
    const { auctionId, startTime, endTime, initialBidAmount, winnerCount } = event.args
    store.set('farm_auction', {
      chain_id: event.chainId,
      id: auctionRowId(auctionId),
      auction_id: auctionId,
      start_time: startTime,
      end_time: endTime,
      initial_bid_amount: initialBidAmount,
      winner_count: BigInt(winnerCount),
      closed: false,
      total_bids: 0n,
      bidder_count: 0n,
      bids: 0n,
      burned: 0n,
      reclaimed_amount: 0n,
      reclaims: 0n,
      started_at: event.timestamp,
      started_block: event.blockNumber,
      started_transaction_hash: event.transactionHash,
      closed_at: null,
      closed_block: null,
      closed_transaction_hash: null,
      updated_at: event.timestamp,
    })
  },
})

/**
 * A first bid or a top-up: the wallet's total is the event's (the contract's own sum), a first
 * bid takes the next place in the auction's bidder list (the close's tie rule), and the bid
 * joins the auction's activity.
 */
export const bidPlacedHandler = defineHandler({
  source,
  abi,
  eventName: 'BidPlaced',
  async handle(event, { store }) {
    const { auctionId, bidder, amount, total } = event.args
    const auction = await loadAuction(store, event, auctionId)
    const wallet = lower(bidder)
    const id = bidRowId(auctionId, wallet)
    const known = await store.get('farm_auction_bid', id)
    if ((known?.total ?? 0n) + amount !== total) {
      throw new Error(`farm auction: BidPlaced of ${wallet} in ${auctionId} adds up to ${total}`)
    }
    store.set('farm_auction_bid', {
      ...(known ?? {
        chain_id: event.chainId,
        id,
        auction_id: auctionId,
        bidder: wallet,
        first_bid_order: Number(auction.bidder_count),
        bids: 0n,
        winner: false,
        winner_rank: null,
        reclaimed_amount: null,
        reclaimed_at: null,
        reclaim_transaction_hash: null,
        first_bid_at: event.timestamp,
      }),
      total,
      bids: (known?.bids ?? 0n) + 1n,
      last_bid_at: event.timestamp,
      updated_at: event.timestamp,
    })
    if (!known) auction.bidder_count += 1n
    auction.total_bids += amount
    auction.bids += 1n
    auction.updated_at = event.timestamp
    store.set('farm_auction', auction)
    store.set('farm_auction_bid_event', {
      ...locatedEvent(event),
      auction_id: auctionId,
      bidder: wallet,
      amount,
      total,
      first_bid: !known,
    })
  },
})

/** The close: the winners in the contract's order (largest first), their CAKE burnt. */
export const auctionClosedHandler = defineHandler({
  source,
  abi,
  eventName: 'AuctionClosed',
  async handle(event, { store }) {
    const { auctionId, winners, burned } = event.args
    const auction = await loadAuction(store, event, auctionId)
    for (const [index, winner] of winners.entries()) {
      const bid = await loadBid(store, event, auctionId, winner)
      bid.winner = true
      bid.winner_rank = index + 1
      bid.updated_at = event.timestamp
      store.set('farm_auction_bid', bid)
    }
    auction.closed = true
    auction.burned = burned
    auction.closed_at = event.timestamp
    auction.closed_block = event.blockNumber
    auction.closed_transaction_hash = event.transactionHash
    auction.updated_at = event.timestamp
    store.set('farm_auction', auction)
  },
})

/** A loser (or a removed wallet) took its whole total back, once. */
export const bidReclaimedHandler = defineHandler({
  source,
  abi,
  eventName: 'BidReclaimed',
  async handle(event, { store }) {
    const { auctionId, bidder, amount } = event.args
    const auction = await loadAuction(store, event, auctionId)
    const bid = await loadBid(store, event, auctionId, bidder)
    bid.reclaimed_amount = amount
    bid.reclaimed_at = event.timestamp
    bid.reclaim_transaction_hash = event.transactionHash
    bid.updated_at = event.timestamp
    store.set('farm_auction_bid', bid)
    auction.reclaimed_amount += amount
    auction.reclaims += 1n
    auction.updated_at = event.timestamp
    store.set('farm_auction', auction)
  },
})

/** Every handler of the module. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of many events, each checked by defineHandler.
export const FARM_AUCTION_HANDLERS: EventHandler<any, any>[] = [
  bidderAddedHandler,
  bidderRemovedHandler,
  auctionStartedHandler,
  bidPlacedHandler,
  auctionClosedHandler,
  bidReclaimedHandler,
]
