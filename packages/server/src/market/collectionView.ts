/**
 * One collection as the API answers it (ApiCollection): the off-chain page its owner wrote
 * (market_collection) over the indexed chain state (nft_collection), either of which may be
 * missing. The api-reads branch builds the same shape for its lists; the lead keeps one builder.
 */
import type { ApiCollection, CollectionStatus } from '@ghost/sdk'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MarketCollectionTable, NftCollectionTable } from '../db/schema'
import { ipfsPath } from './context'

type Page = Selectable<MarketCollectionTable>
type Indexed = Selectable<NftCollectionTable>

const unixToIso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString()

const statusOf = (status: string): CollectionStatus | null =>
  status === 'Pending' || status === 'Open' || status === 'Closed' ? status : null

/** Merges the two rows; the page's name wins over the contract's (what the owner chose to show). */
export function toApiCollection(
  address: string,
  page: Page | undefined,
  indexed: Indexed | undefined,
  totalSupply: number,
): ApiCollection {
  return {
    address,
    name: page?.name ?? indexed?.name ?? '',
    symbol: indexed?.symbol ?? '',
    description: page?.description ?? '',
    avatar: page?.avatar ? ipfsPath(page.avatar) : null,
    banner: page?.banner ? ipfsPath(page.banner) : null,
    owner: indexed?.owner ?? page?.owner ?? null,
    creatorAddress: indexed?.creator_address ?? null,
    creatorFee: Number(indexed?.creator_fee ?? 0),
    refererFee: Number(indexed?.referer_fee ?? 0),
    whitelistChecker: indexed?.whitelist_checker ?? null,
    status: indexed ? statusOf(indexed.status) : null,
    active: indexed?.active ?? false,
    totalTrades: Number(indexed?.total_trades ?? 0),
    totalVolumeBNB: (indexed?.total_volume_eth ?? 0n).toString(),
    numberTokensListed: Number(indexed?.number_tokens_listed ?? 0),
    totalSupply,
    onChain: indexed !== undefined,
    createdAt: page
      ? page.created_at.toISOString()
      : indexed
        ? unixToIso(indexed.created_at)
        : null,
    updatedAt: page
      ? page.updated_at.toISOString()
      : indexed
        ? unixToIso(indexed.updated_at)
        : null,
  }
}

/** The collection at `address` (lowercase), or undefined when neither a page nor the index has it. */
export async function readCollectionView(
  db: Kysely<Database>,
  chainId: number,
  address: string,
): Promise<ApiCollection | undefined> {
  const [page, indexed, supply] = await Promise.all([
    db
      .selectFrom('market_collection')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('address', '=', address)
      .executeTakeFirst(),
    db
      .selectFrom('nft_collection')
      .selectAll()
      .where('chain_id', '=', chainId)
      .where('id', '=', address)
      .executeTakeFirst(),
    db
      .selectFrom('nft_token')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('chain_id', '=', chainId)
      .where('collection', '=', address)
      .executeTakeFirstOrThrow(),
  ])
  if (!page && !indexed) return undefined
  return toApiCollection(address, page, indexed, Number(supply.count))
}
