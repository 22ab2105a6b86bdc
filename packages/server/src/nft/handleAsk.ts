import { iGhostMarketAbi } from '@ghost/contracts'
import { defineHandler, type EntityStore, type IndexedEvent } from '../indexer/types'
import { eventId, LOCATION, loadOrCreateToken, lower, NO_SELLER } from './entities'
import { countListing } from './rollups'

type OrderType = 'New' | 'Modify' | 'Cancel'
type AskEvent = IndexedEvent<typeof iGhostMarketAbi, 'AskNew' | 'AskUpdate' | 'AskCancel'>

/**
 * One row of the ask history and the token's current ask. The seller keeps owning the escrowed
 * token (see handleTransfer); the price is what the event says, 0 once cancelled.
 */
async function recordAsk(
  store: EntityStore,
  event: AskEvent,
  orderType: OrderType,
  askPrice: bigint,
): Promise<void> {
  const { collection, seller, tokenId } = event.args
  const token = await loadOrCreateToken(store, event, collection, tokenId)
  const listed = orderType !== 'Cancel'
  token.current_ask_price = askPrice
  token.current_seller = listed ? lower(seller) : NO_SELLER
  token.is_tradable = listed
  token.owner = lower(seller)
  token.location = listed ? LOCATION.forSale : LOCATION.inWallet
  token.updated_at = event.timestamp
  store.set('nft_token', token)
  store.set('nft_ask_order', {
    chain_id: event.chainId,
    id: eventId(event),
    transaction_hash: event.transactionHash,
    block: event.blockNumber,
    timestamp: event.timestamp,
    collection: lower(collection),
    nft: token.id,
    order_type: orderType,
    seller: lower(seller),
    ask_price: askPrice,
  })
  if (orderType === 'New') await countListing(store, event, { collection, seller }, 1n)
  if (orderType === 'Cancel') await countListing(store, event, { collection, seller }, -1n)
}

export const askNewHandler = defineHandler({
  source: 'NFTMarket',
  abi: iGhostMarketAbi,
  eventName: 'AskNew',
  handle: (event, { store }) => recordAsk(store, event, 'New', event.args.askPrice),
})

export const askUpdateHandler = defineHandler({
  source: 'NFTMarket',
  abi: iGhostMarketAbi,
  eventName: 'AskUpdate',
  handle: (event, { store }) => recordAsk(store, event, 'Modify', event.args.askPrice),
})

export const askCancelHandler = defineHandler({
  source: 'NFTMarket',
  abi: iGhostMarketAbi,
  eventName: 'AskCancel',
  handle: (event, { store }) => recordAsk(store, event, 'Cancel', 0n),
})
