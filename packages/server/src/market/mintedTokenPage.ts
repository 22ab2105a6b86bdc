/**
 * The hot read, a page of a collection's minted tokens in id order, in two plain statements
 * instead of tokenQuery's joined one: the page of nft_token along its (chain, collection, token
 * id) index, then the descriptions of just those tokens (by UID or token id) in one lookup,
 * merged here with the same rules as mintedRows in tokenQuery. A lateral join per token cost
 * more to plan and run than both statements together (see docs/decisions.md).
 */
import { type Kysely, sql } from 'kysely'
import type { Json } from '../db/columns'
import type { Database } from '../db/schema'
import type { TokenRow } from './tokenQuery'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

type MintedRow = {
  token_id: string
  owner: string
  location: string
  current_ask_price: string
  current_seller: string
  is_tradable: boolean
  metadata_url: string | null
  token_uid: string | null
  name: string | null
  description: string | null
  attributes: Json | null
  image: string | null
  created_at: string
  updated_at: string
}

type DescriptionRow = {
  token_uid: string
  token_id: string | null
  name: string
  description: string
  attributes: Json
  image_cid: string
  thumbnail_cid: string
  metadata_cid: string
  created_at: string
  updated_at: string
}

export type MintedPageQuery = {
  chainId: number
  collection: string
  /** The collection's name as the answer shows it. */
  collectionName: string
  limit: number
  offset: number
}

export async function selectMintedTokenPage(
  db: Kysely<Database>,
  { chainId, collection, collectionName, limit, offset }: MintedPageQuery,
): Promise<TokenRow[]> {
  const { rows: minted } = await sql<MintedRow>`
    select token_id::text as token_id, owner, location, current_ask_price::text as current_ask_price,
      current_seller, is_tradable, metadata_url, token_uid, name, description, attributes, image,
      ${iso('to_timestamp(created_at)')} as created_at,
      ${iso('to_timestamp(updated_at)')} as updated_at
    from nft_token t
    where chain_id = ${chainId} and collection = ${collection}
    -- qualified: a bare token_id would name the text alias above and sort 1, 10, 100, 2…
    order by t.token_id
    limit ${limit} offset ${String(offset)}::bigint`.execute(db)
  if (minted.length === 0) return []

  const uids = minted.flatMap((row) => (row.token_uid === null ? [] : [row.token_uid]))
  const ids = minted.map((row) => sql`${row.token_id}::numeric`)
  const byUid = uids.length === 0 ? sql`false` : sql`token_uid in (${sql.join(uids)})`
  // a UID names a token of this collection only (the same UID elsewhere is another token)
  const { rows: descriptions } = await sql<DescriptionRow>`
    select token_uid, token_id::text as token_id, name, description, attributes, image_cid,
      thumbnail_cid, metadata_cid, ${iso('created_at')} as created_at,
      ${iso('updated_at')} as updated_at
    from market_token
    where chain_id = ${chainId} and collection = ${collection}
      and (${byUid} or token_id in (${sql.join(ids)}))
    order by token_uid`.execute(db)
  const described = new Map<string, DescriptionRow>()
  const describedById = new Map<string, DescriptionRow>()
  for (const row of descriptions) {
    described.set(row.token_uid, row)
    if (row.token_id !== null && !describedById.has(row.token_id)) {
      describedById.set(row.token_id, row)
    }
  }

  return minted.map((token): TokenRow => {
    // The UID the mint carried names the description first; the token id tokens/update set next.
    const m =
      (token.token_uid === null ? undefined : described.get(token.token_uid)) ??
      describedById.get(token.token_id)
    const onSale = BigInt(token.current_ask_price) > 0n
    return {
      kind: 0,
      token_id: token.token_id,
      collection,
      collection_name: collectionName,
      owner: token.owner,
      location: onSale ? 'For Sale' : token.location,
      current_ask_price: token.current_ask_price,
      current_seller: token.current_seller === ZERO_ADDRESS ? null : token.current_seller,
      is_tradable: token.is_tradable,
      metadata_url: token.metadata_url,
      token_uid: m?.token_uid ?? token.token_uid,
      name: m ? m.name : token.name,
      description: m ? m.description : token.description,
      attributes: m ? m.attributes : token.attributes,
      described: m !== undefined,
      image: token.image,
      image_cid: m?.image_cid ?? null,
      thumbnail_cid: m?.thumbnail_cid ?? null,
      metadata_cid: m?.metadata_cid ?? null,
      created_at: m?.created_at ?? token.created_at,
      updated_at: m?.updated_at ?? token.updated_at,
      on_order_price: onSale ? token.current_ask_price : null,
    }
  })
}
