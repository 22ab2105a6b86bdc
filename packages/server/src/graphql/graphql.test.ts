import Fastify, { type FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import type { Database } from '../db/schema'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { FIXTURE, insertDexFixture } from '../test/dexFixture'
import { addGraphqlRoute } from './graphqlRoute'

type Answer = {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
  extensions?: { indexedBlock: { number: number; hash: string } | null }
}

const BLOCK_HASH = `0x${'12'.repeat(32)}`
const BLOCK_TIME = 1_728_000_300
const INDEXED = { number: 120, hash: BLOCK_HASH, timestamp: BLOCK_TIME }

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
      // The indexer keeps recent blocks with their time; the checkpoint's is the answer's time.
      await database.db
        .insertInto('indexer_block')
        .values({ chain_id: 1337, number: 120, hash: BLOCK_HASH, timestamp: BLOCK_TIME })
        .execute()
      const { status, body } = await ask(`{
        pairs(first: 10, orderBy: reserveUSD, orderDirection: desc) {
          id reserve0 reserve1 reserveUSD token0Price txCount
          token0 { id symbol decimals } token1 { symbol }
        }
      }`)
      expect(status).toBe(200)
      expect(body.extensions).toEqual({ indexedBlock: INDEXED })
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

    test('_meta tells the indexed block', async () => {
      const { body } = await ask('{ _meta { block { number hash timestamp } deployment } }')
      expect(body.data).toEqual({
        _meta: {
          block: INDEXED,
          deployment: 'ghost-dex-1337',
        },
      })
    })

    test('where: comparisons on decimals, ids, references, text; first and skip page', async () => {
      const ids = async (query: string) => {
        const { status, body } = await ask(query)
        expect(status, JSON.stringify(body)).toBe(200)
        const list = Object.values(body.data ?? {})[0] as { id: string }[]
        return list.map((row) => row.id)
      }
      expect(await ids('{ pairs(where: { reserveUSD_gt: "100" }) { id } }')).toEqual([
        FIXTURE.bnbUsdt,
      ])
      expect(await ids('{ pairs(where: { reserveUSD_lte: 100 }) { id } }')).toEqual([
        FIXTURE.ghostBnb,
        FIXTURE.ghostUsdt,
      ])
      // Token amounts compare in tokens: 3000.25 USDT (6 decimals) is above 3000, under 3000.3.
      expect(
        await ids('{ pairs(where: { reserve1_gt: "3000", reserve1_lt: "3000.3" }) { id } }'),
      ).toEqual([FIXTURE.bnbUsdt])
      // Addresses are matched lowercased, as the subgraphs store them.
      expect(
        await ids(
          `{ pairs(where: { token0: "${FIXTURE.ghost.toUpperCase().replace('0X', '0x')}" }) { id } }`,
        ),
      ).toEqual([FIXTURE.ghostBnb, FIXTURE.ghostUsdt])
      expect(
        await ids(
          `{ pairs(where: { token1_in: ["${FIXTURE.usdt}"], id_not: "${FIXTURE.bnbUsdt}" }) { id } }`,
        ),
      ).toEqual([FIXTURE.ghostUsdt])
      expect(await ids('{ pairs(where: { token0_in: [] }) { id } }')).toEqual([])
      expect(await ids('{ tokens(where: { symbol_contains_nocase: "bN" }) { id } }')).toEqual([
        FIXTURE.wbnb,
      ])
      expect(await ids('{ tokens(where: { name_starts_with: "Ghost" }) { id } }')).toEqual([
        FIXTURE.ghost,
      ])
      expect(await ids('{ swaps(where: { timestamp_gte: "1728000120" }) { id } }')).toHaveLength(2)
      expect(await ids('{ pairs(orderBy: createdAtTimestamp, first: 2, skip: 1) { id } }')).toEqual(
        [FIXTURE.ghostBnb, FIXTURE.ghostUsdt],
      )
      expect(await ids('{ pairs(first: 0) { id } }')).toEqual([])
    })

    test('swaps, mints and burns read amounts through their pair’s tokens', async () => {
      const { body } = await ask(`{
        swaps(first: 2, orderBy: timestamp, orderDirection: desc, where: { pair: "${FIXTURE.bnbUsdt}" }) {
          id timestamp logIndex amount0In amount1Out amountUSD from pair { token0 { symbol } token1 { symbol } }
        }
        mints { amount0 amount1 liquidity to }
        burns { amount0 amount1 amountUSD sender }
      }`)
      expect(body.errors).toBeUndefined()
      expect(body.data?.swaps).toEqual([
        {
          id: `0x${'3'.padStart(64, '0')}-0`,
          timestamp: String(FIXTURE.day * 86_400 + 180),
          logIndex: '0',
          amount0In: '3',
          amount1Out: '897',
          amountUSD: '900',
          from: `0x${'d'.repeat(40)}`,
          pair: { token0: { symbol: 'WBNB' }, token1: { symbol: 'USDT' } },
        },
        expect.objectContaining({ amount0In: '2', amount1Out: '598' }),
      ])
      expect(body.data?.mints).toEqual([
        { amount0: '5', amount1: '1.5', liquidity: '1', to: `0x${'e'.repeat(40)}` },
      ])
      expect(body.data?.burns).toEqual([
        { amount0: '2', amount1: '0.75', amountUSD: '1', sender: `0x${'d'.repeat(40)}` },
      ])
    })

    test('pairDayDatas and pairHourDatas carry the spec’s fields (§7)', async () => {
      const { body } = await ask(`{
        pairDayDatas(first: 2, orderBy: date, orderDirection: desc, where: { pair: "${FIXTURE.bnbUsdt}" }) {
          id date reserve0 reserve1 reserveUSD dailyVolumeUSD dailyTxns token0 { id } token1 { id }
        }
        pairHourDatas { id hourStartUnix reserve0 reserve1 reserveUSD token0 { id } token1 { id } pair { id } }
        tokenDayDatas { date dailyVolumeToken priceUSD high low token { symbol } }
        ghostDayDatas { id date dailyVolumeUSD txCount }
        bundle(id: "1") { bnbPrice }
        factories { pairCount totalLiquidityUSD }
      }`)
      expect(body.errors).toBeUndefined()
      const day = FIXTURE.day
      expect(body.data).toEqual({
        pairDayDatas: [
          {
            id: `${FIXTURE.bnbUsdt}-${day + 2}`,
            date: String((day + 2) * 86_400),
            reserve0: '12',
            reserve1: '3002',
            reserveUSD: '6002',
            dailyVolumeUSD: '200',
            dailyTxns: '2',
            token0: { id: FIXTURE.wbnb },
            token1: { id: FIXTURE.usdt },
          },
          expect.objectContaining({ id: `${FIXTURE.bnbUsdt}-${day + 1}` }),
        ],
        pairHourDatas: [
          {
            id: `${FIXTURE.bnbUsdt}-${day * 24}`,
            hourStartUnix: String(day * 86_400),
            reserve0: '10',
            reserve1: '3000.1',
            reserveUSD: '6000',
            token0: { id: FIXTURE.wbnb },
            token1: { id: FIXTURE.usdt },
            pair: { id: FIXTURE.bnbUsdt },
          },
        ],
        tokenDayDatas: [
          {
            date: String(day * 86_400),
            dailyVolumeToken: '897',
            priceUSD: '1',
            high: '1.01',
            low: '0.99',
            token: { symbol: 'USDT' },
          },
        ],
        ghostDayDatas: [
          { id: String(day), date: String(day * 86_400), dailyVolumeUSD: '1800', txCount: '5' },
        ],
        bundle: { bnbPrice: '300' },
        factories: [{ pairCount: '3', totalLiquidityUSD: '6200' }],
      })
    })

    test('singular fields take an id; an unknown id is null', async () => {
      const { body } = await ask(`{
        token(id: "${FIXTURE.usdt.toUpperCase().replace('0X', '0x')}") { symbol tradeVolume }
        ghost: token(id: "${FIXTURE.ghost}") { tradeVolume totalSupply }
        missing: pair(id: "0x${'9'.repeat(40)}") { id }
      }`)
      expect(body.data).toEqual({
        token: { symbol: 'USDT', tradeVolume: '0' },
        ghost: { tradeVolume: '1234.5', totalSupply: '0' },
        missing: null,
      })
    })

    test('rows are those of the chain in the path; other chains are refused', async () => {
      const testnet = await ask('{ tokens { symbol } }', 97)
      expect(testnet.body.data).toEqual({ tokens: [{ symbol: 'tWBNB' }] })
      expect(testnet.body.extensions).toEqual({ indexedBlock: null })
      const mainnet = await ask('{ pairs { id } }', 56)
      expect(mainnet.body.data).toEqual({ pairs: [] })

      for (const chainId of [5, 'abc']) {
        const { status, body } = await ask('{ pairs { id } }', chainId)
        expect(status).toBe(400)
        expect(body).toEqual({
          data: null,
          errors: [{ message: 'Unsupported chain id', extensions: { code: 'UNSUPPORTED_CHAIN' } }],
        })
      }
    })

    test('GET with ?query= works for tools', async () => {
      const query = encodeURIComponent('{ bundles { id bnbPrice } }')
      const response = await app.inject({
        method: 'GET',
        url: `/v1/1337/graphql?query=${query}`,
        headers: { origin: 'http://localhost:5173' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      // The web app on another loopback port may read it.
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173')
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(response.json()).toEqual({
        data: { bundles: [{ id: '1', bnbPrice: '300' }] },
        extensions: { indexedBlock: INDEXED },
      })
    })

    test.each([
      ['malformed query', '{ pairs { id }', 'Syntax Error: Expected Name, found <EOF>.'],
      ['unknown field', '{ pairs { price } }', 'Cannot query field "price" on type "Pair".'],
      [
        'unknown argument',
        '{ pairs(limit: 3) { id } }',
        'Unknown argument "limit" on field "Query.pairs". Did you mean "first"?',
      ],
      [
        'unknown where key',
        '{ pairs(where: { price_gt: 1 }) { id } }',
        'Field "price_gt" is not defined by type "Pair_filter". Did you mean "id_gt"?',
      ],
      ['negative first', '{ pairs(first: -1) { id } }', 'first must be between 0 and 1000, got -1'],
      [
        'first too large',
        '{ pairs(first: 1001) { id } }',
        'first must be between 0 and 1000, got 1001',
      ],
      [
        'skip too large',
        '{ swaps(skip: 5001) { id } }',
        'skip must be between 0 and 5000, got 5001',
      ],
      [
        'not a number',
        '{ pairs(where: { reserveUSD_gt: "lots" }) { id } }',
        'Expected value of type "BigDecimal", found "lots"; BigDecimal must be a decimal string such as "1.5", got "lots"',
      ],
      [
        'not an integer',
        '{ swaps(where: { timestamp_gt: "1.5" }) { id } }',
        'Expected value of type "BigInt", found "1.5"; BigInt must be an integer string such as "42", got "1.5"',
      ],
      [
        'integer out of range',
        '{ swaps(where: { timestamp_gt: "99999999999999999999" }) { id } }',
        'where.timestamp_gt: 99999999999999999999 is out of range (-9223372036854775808 to 9223372036854775807)',
      ],
      [
        'malformed address',
        '{ swaps(where: { pair: "0x12" }) { id } }',
        'where.pair: "0x12" is not an address (0x followed by 40 hex digits)',
      ],
      [
        'malformed address in a list',
        '{ pairs(where: { id_in: ["0xzz"] }) { id } }',
        'where.id_in[0]: "0xzz" is not an address (0x followed by 40 hex digits)',
      ],
      [
        'malformed id',
        '{ token(id: "usdt") { id } }',
        'id: "usdt" is not an address (0x followed by 40 hex digits)',
      ],
      [
        'bytes not hex',
        '{ swaps(where: { from: "me" }) { id } }',
        'Expected value of type "Bytes", found "me"; Bytes must be 0x-prefixed hex, got "me"',
      ],
      [
        'depth over 6',
        '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }',
        'Query depth 8 exceeds the limit of 6 (fields nested in fields, fragments followed)',
      ],
      [
        'cost over the limit',
        `{ ${Array.from({ length: 13 }, (_, index) => `s${index}: swaps(first: 1000) { id }`).join(' ')} }`,
        'Query cost 26000 exceeds the limit of 25000 (each row and each field resolved costs 1, aliases included: a list costs first × (1 + what each row asks for)); ask for fewer rows or fields',
      ],
    ])('%s: 400 with a clear message', async (_name, query, message) => {
      const { status, body } = await ask(query)
      expect(status).toBe(400)
      expect(body.data ?? null).toBeNull()
      expect(body.errors?.map((error) => error.message)).toEqual([message])
    })

    test('cost counts every row and field: a swap with its pair and two token ids costs 6', async () => {
      // 4 lists × 1000 × 6 + 500 × 2 = 25,000
      const relations = 'pair { token0 { id } token1 { id } }'
      const atLimit = `{ a: swaps(first: 1000) { ${relations} } b: mints(first: 1000) { ${relations} } c: burns(first: 1000) { ${relations} } d: pairs(first: 1000) { id token0 { id } token1 { id } } e: tokens(first: 500) { id } }`
      const ok = await ask(atLimit)
      expect(ok.status).toBe(200)
      // One more field, even one resolved without reading a row, is one too many.
      const { status, body } = await ask(atLimit.replace(/ }$/, ' __typename }'))
      expect(status).toBe(400)
      expect(body.errors?.[0]?.message).toMatch(/^Query cost 25001 exceeds the limit of 25000/)
    })

    test('a list filtered by id_in costs its ids, not its first; tokenId_in only within a collection', async () => {
      const ids = JSON.stringify(
        Array.from({ length: 90 }, (_, index) => `0x${String(index).padStart(40, '0')}`),
      )
      // 90 × 4 + 11 × 1000 × 2 = 22,360; without the bound the pairs would cost 4000, over the limit.
      const lists = Array.from(
        { length: 11 },
        (_, index) => `l${index}: tokens(first: 1000) { id }`,
      )
      const bounded = await ask(
        `{ a: pairs(first: 1000, where: { id_in: ${ids} }) { token0 { id symbol } } ${lists.join(' ')} }`,
      )
      expect(bounded.status).toBe(200)
      const tokenIds = JSON.stringify(Array.from({ length: 20 }, (_, index) => String(index)))
      const withCollection = await ask(
        `{ nfts(first: 1000, where: { collection: "${FIXTURE.bnbUsdt}", tokenId_in: ${tokenIds} }) { transactionHistory { id } } }`,
      )
      expect(withCollection.status).toBe(200)
      const withoutCollection = await ask(
        `{ nfts(first: 1000, where: { tokenId_in: ${tokenIds} }) { transactionHistory { id } } }`,
      )
      expect(withoutCollection.status).toBe(400)
      expect(withoutCollection.body.errors?.[0]?.message).toMatch(/^Query cost 201000 exceeds/)
    })

    test('variables are checked like literals', async () => {
      const query =
        'query($first: Int, $min: BigDecimal) { pairs(first: $first, where: { reserveUSD_gt: $min }) { id } }'
      const ok = await ask(query, 1337, { first: 1, min: '1000' })
      expect(ok.body.data).toEqual({ pairs: [{ id: FIXTURE.bnbUsdt }] })
      const bad = await ask(query, 1337, { first: 1, min: 'x' })
      expect(bad.status).toBe(400)
      expect(bad.body.errors?.[0]?.message).toContain('BigDecimal must be a decimal string')
      const negative = await ask(query, 1337, { first: -5 })
      expect(negative.status).toBe(400)
      expect(negative.body.errors?.[0]?.message).toBe('first must be between 0 and 1000, got -5')
    })

    test('a body over 64 kB and a batch over 10 queries are refused', async () => {
      const big = await app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: { query: `{ pairs { id } } #${'x'.repeat(70_000)}` },
      })
      expect(big.statusCode).toBe(413)
      expect(big.json()).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: 'Request body is too large' })],
      })

      const batch = (size: number) =>
        app.inject({
          method: 'POST',
          url: '/v1/1337/graphql',
          payload: Array.from({ length: size }, () => ({ query: '{ bundles { id } }' })),
        })
      const ok = await batch(2)
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toEqual([
        {
          data: { bundles: [{ id: '1' }] },
          extensions: { indexedBlock: INDEXED },
        },
        {
          data: { bundles: [{ id: '1' }] },
          extensions: { indexedBlock: INDEXED },
        },
      ])
      const tooMany = await batch(11)
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json()).toEqual({
        data: null,
        errors: [
          {
            message: 'A batch may hold at most 10 queries, got 11',
            extensions: { code: 'BATCH_TOO_LARGE' },
          },
        ],
      })
    })

    test.each([
      [{ query: 5 }, 'query must be a string of GraphQL'],
      [[{ query: '{ bundles { id } }' }, { query: ['x'] }], 'query must be a string of GraphQL'],
      [{ query: '{}' }, 'Syntax Error: the query is JSON, not GraphQL text'],
      [
        { query: '{"kind":"Document","definitions":[]}' },
        'Syntax Error: the query is JSON, not GraphQL text',
      ],
      [{ query: '12' }, 'Syntax Error: the query is JSON, not GraphQL text'],
      [{}, 'Unknown query'],
    ])('a body %j is a 400: %s', async (payload, message) => {
      const response = await app.inject({ method: 'POST', url: '/v1/1337/graphql', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        data: null,
        errors: [expect.objectContaining({ message })],
      })
    })

    test('a malformed JSON body is a 400 in the GraphQL shape', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: expect.stringContaining('not valid JSON') })],
      })
    })

    test('relations are batched: the SQL count does not grow with the rows', async () => {
      let queries = 0
      const counted = database.db.withPlugin({
        transformQuery: (args) => {
          queries += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      })
      const counting = Fastify()
      addGraphqlRoute(counting, { db: counted })
      await counting.ready()
      const top = async () => {
        queries = 0
        const response = await counting.inject({
          method: 'POST',
          url: '/v1/1337/graphql',
          payload: {
            query:
              '{ pairs(first: 100, orderBy: reserveUSD, orderDirection: desc) { id reserve0 reserve1 token0 { symbol } token1 { symbol } } }',
          },
        })
        expect(response.statusCode).toBe(200)
        return {
          rows: (response.json() as { data: { pairs: unknown[] } }).data.pairs.length,
          queries,
        }
      }
      // checkpoint, pairs, tokens (token0, token1 and reserve decimals in one batch)
      expect(await top()).toEqual({ rows: 3, queries: 3 })
      await insertManyPairs(database.db, 60)
      expect(await top()).toEqual({ rows: 63, queries: 3 })
      await counting.close()
    })

    test('over the rate limit: 429 in the GraphQL shape, per client', async () => {
      const limited = Fastify()
      addGraphqlRoute(limited, { db: database.db, rateLimitPerMinute: 2 })
      await limited.ready()
      const post = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/v1/1337/graphql',
          remoteAddress,
          payload: { query: '{ bundles { id } }' },
        })
      expect((await post('10.0.0.1')).statusCode).toBe(200)
      expect((await post('10.0.0.1')).statusCode).toBe(200)
      const refused = await post('10.0.0.1')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: 'Rate limit exceeded, retry in 1 minute' })],
      })
      expect(refused.headers['retry-after']).toBe('60')
      expect((await post('10.0.0.2')).statusCode).toBe(200)
      await limited.close()
    })

    test('an answer and its indexedBlock come from one snapshot, even while the indexer commits', async () => {
      // Move the checkpoint and the data together in one transaction, as the indexer does, while
      // answers are read; each answer's pair count must be the one of the block it reports.
      const reads = Array.from({ length: 8 }, () =>
        ask('{ _meta { block { number } } factories { pairCount } }'),
      )
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('dex_factory')
          .set({ pair_count: 64 })
          .where('chain_id', '=', 1337)
          .execute()
        await createCheckpointStore({ db: trx }).saveCheckpoint({
          chainId: 1337,
          blockNumber: 121n,
          blockHash: BLOCK_HASH,
        })
      })
      const answers = await Promise.all(reads)
      for (const { body } of answers) {
        const meta = body.data?._meta as { block: { number: number } } | undefined
        const block = meta?.block.number
        const factories = body.data?.factories as { pairCount: string }[] | undefined
        const pairCount = factories?.[0]?.pairCount
        expect({ block, pairCount }).toEqual(
          block === 120 ? { block, pairCount: '3' } : { block: 121, pairCount: '64' },
        )
        expect(body.extensions?.indexedBlock?.number).toBe(block)
      }
      const after = await ask('{ factories { pairCount } }')
      expect(after.body.extensions?.indexedBlock?.number).toBe(121)
    })
  })
}

async function insertManyPairs(db: Kysely<Database>, count: number): Promise<void> {
  await db
    .insertInto('dex_pair')
    .values(
      Array.from({ length: count }, (_, index) => ({
        chain_id: 1337,
        id: `0x${(index + 1).toString(16).padStart(40, '7')}`,
        token0: FIXTURE.ghost,
        token1: index % 2 ? FIXTURE.wbnb : FIXTURE.usdt,
        created_at_timestamp: 1_700_000_100 + index,
        created_at_block_number: 200 + index,
        reserve_usd: BigInt(index) * 10n ** 18n,
      })),
    )
    .execute()
}
