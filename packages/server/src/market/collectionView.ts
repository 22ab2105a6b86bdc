/**
 * Collections as the API answers them: every collection the market registered on chain (the
 * index's nft_collection) with its off-chain page (market_collection) when its owner wrote one,
 * then the pages of collections the chain does not know. The chain's name and symbol win over
 * the page's (see docs/decisions.md, "NFT market API: reads").
 */
import type { ApiCollection, CollectionStatus } from '@ghost/sdk'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../db/schema'
import { ipfsPath } from './context'
import { collectionFiguresSql } from './tokenQuery'

type CollectionRow = {
  address: string
  on_chain: boolean
  name: string
  symbol: string | null
  description: string | null
  avatar: string | null
  banner: string | null
  owner: string | null
  creator_address: string | null
  creator_fee: string | null
  referer_fee: string | null
  whitelist_checker: string | null
  status: string | null
  active: boolean | null
  total_trades: string | null
  total_volume: string | null
  number_tokens_listed: string | null
  total_supply: string
  floor_price: string | null
  created_at: string | null
  updated_at: string | null
  total: string
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const STATUSES: readonly string[] = ['Pending', 'Open', 'Closed'] satisfies CollectionStatus[]

const iso = (value: RawBuilder<unknown>) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export type CollectionQuery = {
  chainId: number
  /** One collection; all when undefined. */
  address?: string | undefined
  limit: number
  offset: number
}

/**
 * On-chain collections first, by volume (the busiest market first) then address; pages only the
 * API knows after them, oldest first.
 */
export async function selectCollections(
  db: Kysely<Database>,
  { chainId, address, limit, offset }: CollectionQuery,
): Promise<CollectionRow[]> {
  const one = address === undefined ? sql`true` : sql`coalesce(c.id, p.address) = ${address}`
  const { rows } = await sql<CollectionRow>`
    with joined as (
      select coalesce(c.id, p.address) as address, c.id is not null as on_chain,
        coalesce(c.name, p.name) as name, c.symbol, p.description, p.avatar, p.banner,
        coalesce(c.owner, p.owner) as owner, c.creator_address, c.creator_fee::text as creator_fee,
        c.referer_fee::text as referer_fee, c.whitelist_checker, c.status, c.active,
        c.total_trades::text as total_trades, c.total_volume_eth as total_volume,
        coalesce(to_timestamp(c.created_at), p.created_at) as created_at,
        greatest(to_timestamp(c.updated_at), p.updated_at) as updated_at
      from (select * from nft_collection where chain_id = ${chainId}) c
      full join (select * from market_collection where chain_id = ${chainId}) p
        on p.address = c.id
      where ${one}
    ),
    page as (
      select joined.*, count(*) over () as total from joined
      order by on_chain desc, total_volume desc nulls last, created_at, address
      limit ${limit} offset ${String(offset)}::bigint
    )
    select page.address, page.on_chain, page.name, page.symbol, page.description, page.avatar,
      page.banner, page.owner, page.creator_address, page.creator_fee, page.referer_fee,
      page.whitelist_checker, page.status, page.active, page.total_trades,
      page.total_volume::text as total_volume, figures.listed as number_tokens_listed,
      figures.items as total_supply, figures.floor as floor_price,
      ${iso(sql`page.created_at`)} as created_at, ${iso(sql`page.updated_at`)} as updated_at,
      page.total::text as total
    from page
    -- the figures count the rows the collection's tokens page lists (tokenQuery), not the
    -- index's rollups: a lazily listed token is an item on sale there too
    cross join lateral (${collectionFiguresSql(chainId, sql`page.address`)}) figures
    order by page.on_chain desc, page.total_volume desc nulls last, page.created_at, page.address`.execute(
    db,
  )
  return rows
}

export function toApiCollection(row: CollectionRow): ApiCollection {
  return {
    address: row.address,
    name: row.name,
    symbol: row.symbol ?? '',
    description: row.description ?? '',
    avatar: row.avatar === null ? null : ipfsPath(row.avatar),
    banner: row.banner === null ? null : ipfsPath(row.banner),
    owner: row.owner,
    creatorAddress: row.creator_address,
    creatorFee: Number(row.creator_fee ?? 0),
    refererFee: Number(row.referer_fee ?? 0),
    whitelistChecker:
      row.whitelist_checker === null || row.whitelist_checker === ZERO_ADDRESS
        ? null
        : row.whitelist_checker,
    status:
      row.status !== null && STATUSES.includes(row.status)
        ? (row.status as CollectionStatus)
        : null,
    active: row.active ?? false,
    totalTrades: Number(row.total_trades ?? 0),
    totalVolumeBNB: row.total_volume ?? '0',
    numberTokensListed: Number(row.number_tokens_listed ?? 0),
    totalSupply: Number(row.total_supply),
    floorPriceBNB: row.floor_price,
    onChain: row.on_chain,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Whether the chain or the API knows the collection (404 otherwise). */
export async function collectionExists(
  db: Kysely<Database>,
  chainId: number,
  address: string,
): Promise<boolean> {
  const { rows } = await sql<{ known: boolean }>`
    select exists (select 1 from nft_collection where chain_id = ${chainId} and id = ${address})
      or exists (
        select 1 from market_collection where chain_id = ${chainId} and address = ${address}
      ) as known`.execute(db)
  return rows[0]?.known === true
}
