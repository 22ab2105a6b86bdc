import type { ApiOrder, ApiOrderSearchResult, OrderStatus } from '@ghost/sdk'
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import type { Database, MarketOrderTable, NftLazyOrderTable } from '../db/schema'

/**
 * A stored order beside what the index says of it: `settled` is the nft_lazy_order row with the
 * same hash ('Executed' or 'Cancelled' on chain), `minted_token_id` its token once executed.
 */
export type OrderRow = {
  hash: string
  token_uid: string
  collection: string
  creator: string
  price: bigint
  uri: string
  expiry: bigint
  nonce: bigint
  v: number
  r: string
  s: string
  status: string
  created_at: Date
  updated_at: Date
  settled: string | null
  minted_token_id: bigint | null
}

/** market_order of one chain joined to the index's settled orders; filter and order at will. */
export function selectOrders(db: Kysely<Database>, chainId: number) {
  return db
    .selectFrom('market_order as o')
    .leftJoin('nft_lazy_order as l', (join) =>
      join.onRef('l.chain_id', '=', 'o.chain_id').onRef('l.id', '=', 'o.hash'),
    )
    .where('o.chain_id', '=', chainId)
    .select([
      'o.hash',
      'o.token_uid',
      'o.collection',
      'o.creator',
      'o.price',
      'o.uri',
      'o.expiry',
      'o.nonce',
      'o.v',
      'o.r',
      'o.s',
      'o.status',
      'o.created_at',
      'o.updated_at',
      'l.status as settled',
      'l.token_id as minted_token_id',
    ])
}

export const nowSeconds = (): bigint => BigInt(Math.floor(Date.now() / 1000))

type OrderTables = { o: MarketOrderTable; l: NftLazyOrderTable }

/** In SQL, orderStatus(row) = 'open': held open here, not settled on chain, not expired. */
export function isOpenOrder(
  eb: ExpressionBuilder<OrderTables, 'o' | 'l'>,
  now: bigint = nowSeconds(),
): Expression<SqlBool> {
  return eb.and([eb('o.status', '=', 'open'), eb('l.id', 'is', null), eb('o.expiry', '>', now)])
}

/**
 * What a buyer may do with the order now: the chain's word first (executed or cancelled there),
 * then the creator's cancel here, then the clock (the factory refuses `block.timestamp > expiry`;
 * the server says expired from the second of expiry on, never offering an order that may fail).
 */
export function orderStatus(row: OrderRow, now: bigint = nowSeconds()): OrderStatus {
  if (row.settled === 'Executed') return 'executed'
  if (row.settled === 'Cancelled' || row.status === 'cancelled') return 'cancelled'
  if (row.expiry <= now) return 'expired'
  return 'open'
}

export function toApiOrder(row: OrderRow, now?: bigint): ApiOrder {
  return {
    hash: row.hash,
    tokenUID: row.token_uid,
    collection: row.collection,
    creator: row.creator,
    price: row.price.toString(),
    uri: row.uri,
    expiry: Number(row.expiry),
    nonce: row.nonce.toString(),
    v: row.v,
    r: row.r,
    s: row.s,
    status: orderStatus(row, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/**
 * Spec §3 order search result. tokenId is the minted token's (the index's execution, else the
 * token the API knows by this UID), null while nothing is minted.
 */
export function toOrderSearchResult(
  row: OrderRow & { known_token_id: bigint | null },
): ApiOrderSearchResult {
  const tokenId = row.minted_token_id ?? row.known_token_id
  return {
    tokenId: tokenId === null ? null : tokenId.toString(),
    tokenUID: row.token_uid,
    onOrderPrice: row.price.toString(),
    order: { hash: row.hash, creator: row.creator },
    collection: { address: row.collection },
    updated_at: row.updated_at.toISOString(),
  }
}
