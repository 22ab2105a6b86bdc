import { type Kysely, sql } from 'kysely'
import type { Json } from '../db/columns'
import type { Database } from '../db/schema'
import { ConflictError } from '../http/httpErrors'
import type { MarketContext } from './context'
import { imageTypeOf } from './lazyTokenMetadata'
import { nowSeconds, type OrderRow, orderStatus, selectOrders } from './orderView'
import type { VerifiedOrder } from './verifyLazyOrder'

/**
 * A JSON value both drivers store alike: node-postgres would send a JS array as a Postgres array
 * literal, PGlite as JSON; text cast to jsonb is JSON for both.
 */
const jsonb = (value: Json) => sql<Json>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`

export type StoredOrder = { row: OrderRow; created: boolean }

async function readOrder(
  db: Kysely<Database>,
  chainId: number,
  hash: string,
): Promise<OrderRow | undefined> {
  return selectOrders(db, chainId).where('o.hash', '=', hash).executeTakeFirst()
}

/**
 * The token's orders a buyer could execute now (at most one, by the check below). Signed under
 * the ownership epoch the chain just confirmed for `order` (its nonce), not the index's: right
 * after a transfer the index may not have counted it yet, and would call the new owner's orders
 * superseded while the chain executes them.
 */
async function openOrdersOf(
  db: Kysely<Database>,
  chainId: number,
  order: VerifiedOrder['order'],
  now: bigint = nowSeconds(),
): Promise<OrderRow[]> {
  return selectOrders(db, chainId)
    .where('o.collection', '=', order.collection.toLowerCase())
    .where('o.token_uid', '=', order.tokenUID)
    .where('o.nonce', '=', order.nonce)
    .where('o.status', '=', 'open')
    .where('l.id', 'is', null)
    .where('o.expiry', '>', now)
    .execute()
}

/**
 * The token the order sells, for the market's reads, when nothing described it yet (datapost
 * writes a richer row: its upload's thumbnail and type, which this never overwrites).
 */
async function ensureMarketToken(
  db: Kysely<Database>,
  chainId: number,
  verified: VerifiedOrder,
  filetype: string,
): Promise<void> {
  const { metadata, order } = verified
  await db
    .insertInto('market_token')
    .values({
      chain_id: chainId,
      token_uid: order.tokenUID,
      collection: order.collection.toLowerCase(),
      creator: order.creator.toLowerCase(),
      name: metadata.name,
      description: metadata.description,
      attributes: jsonb(metadata.attributes),
      image_cid: metadata.imageCid,
      thumbnail_cid: metadata.imageCid,
      filetype,
      metadata_cid: metadata.metadataCid,
    })
    .onConflict((conflict) => conflict.columns(['chain_id', 'collection', 'token_uid']).doNothing())
    .execute()
}

/**
 * Keeps a verified order (status 'open'). The same order again answers the stored one, so a
 * retried request is harmless; an order that can no longer execute stays so (its creator signs
 * another to sell again); another open order for the same token (collection and token UID) is a
 * 409, since a buyer must find one price for one token. Checks and insert hold a lock on the
 * token. Tokens of other collections with the same UID are other tokens: they never conflict.
 */
export async function storeLazyOrder(
  context: MarketContext,
  verified: VerifiedOrder,
): Promise<StoredOrder> {
  const { chainId } = context
  const { hash, order } = verified
  const image = await context.files.get(verified.metadata.imageCid)
  const filetype = image === null ? 'application/octet-stream' : await imageTypeOf(image)
  return context.db.transaction().execute(async (db) => {
    // Orders of one token are stored one at a time, so two can never both be its open one.
    const lock = `market_order:${chainId}:${order.collection.toLowerCase()}:${order.tokenUID}`
    await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(db)
    const existing = await readOrder(db, chainId, hash)
    if (existing) {
      if (orderStatus(existing) === 'open') return { row: existing, created: false }
      throw new ConflictError(
        `This order is ${orderStatus(existing)}; to sell token ${order.tokenUID} again, sign a new order (another price or expiry).`,
      )
    }
    const [open] = await openOrdersOf(db, chainId, order)
    if (open) {
      throw new ConflictError(
        `Token ${order.tokenUID} of collection ${open.collection} already has an open order (${open.hash}); cancel it before signing another.`,
      )
    }
    await ensureMarketToken(db, chainId, verified, filetype)
    await db
      .insertInto('market_order')
      .values({
        chain_id: chainId,
        hash,
        token_uid: order.tokenUID,
        collection: order.collection.toLowerCase(),
        creator: order.creator.toLowerCase(),
        price: order.price,
        uri: order.uri,
        expiry: order.expiry,
        nonce: order.nonce,
        v: verified.v,
        r: verified.r,
        s: verified.s,
        status: 'open',
      })
      .execute()
    const row = await readOrder(db, chainId, hash)
    if (!row) throw new Error(`order ${hash} vanished after its insert`)
    return { row, created: true }
  })
}
