import DataLoader from 'dataloader'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { type EntityName, entityNamed } from './entities'
import { type Row, rowsByIdQuery } from './listQuery'
import { createSnapshot, type Snapshot } from './snapshot'

/** What every resolver of one request shares. */
export type GraphqlContext = {
  chainId: number
  snapshot: Snapshot
  /** Rows by id per entity, batched per tick: a list's relations cost one query per field. */
  loader(entity: EntityName): DataLoader<string, Row | null>
}

export function createGraphqlContext(db: Kysely<Database>, chainId: number): GraphqlContext {
  const snapshot = createSnapshot(db, chainId)
  const loaders = new Map<EntityName, DataLoader<string, Row | null>>()
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
  }
}
