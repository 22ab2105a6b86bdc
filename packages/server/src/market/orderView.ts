import type { ApiOrder, ApiOrderFields, ApiOrderSearchResult, OrderStatus } from '@ghost/sdk'
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import type { NftCollectionTable, NftLazyOrderTable } from '../nft/tables'
import type { MarketOrderTable } from './tables'

/**
 * A stored order beside what the index says of it: `settled` is the nft_lazy_order row with the
 * same hash ('Executed' or 'Cancelled' on chain), `minted_token_id` its token once executed;
 * `epoch` and `collection_owner` are its collection's (null while the index has no row for it).
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
  epoch: bigint | null
  collection_owner: string | null
}

/**
 * market_order of one chain joined to the index's settled orders and to its collection (owner
 * and ownership epoch); filter and order at will.
 */
export function selectOrders(db: Kysely<Database>, chainId: number) {
  return db
    .selectFrom('market_order as o')
    .leftJoin('nft_lazy_order as l', (join) =>
      join.onRef('l.chain_id', '=', 'o.chain_id').onRef('l.id', '=', 'o.hash'),
    )
    .leftJoin('nft_collection as c', (join) =>
      join.onRef('c.chain_id', '=', 'o.chain_id').onRef('c.id', '=', 'o.collection'),
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
      'c.ownership_epoch as epoch',
      'c.owner as collection_owner',
    ])
}

export const nowSeconds = (): bigint => BigInt(Math.floor(Date.now() / 1000))

type OrderTables = { o: MarketOrderTable; l: NftLazyOrderTable; c: NftCollectionTable }

/**
 * In SQL, the order was signed under its collection's current ownership, by its current owner
 * (or the index does not know the collection yet: the chain decides then).
 */
export function isCurrentOwnersOrder(
  eb: ExpressionBuilder<OrderTables, 'o' | 'c'>,
): Expression<SqlBool> {
  return eb.or([
    eb('c.id', 'is', null),
    eb.and([
      eb('o.nonce', '=', eb.ref('c.ownership_epoch')),
      eb.or([eb('c.owner', 'is', null), eb('c.owner', '=', eb.ref('o.creator'))]),
    ]),
  ])
}

/**
 * In SQL, orderStatus(row) = 'open': held open here, not settled on chain, signed under the
 * collection's current ownership, not expired.
 */
export function isOpenOrder(
  eb: ExpressionBuilder<OrderTables, 'o' | 'l' | 'c'>,
  now: bigint = nowSeconds(),
): Expression<SqlBool> {
  return eb.and([
    eb('o.status', '=', 'open'),
    eb('l.id', 'is', null),
    isCurrentOwnersOrder(eb),
    eb('o.expiry', '>', now),
  ])
}

/**
 * What a buyer may do with the order now: the chain's word first (executed or cancelled there),
 * then the creator's cancel here, then the collection's ownership (an order of an earlier epoch
 * or owner is superseded), then the clock (the factory refuses `block.timestamp > expiry`; the
 * server says expired from the second of expiry on, never offering an order that may fail).
 */
export function orderStatus(row: OrderRow, now: bigint = nowSeconds()): OrderStatus {
  if (row.settled === 'Executed') return 'executed'
  if (row.settled === 'Cancelled' || row.status === 'cancelled') return 'cancelled'
  if (row.epoch !== null) {
    const owner = row.collection_owner
    if (row.nonce !== row.epoch || (owner !== null && owner !== row.creator)) return 'superseded'
  }
  if (row.expiry <= now) return 'expired'
  return 'open'
}

/** The order as the API answers it: the signature only while a buyer may execute it. */
export function toApiOrder(row: OrderRow, now?: bigint): ApiOrder {
  const fields: ApiOrderFields = {
    hash: row.hash,
    tokenUID: row.token_uid,
    collection: row.collection,
    creator: row.creator,
    price: row.price.toString(),
    uri: row.uri,
    expiry: Number(row.expiry),
    nonce: row.nonce.toString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
  const status = orderStatus(row, now)
  if (status === 'open') return { ...fields, status, v: row.v, r: row.r, s: row.s }
  return { ...fields, status, v: null, r: null, s: null }
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
