/**
 * The one SQL source of every token the market API answers: minted tokens (the index's
 * nft_token, joined to their off-chain description in market_token) and tokens described
 * through the API but not minted yet (market_token rows no nft_token matches, with their open
 * lazy order). A token UID names a token within its collection: every join on it also matches
 * the collection. Every read (collection pages, trait filters, token detail, newest) selects from
 * it, so a token reads the same everywhere; mintedTokenPage.ts reads the hot page of minted
 * tokens in two plain statements with the same rules (a test compares both). Values leave the
 * database as text (ids, wei, ISO times) so both drivers answer the same JSON.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Json } from '../db/columns'
import type { Database } from '../db/schema'

/** One token as tokenView turns it into an ApiToken. */
export type TokenRow = {
  /** 0: minted (nft_token); 1: described through the API, not minted yet. */
  kind: number
  token_id: string | null
  collection: string
  collection_name: string
  owner: string | null
  location: string | null
  current_ask_price: string
  current_seller: string | null
  is_tradable: boolean
  metadata_url: string | null
  token_uid: string | null
  name: string | null
  description: string | null
  attributes: Json | null
  /** The attributes are market_token's `{traitType, value, displayType}` (else the metadata's). */
  described: boolean
  /** The metadata's image URI (minted tokens). */
  image: string | null
  image_cid: string | null
  thumbnail_cid: string | null
  metadata_cid: string | null
  created_at: string | null
  updated_at: string | null
  /** The price it is on sale for: the ask (minted) or the open lazy order (not minted). */
  on_order_price: string | null
}

/** Which tokens: one collection, one token, or a chain's whole market. */
export type TokenScope = {
  chainId: number
  collection?: string | undefined
  tokenId?: string | undefined
  /** Only tokens on sale (an ask, or an open lazy order). */
  onOrder?: boolean | undefined
}

/** trait type → accepted values (a token matches when it has one of them, for every trait). */
export type TraitFilter = Record<string, string[]>

export type TokenOrder =
  | 'tokenId'
  | 'tokenIdDesc'
  | 'createdDesc'
  | 'updatedDesc'
  | 'priceAsc'
  | 'priceDesc'
  | 'listedAsc'
  | 'listedDesc'

const iso = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// A lazy order sells its token (the collection's token of that UID) while the API holds it open,
// the chain has not settled it (executed or cancelled: an nft_lazy_order row with its hash), it
// was signed under the collection's current ownership (orderView's isCurrentOwnersOrder) and it
// has not expired.
const openOrder = sql`lateral (
  select o.price, o.created_at from market_order o
  where o.chain_id = m.chain_id and o.collection = m.collection and o.token_uid = m.token_uid
    and o.status = 'open' and o.expiry > extract(epoch from now())
    and not exists (select 1 from nft_lazy_order l where l.chain_id = o.chain_id and l.id = o.hash)
    and not exists (
      select 1 from nft_collection c
      where c.chain_id = o.chain_id and c.id = o.collection
        and (c.ownership_epoch <> o.nonce or c.owner <> o.creator)
    )
  order by o.created_at desc limit 1
) o`

/**
 * A scope whose collection may be an SQL expression (a column of an outer query) instead of a
 * value: how collectionFigures counts every collection of a page with the grid's own rows.
 */
type RowScope = Omit<TokenScope, 'collection'> & {
  collection?: string | RawBuilder<unknown> | undefined
}

function mintedRows(scope: RowScope): RawBuilder<unknown> {
  const where = [sql`t.chain_id = ${scope.chainId}`]
  if (scope.collection !== undefined) where.push(sql`t.collection = ${scope.collection}`)
  if (scope.tokenId !== undefined) where.push(sql`t.token_id = ${scope.tokenId}::numeric`)
  if (scope.onOrder) where.push(sql`t.current_ask_price > 0`)
  // The description is found by the UID the mint carried, else by the token id tokens/update
  // set: two index lookups (an OR in one condition would scan).
  return sql`
    select 0 as kind, t.token_id as token_number, t.token_id::text as token_id, t.collection,
      t.owner, case when t.current_ask_price > 0 then 'For Sale' else t.location end as location,
      t.current_ask_price::text as current_ask_price,
      nullif(t.current_seller, '0x0000000000000000000000000000000000000000') as current_seller,
      t.is_tradable, t.metadata_url, coalesce(m.token_uid, t.token_uid) as token_uid,
      coalesce(m.name, t.name) as name, coalesce(m.description, t.description) as description,
      case when m.token_uid is null then t.attributes else m.attributes end as attributes,
      m.token_uid is not null as described, t.image, m.image_cid, m.thumbnail_cid, m.metadata_cid,
      coalesce(m.created_at, to_timestamp(t.created_at)) as created_at,
      coalesce(m.updated_at, to_timestamp(t.updated_at)) as updated_at,
      nullif(t.current_ask_price, 0)::text as on_order_price,
      case when t.current_ask_price > 0 then to_timestamp(t.updated_at) end as listed_at
    from nft_token t
    left join lateral (
      (select * from market_token m
        where m.chain_id = t.chain_id and m.collection = t.collection and m.token_uid = t.token_uid)
      union all
      (select * from market_token m
        where m.chain_id = t.chain_id and m.collection = t.collection and m.token_id = t.token_id)
      limit 1
    ) m on true
    where ${sql.join(where, sql` and `)}`
}

