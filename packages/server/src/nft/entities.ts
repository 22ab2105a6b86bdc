/**
 * Loading and creating the NFT market's long-lived rows. Every loader hands back a row the handler
 * owns (a fresh copy), changed and handed back with `store.set`.
 */
import { type Address, zeroAddress } from 'viem'
import type { EntityRow, EntityStore, EventMeta } from '../indexer/types'

export type CollectionRow = EntityRow<'nft_collection'>
export type TokenRow = EntityRow<'nft_token'>
export type UserRow = EntityRow<'nft_user'>

/** Spec §3 location values. */
export const LOCATION = {
  forSale: 'For Sale',
  profilePic: 'Profile Pic',
  inWallet: 'In Wallet',
} as const

/** `currentSeller` of a token nobody is selling, as PancakeSwap's subgraph writes it. */
export const NO_SELLER: Address = zeroAddress

export const lower = (address: string): Address => address.toLowerCase() as Address

/** Event rows are keyed `{txHash}-{logIndex}`: several sales in one transaction never collide. */
export const eventId = (event: EventMeta): string => `${event.transactionHash}-${event.logIndex}`

export const tokenRowId = (collection: string, tokenId: bigint): string =>
  `${lower(collection)}-${tokenId}`

export async function loadCollection(
  store: EntityStore,
  collection: string,
): Promise<CollectionRow | undefined> {
  return store.get('nft_collection', lower(collection))
}

/**
 * The token, created on first sight (a mint, or a sale whose Transfer comes later in the same
 * transaction) with nothing known yet: owned by nobody, in no wallet, never traded.
 */
export async function loadOrCreateToken(
  store: EntityStore,
  event: EventMeta,
  collection: string,
  tokenId: bigint,
): Promise<TokenRow> {
  const id = tokenRowId(collection, tokenId)
  const row = await store.get('nft_token', id)
  if (row) return row
  return {
    chain_id: event.chainId,
    id,
    collection: lower(collection),
    token_id: tokenId,
    owner: zeroAddress,
    location: LOCATION.inWallet,
    current_seller: NO_SELLER,
    metadata_url: null,
    token_uid: null,
    name: null,
    description: null,
    image: null,
    attributes: null,
    other_id: null,
    is_tradable: false,
    current_ask_price: 0n,
    latest_traded_price_in_eth: 0n,
    trade_volume_eth: 0n,
    total_trades: 0n,
    created_at: event.timestamp,
    updated_at: event.timestamp,
  }
}

export async function loadOrCreateUser(
  store: EntityStore,
  chainId: number,
  address: string,
): Promise<UserRow> {
  const id = lower(address)
  const row = await store.get('nft_user', id)
  if (row) return row
  return {
    chain_id: chainId,
    id,
    number_tokens_listed: 0n,
    number_tokens_purchased: 0n,
    number_tokens_sold: 0n,
    total_volume_in_eth_tokens_purchased: 0n,
    total_volume_in_eth_tokens_sold: 0n,
    average_token_price_in_eth_purchased: 0n,
    average_token_price_in_eth_sold: 0n,
  }
}
