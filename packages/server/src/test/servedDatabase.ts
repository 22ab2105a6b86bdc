/**
 * Route tests' databases: a fresh migrated database on a test target, filled as the test needs,
 * behind its own server (silent logs), and the indexed head the API reads its clock from.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { keccak256, toHex } from 'viem'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import type { DatabaseTargetHandle } from './databaseTargets'

export type ServedDatabase = {
  database: OpenedDatabase
  app: FastifyInstance
  /** Closes the server, then the database. */
  close(): Promise<void>
}

/** A fresh database of `handle`, migrated, filled by `fill` (if any), then served. */
export async function serveFreshDatabase(
  handle: DatabaseTargetHandle,
  fill?: (database: OpenedDatabase) => Promise<void>,
): Promise<ServedDatabase> {
  const database = await openDatabase({ database: await handle.freshDatabase() })
  try {
    await migrateToLatest(database.db)
    await fill?.(database)
    const app = await createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database })
    return {
      database,
      app,
      async close() {
        await app.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}

/** Listens on a free local port (for tests over real HTTP) and answers the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** Sets the indexed head (checkpoint and its block's time), as the indexer's last range does. */
export async function setIndexedHead(
  database: OpenedDatabase,
  blockNumber: bigint,
  timestamp: bigint,
): Promise<void> {
  const hash = keccak256(toHex(`head ${blockNumber}`))
  await createCheckpointStore({ db: database.db }).saveCheckpoint({
    chainId: 1337,
    blockNumber,
    blockHash: hash,
  })
  await database.db
    .insertInto('indexer_block')
    .values({ chain_id: 1337, number: blockNumber, hash, timestamp })
    .onConflict((conflict) => conflict.columns(['chain_id', 'number']).doUpdateSet({ timestamp }))
    .execute()
}
