import Fastify, { type FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import type { Database } from '../db/schema'
import { installErrorHandlers } from '../http/errorHandler'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { FIXTURE, insertDexFixture } from '../test/dexFixture'
import { addGraphqlRoute } from './graphqlRoute'

type Answer = {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
  extensions?: { indexedBlock: { number: number; hash: string } | null }
}

const BLOCK_HASH = `0x${'12'.repeat(32)}`

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GraphQL on ${target.title}`, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let app: FastifyInstance

    beforeAll(async () => {
      handle = await target.start()
      const base = loadConfig({ LOG_LEVEL: 'silent' })
      const config = {
        ...base,
        database: await handle.freshDatabase(),
        rpcUrl: 'http://127.0.0.1:9',
      }
      database = await openDatabase(config)
      await migrateToLatest(database.db)
      app = await createServer({ config, database })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
      await handle?.stop()
    })

    async function ask(query: string, chainId: number | string = 1337, variables?: object) {
      const response = await app.inject({
        method: 'POST',
        url: `/v1/${chainId}/graphql`,
        payload: { query, variables },
      })
      if (process.env.DEBUG_GQL) console.log(response.body)
      return { status: response.statusCode, body: response.json() as Answer }
    }

    test('before the first block: empty lists, _meta.block and extensions.indexedBlock null', async () => {
      const { status, body } = await ask(
        '{ pairs { id } _meta { block { number hash } hasIndexingErrors } }',
      )
      expect(status).toBe(200)
      expect(body).toEqual({
        data: { pairs: [], _meta: { block: null, hasIndexingErrors: false } },
        extensions: { indexedBlock: null },
      })
    })

    test('top pairs by reserveUSD with their tokens, amounts in each token’s decimals', async () => {
      await insertDexFixture(database.db)
      await createCheckpointStore({ db: database.db }).saveCheckpoint({
        chainId: 1337,
        blockNumber: 120n,
        blockHash: BLOCK_HASH,
      })
      const { status, body } = await ask(`{
        pairs(first: 10, orderBy: reserveUSD, orderDirection: desc) {
          id reserve0 reserve1 reserveUSD token0Price txCount
          token0 { id symbol decimals } token1 { symbol }
        }
      }`)
      expect(status).toBe(200)
      expect(body.extensions).toEqual({ indexedBlock: { number: 120, hash: BLOCK_HASH } })
      expect(body.data?.pairs).toEqual([
        {
          id: FIXTURE.bnbUsdt,
          reserve0: '10.5',
          reserve1: '3000.25',
          reserveUSD: '6000.5',
          token0Price: '0.003333333333333333',
          txCount: '5',
          token0: { id: FIXTURE.wbnb, symbol: 'WBNB', decimals: '18' },
          token1: { symbol: 'USDT' },
        },
        // Equal reserveUSD: the id decides, in the same direction.
        expect.objectContaining({ id: FIXTURE.ghostUsdt, reserveUSD: '100', reserve0: '0' }),
        expect.objectContaining({ id: FIXTURE.ghostBnb, reserveUSD: '100' }),
      ])
    })
  })
}
