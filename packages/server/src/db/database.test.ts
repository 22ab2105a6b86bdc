import { freePort } from '@ghost/contracts/anvil'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseConfig } from '../config'
import { DatabaseUnavailableError, DataDirLockedError, MigrationError } from '../errors'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createCheckpointStore } from './checkpointStore'
import { countAppliedMigrations, migrateToLatest } from './migrate'
import { migrations } from './migrations/index'
import { type OpenedDatabase, openDatabase } from './openDatabase'

const HASH_A = `0x${'ab'.repeat(32)}`
const HASH_B = `0x${'cd'.repeat(32)}`

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let config: DatabaseConfig
    let database: OpenedDatabase

    beforeAll(async () => {
      handle = await target.start()
      config = await handle.freshDatabase()
      database = await openDatabase({ database: config })
    })
    afterAll(async () => {
      await database?.close()
      await handle?.stop()
    })

    test('migrations: a failure is reported by name and rolled back, then 0001_init applies once', async () => {
      expect(database.kind).toBe(target.kind)
      expect(await countAppliedMigrations(database.db)).toBe(0)

      // A table squatting on the name makes 0001_init fail half-way.
      await database.db.schema.createTable('chain_checkpoint').addColumn('x', 'integer').execute()
      const error = await migrateToLatest(database.db).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(MigrationError)
      expect((error as MigrationError).shortMessage).toBe('Migration 0001_init failed.')
      expect((error as MigrationError).metaMessages).toEqual([
        'relation "chain_checkpoint" already exists',
      ])
      expect(await countAppliedMigrations(database.db)).toBe(0)
      await database.db.schema.dropTable('chain_checkpoint').execute()

      const all = Object.keys(migrations)
      expect(await migrateToLatest(database.db)).toEqual({ applied: all, total: all.length })
      expect(await migrateToLatest(database.db)).toEqual({ applied: [], total: all.length })
    })

    test('int8 is a bigint both ways, the upsert moves the checkpoint, and values survive a reopen', async () => {
      const store = createCheckpointStore({ db: database.db })
      expect(await store.getCheckpoint({ chainId: 1337 })).toBeUndefined()

      await store.saveCheckpoint({ chainId: 1337, blockNumber: 7n, blockHash: HASH_A })
      const first = await store.getCheckpoint({ chainId: 1337 })
      // Small values too: PGlite on its own would hand back a number here.
      expect(first?.block_number).toBe(7n)

      const big = 2n ** 62n
      await store.saveCheckpoint({
        chainId: 1337,
        blockNumber: big,
        blockHash: HASH_B.toUpperCase().replace('0X', '0x'),
      })
      await store.saveCheckpoint({ chainId: 97, blockNumber: 1n, blockHash: HASH_A })
      const moved = await store.getCheckpoint({ chainId: 1337 })
      expect(moved).toMatchObject({ chain_id: 1337, block_number: big, block_hash: HASH_B })
      expect(moved?.updated_at).toBeInstanceOf(Date)
      expect(moved?.updated_at.getTime()).toBeGreaterThanOrEqual(first?.updated_at.getTime() ?? 0)

      await database.close()
      database = await openDatabase({ database: config })
      expect(await migrateToLatest(database.db)).toEqual({
        applied: [],
        total: Object.keys(migrations).length,
      })
      const reopened = createCheckpointStore({ db: database.db })
      expect((await reopened.getCheckpoint({ chainId: 1337 }))?.block_number).toBe(big)
      expect((await reopened.getCheckpoint({ chainId: 97 }))?.block_number).toBe(1n)
    })

    test('the schema refuses a negative block number and a malformed hash', async () => {
      const store = createCheckpointStore({ db: database.db })
      await expect(
        store.saveCheckpoint({ chainId: 56, blockNumber: -1n, blockHash: HASH_A }),
      ).rejects.toThrow(/violates check constraint "chain_checkpoint_block_number_check"/)
      await expect(
        store.saveCheckpoint({ chainId: 56, blockNumber: 1n, blockHash: '0x1234' }),
      ).rejects.toThrow(/violates check constraint "chain_checkpoint_block_hash_check"/)
      expect(await store.getCheckpoint({ chainId: 56 })).toBeUndefined()
    })

    if (target.kind === 'pglite') {
      test('a PGlite folder opens once per process until closed', async () => {
        if (config.kind !== 'pglite') throw new Error('expected a PGlite config')
        const error = await openDatabase({ database: config }).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(DataDirLockedError)
        const message = (error as Error).message
          .replaceAll(config.dataDir, '<dataDir>')
          .replace(/since \S+/, 'since <time>')
        expect(message).toMatchInlineSnapshot(`
          "The PGlite data folder <dataDir> is in use by this process.
          - Locked since <time> (lock file <dataDir>.lock).
          - Stop the other server, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL)."
        `)
      })
    }
  })
}

test('an unreachable PostgreSQL fails at open with a message that hides the password', async () => {
  const url = `postgres://ghost:hunter2@127.0.0.1:${await freePort()}/ghost`
  const error = await openDatabase({ database: { kind: 'postgres', url } }).catch(
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(DatabaseUnavailableError)
  expect(
    (error as Error).message.replace(/:\d+\//g, ':<port>/').replace(/:\d+$/m, ':<port>'),
  ).toMatchInlineSnapshot(`
    "Cannot connect to PostgreSQL at postgres://ghost:***@127.0.0.1:<port>/ghost.
    - connect ECONNREFUSED 127.0.0.1:<port>"
  `)
})
