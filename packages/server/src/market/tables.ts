import type { ColumnType } from 'kysely'
import type { Amount, Int8, Json, NullableAmount, Timestamp } from '../db/columns'

/** A collection's off-chain page, written by its on-chain owner. */
export interface MarketCollectionTable {
  chain_id: number
  address: string
  owner: string
  name: string
  description: ColumnType<string, string | undefined, string>
  /** CIDs of uploaded images. */
  avatar: string | null
  banner: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/**
 * An NFT described through datapost (or by its first order), keyed by its collection and token
 * UID (bytes32 hex): a UID names a token within one collection.
 */
export interface MarketTokenTable {
  chain_id: number
  token_uid: string
  collection: string
  token_id: NullableAmount
  creator: string
  name: string
  description: ColumnType<string, string | undefined, string>
  /** [{ traitType, value, displayType }]. */
  attributes: ColumnType<Json, Json, Json>
  image_cid: string
  thumbnail_cid: string
  filetype: string
  metadata_cid: string
  created_at: Timestamp
  updated_at: Timestamp
}

/** A creator's signed lazy order; hash is its EIP-712 digest. */
export interface MarketOrderTable {
  chain_id: number
  hash: string
  token_uid: string
  collection: string
  creator: string
  price: Amount
  uri: string
  expiry: Int8
  nonce: Amount
  v: number
  r: string
  s: string
  /** 'open' | 'cancelled' (executed and on-chain cancels are the index's nft_lazy_order). */
  status: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface MarketTemplateTable {
  id: string
  chain_id: number
  author: string
  name: string
  data: ColumnType<Json, Json, Json>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface MarketIntroductionTable {
  id: string
  chain_id: number
  collection: string
  token_id: Amount
  author: string
  content: string
  created_at: Timestamp
}

/** An uploaded image and its thumbnail, both in the file store. */
export interface MarketUploadTable {
  cid: string
  product: string
  filetype: string
  thumbnail_cid: string
  width: number
  height: number
  uploader: string
  created_at: Timestamp
}

/** The market's off-chain records, written by the API (never by handlers, never rolled back). */
export interface MarketTables {
  market_collection: MarketCollectionTable
  market_token: MarketTokenTable
  market_order: MarketOrderTable
  market_template: MarketTemplateTable
  market_introduction: MarketIntroductionTable
  market_upload: MarketUploadTable
}
