import type { ColumnType } from 'kysely'
import type { Amount, Count, Json, Keyed, NullableAmount } from '../db/columns'

/** Where an ask, a trade or a lazy order happened; id is `<transactionHash>-<logIndex>`. */
interface NftEventColumns extends Keyed {
  transaction_hash: string
  block: Count
  timestamp: Count
  /** Lowercase collection address. */
  collection: string
}

/** A collection registered on the market (its `CollectionNew`); id is its address. */
export interface NftCollectionTable extends Keyed {
  name: string
  symbol: string
  /** Open while registered, false once closed. */
  active: boolean
  /** 'Open' | 'Closed' (the market's CollectionStatus). */
  status: string
  creator_address: string
  whitelist_checker: string
  /** The collection contract's owner (Ownable); null until known. */
  owner: string | null
  /**
   * GhostCollection.ownershipEpoch as the index counts it: 0 at creation, +1 on every ownership
   * transfer. A lazy order executes only while its nonce equals it.
   */
  ownership_epoch: Amount
  total_volume_eth: Amount
  total_trades: Count
  number_tokens_listed: Count
  /** Basis points. */
  creator_fee: Count
  referer_fee: Count
  created_at: Count
  updated_at: Count
}

/** A token; id is `<collection>-<tokenId>`. */
export interface NftTokenTable extends Keyed {
  collection: string
  token_id: Amount
  /** The wallet that really owns it: the seller while the market escrows it, the user while it is a profile's avatar. */
  owner: string
  /** 'For Sale' | 'Profile Pic' | 'In Wallet' (spec §3, §4). */
  location: string
  /** The zero address when not on sale. */
  current_seller: string
  metadata_url: string | null
  token_uid: string | null
  name: string | null
  description: string | null
  image: string | null
  attributes: ColumnType<Json | null, Json | null | undefined, Json | null>
  /** A numeric 'otherId' (or 'bunnyId') attribute of the metadata; see docs/decisions.md. */
  other_id: NullableAmount
  is_tradable: boolean
  current_ask_price: Amount
  latest_traded_price_in_eth: Amount
  trade_volume_eth: Amount
  total_trades: Count
  created_at: Count
  updated_at: Count
}

export interface NftAskOrderTable extends NftEventColumns {
  /** The token row's id. */
  nft: string
  /** 'New' | 'Modify' | 'Cancel'. */
  order_type: string
  seller: string
  ask_price: Amount
}

/** A sale: from an ask (kind 'Ask') or a creator's signed order (kind 'LazyOrder'). */
export interface NftTransactionTable extends NftEventColumns {
  nft: string
  token_id: Amount
  kind: string
  buyer: string
  seller: string
  /** Null when the buyer named none (the referrer fee then went to the treasury). */
  referrer: string | null
  with_bnb: boolean
  ask_price: Amount
  net_price: Amount
  treasure_fee: Amount
  ghost_pot_fee: Amount
  creator_fee: Amount
  referer_fee: Amount
}

/** A creator's signed order once it is settled; id is its EIP-712 hash. */
export interface NftLazyOrderTable extends NftEventColumns {
  /** 'Executed' | 'Cancelled'. */
  status: string
  token_uid: string
  creator: string
  /** Null for a cancelled order (no token, no buyer, no price). */
  nft: string | null
  token_id: NullableAmount
  buyer: string | null
  referrer: string | null
  with_bnb: boolean | null
  price: Amount
  net_price: Amount
  treasure_fee: Amount
  ghost_pot_fee: Amount
  creator_fee: Amount
  referer_fee: Amount
}

/** A market user (seller or buyer); id is the address. */
export interface NftUserTable extends Keyed {
  number_tokens_listed: Count
  number_tokens_purchased: Count
  number_tokens_sold: Count
  total_volume_in_eth_tokens_purchased: Amount
  total_volume_in_eth_tokens_sold: Amount
  /** Volume / count, floored to the wei; 0 before the first one. */
  average_token_price_in_eth_purchased: Amount
  average_token_price_in_eth_sold: Amount
}

/** id `<collection>-<dayId>`. */
export interface NftCollectionDayDataTable extends Keyed {
  collection: string
  date: Count
  daily_volume_eth: Amount
  daily_trades: Count
}

/** id `<dayId>`. */
export interface NftMarketDayDataTable extends Keyed {
  date: Count
  daily_volume_eth: Amount
  daily_trades: Count
  new_listings: Count
}

/** The NFT market's index. */
export interface NftTables {
  nft_collection: NftCollectionTable
  nft_token: NftTokenTable
  nft_ask_order: NftAskOrderTable
  nft_transaction: NftTransactionTable
  nft_lazy_order: NftLazyOrderTable
  nft_user: NftUserTable
  nft_collection_day_data: NftCollectionDayDataTable
  nft_market_day_data: NftMarketDayDataTable
}
