import DataLoader from 'dataloader'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { entityNamed } from './entities'
import type { EntityName } from './entitySpec'
import { MAX_IN_VALUES, type Row, rowsByIdQuery } from './listQuery'
import { createSnapshot, type Snapshot } from './snapshot'

/** What every resolver of one request shares. */
export type GraphqlContext = {
  chainId: number
  snapshot: Snapshot
  /** Rows by id per entity, batched per tick: a list's relations cost one query per field. */
  loader(entity: EntityName): DataLoader<string, Row | null>
  /**
   * A relation list's rows by parent id, one loader per list field and arguments (`key`),
   * batched per tick: `users(first: 100) { buyTradeHistory { … } }` is one statement per list.
   */
  relationLoader(
    key: string,
    load: (parentIds: readonly string[]) => Promise<Row[][]>,
  ): DataLoader<string, Row[]>
}

export function createGraphqlContext(db: Kysely<Database>, chainId: number): GraphqlContext {
  const snapshot = createSnapshot(db, chainId)
  const loaders = new Map<EntityName, DataLoader<string, Row | null>>()
  const relationLoaders = new Map<string, DataLoader<string, Row[]>>()
  return {
    chainId,
    snapshot,
    loader(name) {
      let loader = loaders.get(name)
      if (loader === undefined) {
        const entity = entityNamed(name)
        loader = new DataLoader(
          async (ids) => {
            const trx = await snapshot.transaction()
            const { rows } = await rowsByIdQuery(entity, chainId, ids).execute(trx)
            const byId = new Map(rows.map((row) => [String(row.id), row]))
            return ids.map((id) => byId.get(id) ?? null)
          },
          { maxBatchSize: 1000 },
        )
        loaders.set(name, loader)
      }
      return loader
    },
    relationLoader(key, load) {
      let loader = relationLoaders.get(key)
      if (loader === undefined) {
        loader = new DataLoader(load, { maxBatchSize: MAX_IN_VALUES })
        relationLoaders.set(key, loader)
      }
      return loader
    },
  }
}
