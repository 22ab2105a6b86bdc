/**
 * The database side of an indexer test suite, called inside its `describe` for one target: the
 * target started before the suite, each database opened fresh and migrated, closed after the
 * suite, and each indexer the test kept stopped after it (a leader's lock holds a pool connection
 * until then).
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { DatabaseConfig } from '../../config'
import { migrateToLatest } from '../../db/migrate'
import { type OpenedDatabase, openDatabase } from '../../db/openDatabase'
import type { DATABASE_TARGETS, DatabaseTargetHandle } from '../../test/databaseTargets'
import type { Indexer } from '../createIndexer'

export function useIndexerDatabases(target: (typeof DATABASE_TARGETS)[number]) {
  let handle: DatabaseTargetHandle | undefined
  const opened: OpenedDatabase[] = []
  let running: Indexer[] = []

  beforeAll(async () => {
    handle = await target.start()
  })
  afterEach(async () => {
    for (const indexer of running) await indexer.stop()
    running = []
  })
  afterAll(async () => {
    for (const database of opened) await database.close()
    await handle?.stop()
  })

  return {
    /** A migrated database: a fresh one, or `config`'s (to reopen one). */
    async open(config?: DatabaseConfig) {
      if (!handle) throw new Error('open() runs in a test, after the suite started its database')
      const databaseConfig = config ?? (await handle.freshDatabase())
      const database = await openDatabase({ database: databaseConfig })
      opened.push(database)
      await migrateToLatest(database.db)
      return { database, config: databaseConfig }
    },
    /** Stops `indexer` after the test. */
    keep(indexer: Indexer): Indexer {
      running.push(indexer)
      return indexer
    },
  }
}
