/**
 * The counters every listing and sale moves: the seller's and buyer's user rows, the collection's
 * totals and its day, and the market's day. Sales from an ask and from a lazy order count alike
 * (both are trades); only an ask was listed, so only an ask's sale takes a listing away.
 */
import type { EntityStore, EventMeta } from '../indexer/types'
import { loadCollection, loadOrCreateUser } from './entities'

const DAY = 86_400n

export type Sale = {
  collection: string
  seller: string
  buyer: string
  price: bigint
  /** The sale ended an ask (the token was listed), rather than settling a lazy order. */
  fromAsk: boolean
}

async function loadMarketDay(store: EntityStore, event: EventMeta) {
  const dayId = event.timestamp / DAY
  const row = await store.get('nft_market_day_data', String(dayId))
  return (
    row ?? {
      chain_id: event.chainId,
      id: String(dayId),
      date: dayId * DAY,
      daily_volume_eth: 0n,
      daily_trades: 0n,
      new_listings: 0n,
    }
  )
}

/** A listing opened (+1: AskNew) or closed without a sale (-1: AskCancel). */
export async function countListing(
  store: EntityStore,
  event: EventMeta,
  listing: { collection: string; seller: string },
  delta: 1n | -1n,
): Promise<void> {
  const user = await loadOrCreateUser(store, event.chainId, listing.seller)
  user.number_tokens_listed += delta
  store.set('nft_user', user)
  const collection = await loadCollection(store, listing.collection)
  if (collection) {
    collection.number_tokens_listed += delta
    collection.updated_at = event.timestamp
    store.set('nft_collection', collection)
  }
  if (delta === 1n) {
    const day = await loadMarketDay(store, event)
    day.new_listings += 1n
    store.set('nft_market_day_data', day)
  }
}

export async function countSale(store: EntityStore, event: EventMeta, sale: Sale): Promise<void> {
  const seller = await loadOrCreateUser(store, event.chainId, sale.seller)
  if (sale.fromAsk) seller.number_tokens_listed -= 1n
  seller.number_tokens_sold += 1n
  seller.total_volume_in_eth_tokens_sold += sale.price
  seller.average_token_price_in_eth_sold =
    seller.total_volume_in_eth_tokens_sold / seller.number_tokens_sold
  store.set('nft_user', seller)
  // Loaded after the seller is written: a wallet buying its own token is one row.
  const buyer = await loadOrCreateUser(store, event.chainId, sale.buyer)
  buyer.number_tokens_purchased += 1n
  buyer.total_volume_in_eth_tokens_purchased += sale.price
  buyer.average_token_price_in_eth_purchased =
    buyer.total_volume_in_eth_tokens_purchased / buyer.number_tokens_purchased
  store.set('nft_user', buyer)

  const collection = await loadCollection(store, sale.collection)
  if (collection) {
    if (sale.fromAsk) collection.number_tokens_listed -= 1n
    collection.total_trades += 1n
    collection.total_volume_eth += sale.price
    collection.updated_at = event.timestamp
    store.set('nft_collection', collection)
  }

  const dayId = event.timestamp / DAY
  const collectionDayId = `${sale.collection}-${dayId}`
  const collectionDay = await store.get('nft_collection_day_data', collectionDayId)
  store.set('nft_collection_day_data', {
    chain_id: event.chainId,
    id: collectionDayId,
    collection: sale.collection,
    date: dayId * DAY,
    daily_volume_eth: (collectionDay?.daily_volume_eth ?? 0n) + sale.price,
    daily_trades: (collectionDay?.daily_trades ?? 0n) + 1n,
  })
  const marketDay = await loadMarketDay(store, event)
  marketDay.daily_volume_eth += sale.price
  marketDay.daily_trades += 1n
  store.set('nft_market_day_data', marketDay)
}