function unmintedRows(scope: RowScope): RawBuilder<unknown> {
  const where = [sql`m.chain_id = ${scope.chainId}`]
  if (scope.collection !== undefined) where.push(sql`m.collection = ${scope.collection}`)
  if (scope.onOrder) where.push(sql`o.price is not null`)
  return sql`
    select 1 as kind, null::numeric as token_number, null::text as token_id, m.collection,
      null::text as owner, case when o.price is null then null else 'For Sale' end as location,
      '0' as current_ask_price, null::text as current_seller, false as is_tradable,
      null::text as metadata_url, m.token_uid, m.name, m.description, m.attributes,
      true as described, null::text as image, m.image_cid, m.thumbnail_cid, m.metadata_cid,
      m.created_at, m.updated_at, o.price::text as on_order_price, o.created_at as listed_at
    from market_token m
    left join ${openOrder} on true
    where ${sql.join(where, sql` and `)}
      and not exists (
        select 1 from nft_token t
        where t.chain_id = m.chain_id and t.collection = m.collection and t.token_uid = m.token_uid
      )
      and not exists (
        select 1 from nft_token t
        where t.chain_id = m.chain_id and t.id = m.collection || '-' || m.token_id::text
      )
      -- the owner minted this very metadata with the collection's plain mint (no token UID)
      and not exists (
        select 1 from nft_token t
        where t.chain_id = m.chain_id and t.collection = m.collection
          and t.metadata_url = 'ipfs://' || m.metadata_cid
      )`
}

/** The scope's rows of one kind (a token id names a minted token only). */
function rowsOf(kind: 0 | 1, scope: RowScope): RawBuilder<unknown> | undefined {
  if (kind === 0) return mintedRows(scope)
  return scope.tokenId === undefined ? unmintedRows(scope) : undefined
}

/** Every token of the scope, minted or not. */
function tokenSet(scope: RowScope): RawBuilder<unknown> {
  const kinds = ([0, 1] as const).flatMap((kind) => rowsOf(kind, scope) ?? [])
  return sql.join(kinds, sql` union all `)
}

// One attribute element of `tokens.attributes`, read in the shape its source writes.
const attributeTrait = sql`case when tokens.described then e->>'traitType' else e->>'trait_type' end`
const attributeValue = sql`case when jsonb_typeof(e->'value') in ('string', 'number') then e->>'value' end`
const elements = sql`jsonb_array_elements(case when jsonb_typeof(tokens.attributes) = 'array' then tokens.attributes else '[]'::jsonb end) e`

function traitConditions(traits: TraitFilter): RawBuilder<unknown>[] {
  return Object.entries(traits).map(
    ([trait, values]) => sql`exists (
      select 1 from ${elements}
      where ${attributeTrait} = ${trait} and ${attributeValue} in (${sql.join(values)})
    )`,
  )
}

const ORDER: Record<TokenOrder, RawBuilder<unknown>> = {
  // Minted tokens by id, then the ones not minted yet in the order they were described.
  tokenId: sql`kind, token_number, created_at, token_uid`,
  tokenIdDesc: sql`kind, token_number desc, created_at desc, token_uid desc`,
  createdDesc: sql`created_at desc, kind, token_number, token_uid`,
  updatedDesc: sql`updated_at desc, kind, token_number, token_uid`,
  // Price: what it sells for (the ask, or the open lazy order); tokens not on sale come last.
  priceAsc: sql`on_order_price::numeric asc nulls last, kind, token_number, created_at, token_uid`,
  priceDesc: sql`on_order_price::numeric desc nulls last, kind, token_number, created_at, token_uid`,
  // Listed: when it went on sale (the ask's last change on chain, or the lazy order's creation);
  // tokens not on sale come last.
  listedAsc: sql`listed_at asc nulls last, kind, token_number, created_at, token_uid`,
  listedDesc: sql`listed_at desc nulls last, kind, token_number, created_at, token_uid`,
}

/** A collection page's ordering (`orderBy` and `direction` of the tokens and filter reads). */
export type TokenOrdering = { orderBy: 'tokenId' | 'price' | 'listed'; direction: 'asc' | 'desc' }

export function tokenOrder({ orderBy, direction }: TokenOrdering): TokenOrder {
  switch (orderBy) {
    case 'tokenId':
      return direction === 'asc' ? 'tokenId' : 'tokenIdDesc'
    case 'price':
      return direction === 'asc' ? 'priceAsc' : 'priceDesc'
    case 'listed':
      return direction === 'asc' ? 'listedAsc' : 'listedDesc'
  }
}

