/**
 * A collection's token count and trait distribution, the costly part of its tokens page (every
 * attribute of every token), kept between requests while nothing they depend on changed: the
 * index's tokens change only with the checkpoint (the indexer stores a block's rows and its
 * checkpoint together; a reorg changes the hash), and the off-chain descriptions of the
 * collection are versioned by their count and latest update.
 */
import type { IndexedTo } from '@ghost/sdk'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { countTokens, selectAttributesDistribution } from './tokenQuery'
import { createVersionedCache } from './versionedCache'

export type CollectionTokenStats = {
  total: number
  /** Tokens the index has minted; the ones described but not minted come after them. */
  minted: number
  attributesDistribution: Record<string, Record<string, number>>
}

/** Whether the collection is known, the index's checkpoint, and the version of both. */
export type CollectionState = {
  known: boolean
  /** The chain's name, else the page's ('' when unknown). */
  name: string
  indexedTo: IndexedTo
  version: string
}

/** Collections whose stats are kept (the least recently read are dropped first). */
const CAPACITY = 200

export type CollectionTokenStatsReader = {
  /** One statement: the collection's existence, the checkpoint and the stats' version. */
  state(chainId: number, collection: string): Promise<CollectionState>
  stats(chainId: number, collection: string, version: string): Promise<CollectionTokenStats>
}

export function createCollectionTokenStats(db: Kysely<Database>): CollectionTokenStatsReader {
  const cache = createVersionedCache<CollectionTokenStats>(CAPACITY)
  return {
    async state(chainId, collection) {
      const { rows } = await sql<{
        known: boolean
        name: string
        block_number: string | null
        block_hash: string | null
        described: string
        described_at: string | null
      }>`
        select
          chain.name is not null or page.name is not null as known,
          coalesce(chain.name, page.name, '') as name,
          c.block_number::text as block_number, c.block_hash,
          d.described::text as described, d.described_at::text as described_at
        from (
          select count(*) as described, max(updated_at) as described_at from market_token
          where chain_id = ${chainId} and collection = ${collection}
        ) d
        left join chain_checkpoint c on c.chain_id = ${chainId}
        left join nft_collection chain on chain.chain_id = ${chainId} and chain.id = ${collection}
        left join market_collection page
          on page.chain_id = ${chainId} and page.address = ${collection}`.execute(db)
      const row = rows[0]
      if (!row) throw new Error('collection state: no row')
      const indexedTo =
        row.block_number === null || row.block_hash === null
          ? null
          : { blockNumber: Number(row.block_number), blockHash: row.block_hash }
      return {
        known: row.known,
        name: row.name,
        indexedTo,
        version: `${row.block_hash}/${row.described}/${row.described_at}`,
      }
    },

    stats(chainId, collection, version) {
      return cache.get(`${chainId}/${collection}`, version, async () => {
        const scope = { chainId, collection }
        const count = await countTokens(db, scope)
        return {
          total: count.minted + count.notMinted,
          minted: count.minted,
          attributesDistribution: await selectAttributesDistribution(db, scope),
        }
      })
    },
  }
}
