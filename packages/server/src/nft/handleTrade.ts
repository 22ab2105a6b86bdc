import { iGhostMarketAbi } from '@ghost/contracts'
import { zeroAddress } from 'viem'
import { defineHandler, type EntityStore, type EventMeta } from '../indexer/types'
import { eventId, LOCATION, loadOrCreateToken, lower, NO_SELLER } from './entities'
import { countSale } from './rollups'

/** A sale as both the market's Trade and the factory's OrderExecuted report it. */
export type TradeFacts = {
  kind: 'Ask' | 'LazyOrder'
  collection: string
  tokenId: bigint
  seller: string
  buyer: string
  price: bigint
  netPrice: bigint
  treasureFee: bigint
  ghostPotFee: bigint
  creatorFee: bigint
  refererFee: bigint
  referrer: string
  withBNB: boolean
  /** A lazy sale's off-chain id: the minted token keeps it, so reads join market_token to it. */
  tokenUID?: string
}

/** The trade row, the token's price history, and the rollups; shared by both kinds of sale. */
export async function recordTrade(
  store: EntityStore,
  event: EventMeta,
  trade: TradeFacts,
): Promise<string> {
  const collection = lower(trade.collection)
  const token = await loadOrCreateToken(store, event, collection, trade.tokenId)
  token.owner = lower(trade.buyer)
  token.location = LOCATION.inWallet
  token.current_ask_price = 0n
  token.current_seller = NO_SELLER
  token.is_tradable = false
  token.latest_traded_price_in_eth = trade.price
  token.trade_volume_eth += trade.price
  token.total_trades += 1n
  if (trade.tokenUID !== undefined) token.token_uid = trade.tokenUID
  token.updated_at = event.timestamp
  store.set('nft_token', token)
  store.set('nft_transaction', {
    chain_id: event.chainId,
    id: eventId(event),
    transaction_hash: event.transactionHash,
    block: event.blockNumber,
    timestamp: event.timestamp,
    collection,
    nft: token.id,
    token_id: trade.tokenId,
    kind: trade.kind,
    buyer: lower(trade.buyer),
    seller: lower(trade.seller),
    referrer: trade.referrer === zeroAddress ? null : lower(trade.referrer),
    with_bnb: trade.withBNB,
    ask_price: trade.price,
    net_price: trade.netPrice,
    treasure_fee: trade.treasureFee,
    ghost_pot_fee: trade.ghostPotFee,
    creator_fee: trade.creatorFee,
    referer_fee: trade.refererFee,
  })
  await countSale(store, event, {
    collection,
    seller: trade.seller,
    buyer: trade.buyer,
    price: trade.price,
    fromAsk: trade.kind === 'Ask',
  })
  return token.id
}

export const tradeHandler = defineHandler({
  source: 'NFTMarket',
  abi: iGhostMarketAbi,
  eventName: 'Trade',
  async handle(event, { store }) {
    const { askPrice, ...rest } = event.args
    await recordTrade(store, event, { kind: 'Ask', price: askPrice, ...rest })
  },
})
