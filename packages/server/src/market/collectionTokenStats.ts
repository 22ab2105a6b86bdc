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

export type CollectionTokenStats = {
  total: number
  /** Tokens the index has minted; the ones described but not minted come after them. */
  minted: number
  attributesDistribution: Record<string, Record<string, number>>
}

/** Whether the collection is known, the index's checkpoint, and the version of both. */
export type CollectionState = {
  known: boolean
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
  const cache = new Map<string, { version: string; stats: CollectionTokenStats }>()
  return {
    async state(chainId, collection) {
      const { rows } = await sql<{
        known: boolean
        block_number: string | null
        block_hash: string | null
        described: string
        described_at: string | null
      }>`
        select
          exists (select 1 from nft_collection where chain_id = ${chainId} and id = ${collection})
            or exists (
              select 1 from market_collection where chain_id = ${chainId} and address = ${collection}
            ) as known,
          c.block_number::text as block_number, c.block_hash,
          d.described::text as described, d.described_at::text as described_at
        from (
          select count(*) as described, max(updated_at) as described_at from market_token
          where chain_id = ${chainId} and collection = ${collection}
        ) d
        left join chain_checkpoint c on c.chain_id = ${chainId}`.execute(db)
      const row = rows[0]
      if (!row) throw new Error('collection state: no row')
      const indexedTo =
        row.block_number === null || row.block_hash === null
          ? null
          : { blockNumber: Number(row.block_number), blockHash: row.block_hash }
      return {
        known: row.known,
        indexedTo,
        version: `${row.block_hash}/${row.described}/${row.described_at}`,
      }
    },

    async stats(chainId, collection, version) {
      const key = `${chainId}/${collection}`
      const cached = cache.get(key)
      if (cached) {
        cache.delete(key)
        cache.set(key, cached)
        if (cached.version === version) return cached.stats
      }
      const scope = { chainId, collection }
      const count = await countTokens(db, scope)
      const stats = {
        total: count.minted + count.notMinted,
        minted: count.minted,
        attributesDistribution: await selectAttributesDistribution(db, scope),
      }
      cache.set(key, { version, stats })
      if (cache.size > CAPACITY) {
        const oldest = cache.keys().next().value
        if (oldest !== undefined) cache.delete(oldest)
      }
      return stats
    },
  }
}
