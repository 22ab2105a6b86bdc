import { type AnvilInstance, anvilClient, freePort, startAnvil } from '@ghost/contracts/anvil'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig, type ServerConfig } from './config'
import { createServer } from './createServer'
import { createCheckpointStore } from './db/checkpointStore'
import { migrateToLatest } from './db/migrate'
import { migrations } from './db/migrations/index'
import { type OpenedDatabase, openDatabase } from './db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from './test/databaseTargets'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(async () => {
  await anvil?.stop()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let config: ServerConfig
    let app: FastifyInstance
    let appWithoutChain: FastifyInstance

    beforeAll(async () => {
      handle = await target.start()
      const base = loadConfig({ LOG_LEVEL: 'silent' })
      config = { ...base, database: await handle.freshDatabase(), rpcUrl: anvil.url }
      database = await openDatabase(config)
      await migrateToLatest(database.db)
      app = await createServer({ config, database })
      // Nothing listens on a fresh free port: the RPC node is "down".
      const deadRpc = `http://127.0.0.1:${await freePort()}`
      appWithoutChain = await createServer({ config: { ...config, rpcUrl: deadRpc }, database })
    })
    afterAll(async () => {
      await app?.close()
      await appWithoutChain?.close()
      await database?.close()
      await handle?.stop()
    })

    test('GET /health reports the database, migrations and the chain head', async () => {
      const client = anvilClient(anvil.url)
      await client.mine({ blocks: 3 })
      const head = Number(await client.getBlockNumber())
      expect(head).toBeGreaterThanOrEqual(3)

      const response = await app.inject({ method: 'GET', url: '/health' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.json()).toEqual({
        status: 'ok',
        chainId: 1337,
        database: target.kind,
        migrations: Object.keys(migrations).length,
        block: head,
      })
    })

    // No timing assertion (a loaded machine would make it flaky): /health gives up on the node
    // after its own timeout, well inside the test's.
    test('GET /health says block null when the RPC node is down', async () => {
      const response = await appWithoutChain.inject({ method: 'GET', url: '/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        status: 'ok',
        chainId: 1337,
        database: target.kind,
        migrations: Object.keys(migrations).length,
        block: null,
      })
    })

    test('GET /v1/:chainId/status shows the stored checkpoint of a supported chain', async () => {
      const before = await app.inject({ method: 'GET', url: '/v1/1337/status' })
      expect(before.json()).toEqual({
        chainId: 1337,
        name: 'Ghost Local',
        indexed: true,
        checkpoint: null,
      })

      const hash = `0x${'0f'.repeat(32)}`
      await createCheckpointStore({ db: database.db }).saveCheckpoint({
        chainId: 1337,
        blockNumber: 42n,
        blockHash: hash,
      })
      const after = (await app.inject({ method: 'GET', url: '/v1/1337/status' })).json()
      expect(after.checkpoint).toEqual({
        blockNumber: 42,
        blockHash: hash,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      })

      const testnet = await app.inject({ method: 'GET', url: '/v1/97/status' })
      expect(testnet.json()).toEqual({
        chainId: 97,
        name: 'BNB Smart Chain Testnet',
        indexed: false,
        checkpoint: null,
      })
    })

    test('GET /v1/:chainId/status refuses other chain ids with 400', async () => {
      for (const chainId of ['1', 'abc', '0x38', '1337.0']) {
        const response = await app.inject({ method: 'GET', url: `/v1/${chainId}/status` })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          error: 'Bad Request',
          message: 'params.chainId: Unsupported chain id',
          issues: [
            {
              in: 'params',
              path: ['chainId'],
              code: 'invalid_value',
              message: 'Unsupported chain id',
            },
          ],
        })
      }
    })

    // Last in this block: it closes the database under the running server.
    test('GET /health answers 503 when the database is gone', async () => {
      await database.close()
      const response = await app.inject({ method: 'GET', url: '/health' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: 'The database did not answer.',
      })
    })
  })
}
