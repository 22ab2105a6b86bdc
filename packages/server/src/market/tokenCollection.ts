import { type RequestPart, RequestValidationError } from '../http/route'
import type { MarketContext } from './context'

export type ResolveTokenCollectionParameters = {
  tokenUid: string
  /** The collection the request named, if any. */
  collection: string | undefined
  /** Where the request carries `collection` (for the 400's issue). */
  part: RequestPart
}

/**
 * The collection a request means by a token UID. A UID names a token within one collection, so
 * a request that names no collection is answered for the one collection whose orders or
 * descriptions use the UID; when several do, it is a 400 asking for `collection`. Undefined:
 * no collection uses it.
 *
 * @example
 * const collection = await resolveTokenCollection(context, { tokenUid, collection: undefined, part: 'query' })
 */
export async function resolveTokenCollection(
  context: Pick<MarketContext, 'db' | 'chainId'>,
  { tokenUid, collection, part }: ResolveTokenCollectionParameters,
): Promise<string | undefined> {
  if (collection !== undefined) return collection
  const { db, chainId } = context
  const rows = await db
    .selectFrom('market_order')
    .select('collection')
    .where('chain_id', '=', chainId)
    .where('token_uid', '=', tokenUid)
    .union(
      db
        .selectFrom('market_token')
        .select('collection')
        .where('chain_id', '=', chainId)
        .where('token_uid', '=', tokenUid),
    )
    .orderBy('collection')
    .execute()
  if (rows.length <= 1) return rows[0]?.collection
  const named = rows.map((row) => row.collection).join(', ')
  throw new RequestValidationError([
    {
      in: part,
      path: ['collection'],
      code: 'custom',
      message: `token UID ${tokenUid} names tokens of ${rows.length} collections (${named}); say which with collection`,
    },
  ])
}
