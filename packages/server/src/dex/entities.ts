/**
 * Loading and creating the DEX's long-lived rows. Every loader returns a row the handler owns
 * (`EntityStore.get` hands out a fresh copy of what it keeps), so a handler changes it and hands it
 * back with `store.set`.
 */
import type { EntityRow, EntityStore } from '../indexer/types'

export type FactoryRow = EntityRow<'dex_factory'>
export type BundleRow = EntityRow<'dex_bundle'>
export type TokenRow = EntityRow<'dex_token'>
export type PairRow = EntityRow<'dex_pair'>

export const BUNDLE_ID = '1'

export async function loadFactory(
  store: EntityStore,
  chainId: number,
  factory: string,
): Promise<FactoryRow> {
  const row = await store.get('dex_factory', factory)
  if (row) return row
  return {
    chain_id: chainId,
    id: factory,
    pair_count: 0n,
    tx_count: 0n,
    total_volume_usd: 0n,
    total_volume_bnb: 0n,
    untracked_volume_usd: 0n,
    total_liquidity_usd: 0n,
    total_liquidity_bnb: 0n,
  }
}

/** BNB's USD price; 0 until a stable pair deep enough has synced. */
export async function loadBnbPrice(store: EntityStore): Promise<bigint> {
  return (await store.get('dex_bundle', BUNDLE_ID))?.bnb_price ?? 0n
}

export async function loadToken(store: EntityStore, id: string): Promise<TokenRow | undefined> {
  return store.get('dex_token', id)
}

export async function loadPair(store: EntityStore, id: string): Promise<PairRow | undefined> {
  return store.get('dex_pair', id)
}

/** A pair with both its tokens, or undefined for a pair the index skipped (see handlePairCreated). */
export async function loadPairWithTokens(
  store: EntityStore,
  id: string,
): Promise<{ pair: PairRow; token0: TokenRow; token1: TokenRow } | undefined> {
  const pair = await loadPair(store, id)
  if (!pair) return undefined
  const [token0, token1] = await Promise.all([
    loadToken(store, pair.token0),
    loadToken(store, pair.token1),
  ])
  if (!token0 || !token1) return undefined
  return { pair, token0, token1 }
}

export function whitelistPairsOf(token: TokenRow): string[] {
  return token.whitelist_pairs === '' ? [] : token.whitelist_pairs.split(',')
}