export type TokenPageQuery = {
  scope: TokenScope
  traits?: TraitFilter | undefined
  order: TokenOrder
  limit: number
  offset: number
}

const matching = (traits: TraitFilter) => {
  const conditions = traitConditions(traits)
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `)
}

/**
 * One page of tokens. Each kind is cut to its first offset + limit rows in the page's order
 * before the two are merged, so a page reads about offset + limit rows along the indexes, not
 * the whole collection.
 */
export function tokenPageSql({
  scope,
  traits = {},
  order,
  limit,
  offset,
}: TokenPageQuery): RawBuilder<TokenRow> {
  const where = matching(traits)
  const head = String(offset + limit)
  const branches = ([0, 1] as const).flatMap((kind) => {
    const rows = rowsOf(kind, scope)
    return rows === undefined
      ? []
      : [
          sql`(select * from (${rows}) tokens where ${where} order by ${ORDER[order]}
            limit ${head}::bigint)`,
        ]
  })
  return sql<TokenRow>`
    with page as (
      select * from (${sql.join(branches, sql` union all `)}) tokens
      order by ${ORDER[order]}
      limit ${limit} offset ${String(offset)}::bigint
    )
    select page.kind, page.token_id, page.collection, page.owner, page.location,
      page.current_ask_price, page.current_seller, page.is_tradable, page.metadata_url,
      page.token_uid, page.name, page.description, page.attributes, page.described, page.image,
      page.image_cid, page.thumbnail_cid, page.metadata_cid,
      ${iso(sql`page.created_at`)} as created_at, ${iso(sql`page.updated_at`)} as updated_at,
      page.on_order_price, coalesce(c.name, p.name, '') as collection_name
    from page
    left join nft_collection c on c.chain_id = ${scope.chainId} and c.id = page.collection
    left join market_collection p on p.chain_id = ${scope.chainId} and p.address = page.collection
    order by ${ORDER[order]}`
}

export async function selectTokens(
  db: Kysely<Database>,
  query: TokenPageQuery,
): Promise<TokenRow[]> {
  return (await tokenPageSql(query).execute(db)).rows
}

export type TokenCount = { minted: number; notMinted: number }

/** How many tokens of the scope match the traits, minted and not minted yet. */
export async function countTokens(
  db: Kysely<Database>,
  scope: TokenScope,
  traits: TraitFilter = {},
): Promise<TokenCount> {
  const where = matching(traits)
  const count = (kind: 0 | 1) => {
    const rows = rowsOf(kind, scope)
    return rows === undefined ? sql`0` : sql`(select count(*) from (${rows}) tokens where ${where})`
  }
  const { rows } = await sql<{ minted: string; not_minted: string }>`
    select ${count(0)}::text as minted, ${count(1)}::text as not_minted`.execute(db)
  return { minted: Number(rows[0]?.minted ?? 0), notMinted: Number(rows[0]?.not_minted ?? 0) }
}

/** A collection's figures as text: what its tokens page lists, counted by the same rows. */
export type CollectionFiguresRow = {
  /** Every token the page lists: minted, and described but not minted yet. */
  items: string
  /** Those on sale: an ask, or an open lazy order (the page's On Sale filter). */
  listed: string
  /** The lowest price among those on sale (wei); null when none is. */
  floor: string | null
}

/**
 * The figures of the collection `collection` names (a value, or a column of an outer query),
 * from the very rows the collection's tokens page reads, so the header can never count other
 * tokens than the grid shows (docs/decisions.md, "Issue 28 — collection figures").
 */
export function collectionFiguresSql(
  chainId: number,
  collection: string | RawBuilder<unknown>,
): RawBuilder<CollectionFiguresRow> {
  return sql<CollectionFiguresRow>`
    select count(*)::text as items, count(tokens.on_order_price)::text as listed,
      min(tokens.on_order_price::numeric)::text as floor
    from (${tokenSet({ chainId, collection })}) tokens`
}

/** traitType → value → number of tokens having it, over every token of the scope. */
export async function selectAttributesDistribution(
  db: Kysely<Database>,
  scope: TokenScope,
): Promise<Record<string, Record<string, number>>> {
  const { rows } = await sql<{ trait: string; value: string; tokens: number }>`
    with tokens as (${tokenSet(scope)})
    select ${attributeTrait} as trait, ${attributeValue} as value, count(*)::int as tokens
    from tokens, ${elements}
    where ${attributeTrait} is not null and ${attributeValue} is not null
    group by 1, 2
    order by 1, 2`.execute(db)
  const distribution: Record<string, Record<string, number>> = {}
  for (const { trait, value, tokens } of rows) {
    distribution[trait] ??= {}
    distribution[trait][value] = tokens
  }
  return distribution
}
