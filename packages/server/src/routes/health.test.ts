/**
 * The load balancer's endpoints (PGlite and PostgreSQL): /health/live always answers,
 * /health/ready only once the database answers with every migration applied and, with
 * READY_MAX_BLOCK_LAG, once the stored index is close enough to the node's head. And /health's
 * chain check through a node that lags, and through a fallback list whose first node is dead.
 */
import { type AnvilInstance, anvilClient, freePort, startAnvil } from '@ghost/contracts/anvil'
import { startRpcProxy } from '@ghost/devnet'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig, type ServerConfig } from '../config'
import { createServer } from '../createServer'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { migrations } from '../db/migrations/index'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'

const MIGRATIONS = Object.keys(migrations).length

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil()
  await anvilClient(anvil.url).mine({ blocks: 50 })
})
afterAll(async () => {
  await anvil?.stop()
})

const head = async () => Number(await anvilClient(anvil.url).getBlockNumber({ cacheTime: 0 }))

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let base: ServerConfig
    const opened: OpenedDatabase[] = []
    const apps: FastifyInstance[] = []

    beforeAll(async () => {
      handle = await target.start()
      base = { ...loadConfig({ LOG_LEVEL: 'silent' }), rpcUrl: anvil.url }
    })
    afterAll(async () => {
      for (const app of apps) await app.close()
      for (const database of opened) await database.close().catch(() => {})
      await handle?.stop()
    })

    /** A server on a fresh database of this target, not yet migrated. */
    async function serverOn(config: Partial<ServerConfig> = {}) {
      const full = { ...base, database: await handle.freshDatabase(), ...config }
      const database = await openDatabase(full)
      opened.push(database)
      const app = await createServer({ config: full, database })
      apps.push(app)
      return { app, database }
    }

    test('ready only once migrated; live all along; not ready once the database is gone', async () => {
      const { app, database } = await serverOn()
      const live = await app.inject({ method: 'GET', url: '/health/live' })
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }])

      const before = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(before.statusCode).toBe(503)
      expect(before.json()).toEqual({
        ready: false,
        reasons: [`migrations: 0 of ${MIGRATIONS} applied`],
        database: 'ok',
        migrations: { applied: 0, expected: MIGRATIONS },
        indexer: null,
      })

      await migrateToLatest(database.db)
      const after = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(after.statusCode).toBe(200)
      expect(after.json()).toEqual({
        ready: true,
        reasons: [],
        database: 'ok',
        migrations: { applied: MIGRATIONS, expected: MIGRATIONS },
        indexer: null,
      })

      await database.close()
      const gone = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(gone.statusCode).toBe(503)
      expect(gone.json()).toMatchObject({
        ready: false,
        reasons: ['the database did not answer'],
        database: 'unavailable',
      })
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200)
    })

    test('READY_MAX_BLOCK_LAG: not ready until the stored checkpoint is that close to the head', async () => {
      const { app, database } = await serverOn({ readyMaxBlockLag: 10 })
      await migrateToLatest(database.db)
      const ready = async () => {
        const answer = await app.inject({ method: 'GET', url: '/health/ready' })
        return { status: answer.statusCode, body: answer.json() }
      }
      const chainHead = await head()
      expect(await ready()).toEqual({
        status: 503,
        body: expect.objectContaining({
          reasons: ['the indexer has stored no block yet'],
          indexer: { checkpoint: null, head: chainHead, maxLag: 10 },
        }),
      })

      const checkpoints = createCheckpointStore({ db: database.db })
      const save = (blockNumber: number) =>
        checkpoints.saveCheckpoint({
          chainId: base.chainId,
          blockNumber: BigInt(blockNumber),
          blockHash: `0x${'ab'.repeat(32)}`,
        })
      await save(chainHead - 11)
      expect(await ready()).toEqual({
        status: 503,
        body: expect.objectContaining({
          reasons: ['the indexer is 11 blocks behind the node (at most 10)'],
        }),
      })
      await save(chainHead - 10)
      expect(await ready()).toEqual({
        status: 200,
        body: {
          ready: true,
          reasons: [],
          database: 'ok',
          migrations: { applied: MIGRATIONS, expected: MIGRATIONS },
          indexer: { checkpoint: chainHead - 10, head: chainHead, maxLag: 10 },
        },
      })
    })

    test('READY_MAX_BLOCK_LAG with the node down: the lag is not judged, the database decides', async () => {
      const dead = `http://127.0.0.1:${await freePort()}`
      const { app, database } = await serverOn({ rpcUrl: dead, readyMaxBlockLag: 10 })
      await migrateToLatest(database.db)
      const answer = await app.inject({ method: 'GET', url: '/health/ready' })
      expect(answer.statusCode).toBe(200)
      expect(answer.json().indexer).toEqual({ checkpoint: null, head: null, maxLag: 10 })
    })

    test('/health reads the head through a lagging node, and through the fallback when the first URL is dead', async () => {
      const proxy = await startRpcProxy({ upstream: anvil.url, lagBlocks: 5 })
      try {
        const dead = `http://127.0.0.1:${await freePort()}`
        const { app, database } = await serverOn({ rpcUrl: dead, rpcFallbackUrls: [proxy.url] })
        await migrateToLatest(database.db)
        const answer = await app.inject({ method: 'GET', url: '/health' })
        expect(answer.statusCode).toBe(200)
        expect(answer.json()).toEqual({
          status: 'ok',
          chainId: base.chainId,
          database: target.kind,
          migrations: MIGRATIONS,
          block: (await head()) - 5,
        })
      } finally {
        await proxy.stop()
      }
    })
  })
}
