/**
 * Issue 27, "GraphQL limits that hold": aliases, fields, tokens and depth are refused before
 * graphql validates or runs anything (fragments followed), the cost counts every field, and the
 * web app's own queries still pass. Each refused request is checked to have read nothing: the
 * database sees no statement at all.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { FIXTURE, insertDexFixture } from '../test/dexFixture'
import { addGraphqlRoute, MAX_BODY_BYTES } from './graphqlRoute'

type Answer = {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

const USER = `0x${'d'.repeat(40)}`

/** As many `a1: bundle(id:"1"){bnbPrice}` as fit in the largest body the route takes. */
function aliasFlood(alias: (index: number) => string): string {
  const parts: string[] = []
  let size = JSON.stringify({ query: '{  }' }).length
  for (let index = 1; ; index += 1) {
    const part = `${alias(index)}bundle(id:"1"){bnbPrice} `
    const length = JSON.stringify(part).length - 2
    if (size + length > MAX_BODY_BYTES) break
    size += length
    parts.push(part)
  }
  return `{ ${parts.join('')} }`
}

/**
 * The web app's queries at their largest, as apps/web builds them: the Info screens'
 * (src/api/info/queries.ts, fields from entities.ts) and the NFT activity tables'
 * (src/api/nfts/activity.ts). Keep in step with those files.
 */
const TOKEN_REF = 'id symbol name decimals'
const TOKEN_FIELDS = `${TOKEN_REF} derivedBNB totalLiquidity tradeVolumeUSD txCount`
const PAIR_FIELDS = `id token0 { ${TOKEN_REF} } token1 { ${TOKEN_REF} }
  reserve0 reserve1 reserveUSD volumeUSD token0Price token1Price txCount`
const EVENT_FIELDS = `id transactionHash timestamp amountUSD
  pair { token0 { ${TOKEN_REF} } token1 { ${TOKEN_REF} } }`
const TOKEN_PERIOD = 'token { id } priceUSD open high low close totalLiquidityUSD'
const NFT_FIELDS = 'nft { tokenId name collection { id name } }'
const ASK_FIELDS = `id transactionHash block timestamp orderType askPrice seller { id } ${NFT_FIELDS}`
const TRADE_FIELDS = `id transactionHash block timestamp askPrice buyer { id } seller { id } ${NFT_FIELDS}`
const PAIRS = `[${[FIXTURE.bnbUsdt, FIXTURE.ghostBnb, FIXTURE.ghostUsdt].map((id) => `"${id}"`).join(', ')}]`
const TOKEN = `"${FIXTURE.wbnb}"`
const PAIR = `"${FIXTURE.bnbUsdt}"`
const byTime = (first: number, where = '') =>
  `first: ${first}, orderBy: timestamp, orderDirection: desc${where}`

const WEB_QUERIES: [string, string][] = [
  ['info meta', '{ _meta { block { number timestamp } } bundle(id: "1") { bnbPrice } }'],
  [
    'protocol days',
    '{ ghostDayDatas(first: 1000, orderBy: date, orderDirection: desc) { date dailyVolumeUSD totalLiquidityUSD dailyFeesUSD } }',
  ],
  [
    'top pairs',
    `{ pairs(first: 100, orderBy: reserveUSD, orderDirection: desc) { ${PAIR_FIELDS} } }`,
  ],
  [
    'top tokens',
    `{ tokens(first: 100, orderBy: tradeVolumeUSD, orderDirection: desc) { ${TOKEN_FIELDS} } }`,
  ],
  [
    'pair hours',
    `{ pairHourDatas(first: 1000, orderBy: hourStartUnix, orderDirection: desc,
      where: { hourStartUnix_gt: "1700000000", pair_in: ${PAIRS} }) {
      pair { id } hourStartUnix hourlyVolumeUSD reserveUSD } }`,
  ],
  [
    'token hours',
    `{ tokenHourDatas(first: 1000, orderBy: periodStartUnix, orderDirection: desc,
      where: { periodStartUnix_gt: "1700000000", token: ${TOKEN} }) {
      periodStartUnix volumeUSD ${TOKEN_PERIOD} } }`,
  ],
  [
    'transactions',
    `{ swaps(${byTime(40, `, where: { pair_in: ${PAIRS} }`)}) { ${EVENT_FIELDS} amount0In amount1In amount0Out amount1Out }
      mints(${byTime(40, `, where: { pair_in: ${PAIRS} }`)}) { ${EVENT_FIELDS} amount0 amount1 }
      burns(${byTime(40, `, where: { pair_in: ${PAIRS} }`)}) { ${EVENT_FIELDS} amount0 amount1 } }`,
  ],
  [
    'pair page',
    `{ pair(id: ${PAIR}) { ${PAIR_FIELDS} }
      pairDayDatas(first: 1000, orderBy: date, orderDirection: desc, where: { pair: ${PAIR} }) {
        pair { id } date dailyVolumeUSD reserveUSD } }`,
  ],
  [
    'token page',
    `{ token(id: ${TOKEN}) { ${TOKEN_FIELDS} }
      tokenDayDatas(first: 1000, orderBy: date, orderDirection: desc, where: { token: ${TOKEN} }) {
        date volumeUSD: dailyVolumeUSD ${TOKEN_PERIOD} }
      pairs0: pairs(first: 100, orderBy: reserveUSD, orderDirection: desc, where: { token0: ${TOKEN} }) { ${PAIR_FIELDS} }
      pairs1: pairs(first: 100, orderBy: reserveUSD, orderDirection: desc, where: { token1: ${TOKEN} }) { ${PAIR_FIELDS} } }`,
  ],
  [
    'market activity',
    `{ askOrders(${byTime(500)}) { ${ASK_FIELDS} } transactions(${byTime(500)}) { ${TRADE_FIELDS} } }`,
  ],
  [
    'collection activity',
    `{ askOrders(${byTime(250, `, where: { collection: ${PAIR} }`)}) { ${ASK_FIELDS} }
      transactions(${byTime(250, `, where: { collection: ${PAIR} }`)}) { ${TRADE_FIELDS} } }`,
  ],
  [
    'token activity',
    `{ nft(id: "${FIXTURE.bnbUsdt}-7") { askHistory(${byTime(500)}) { ${ASK_FIELDS} }
      transactionHistory(${byTime(250)}) { ${TRADE_FIELDS} } } }`,
  ],
  [
    'user activity',
    `{ user(id: "${USER}") { askOrderHistory(${byTime(500)}) { ${ASK_FIELDS} }
      buyTradeHistory(${byTime(250)}) { ${TRADE_FIELDS} }
      sellTradeHistory(${byTime(250)}) { ${TRADE_FIELDS} } } }`,
  ],
]

/** `User → buyTradeHistory → buyer → User`: each fragment two levels deeper than the last. */
function fragmentChain(fragments: number): string {
  const chain = Array.from(
    { length: fragments },
    (_, index) =>
      `fragment U${index} on User { buyTradeHistory(first: 1) { buyer { ...U${index + 1} } } }`,
  )
  return `{ user(id: "${USER}") { ...U0 } } ${chain.join(' ')} fragment U${fragments} on User { id }`
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(`GraphQL limits on ${target.title}`, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let app: FastifyInstance
    let statements = 0

    beforeAll(async () => {
      handle = await target.start()
      const config = loadConfig({ LOG_LEVEL: 'silent' })
      database = await openDatabase({ ...config, database: await handle.freshDatabase() })
      await migrateToLatest(database.db)
      await insertDexFixture(database.db)
      await createCheckpointStore({ db: database.db }).saveCheckpoint({
        chainId: 1337,
        blockNumber: 120n,
        blockHash: `0x${'12'.repeat(32)}`,
      })
      const counted = database.db.withPlugin({
        transformQuery: (args) => {
          statements += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      })
      app = Fastify()
      addGraphqlRoute(app, { db: counted })
      await app.ready()
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
      await handle?.stop()
    })

    /** The answer, and how many SQL statements it took. */
    async function ask(query: string) {
      statements = 0
      const response = await app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: { query },
      })
      return { status: response.statusCode, body: response.json() as Answer, statements }
    }

    test('a 64 kB flood of aliases is a 400 before anything is read', async () => {
      const flood = aliasFlood((index) => `a${index}: `)
      expect(JSON.stringify({ query: flood }).length).toBeGreaterThan(MAX_BODY_BYTES - 100)
      expect(flood.split('bundle').length - 1).toBeGreaterThan(1900)
      expect(await ask(flood)).toEqual({
        status: 400,
        body: {
          data: null,
          errors: [
            {
              message: 'Query has more than 100 aliases, the limit per request',
              extensions: { code: 'ALIAS_LIMIT' },
            },
          ],
        },
        statements: 0,
      })
    })

    test('the same flood without aliases is refused by its length', async () => {
      const { status, body, statements } = await ask(aliasFlood(() => ''))
      expect({ status, statements }).toEqual({ status: 400, statements: 0 })
      expect(body.errors).toEqual([
        {
          message:
            'Query has more than 10000 tokens (names, values, punctuation), the limit per request',
          extensions: { code: 'TOKEN_LIMIT' },
        },
      ])
    })

    test('aliases and fields count wherever a fragment is spread', async () => {
      const aliases = Array.from({ length: 30 }, (_, index) => `p${index}: bnbPrice`).join(' ')
      const spreads = Array.from({ length: 4 }, (_, index) => `x${index}: bundle(id: "1") { ...B }`)
      const spread = await ask(`{ ${spreads.join(' ')} } fragment B on Bundle { ${aliases} }`)
      expect(spread).toMatchObject({ status: 400, statements: 0 })
      expect(spread.body.errors?.[0]?.message).toBe(
        'Query has 124 aliases, more than the limit of 100 (fragments counted wherever they are spread)',
      )

      // Each fragment spreads the next twice: 2³⁰ fields from a few hundred bytes.
      const doubling = Array.from(
        { length: 30 },
        (_, index) => `fragment F${index} on Bundle { ...F${index + 1} ...F${index + 1} }`,
      )
      const bomb = await ask(
        `{ bundle(id: "1") { ...F0 } } ${doubling.join(' ')} fragment F30 on Bundle { id }`,
      )
      expect(bomb).toMatchObject({ status: 400, statements: 0 })
      expect(bomb.body.errors?.[0]?.message).toBe(
        'Query selects over 1000000000 fields, more than the limit of 300 (fragments counted wherever they are spread)',
      )
    })

    test('at most 300 fields and 100 aliases', async () => {
      const ids = (count: number) => `{ pairs(first: 1) { ${'id '.repeat(count - 1)}} }`
      expect((await ask(ids(300))).status).toBe(200)
      const over = await ask(ids(301))
      expect(over).toMatchObject({ status: 400, statements: 0 })
      expect(over.body.errors?.[0]?.message).toBe(
        'Query selects 301 fields, more than the limit of 300 (fragments counted wherever they are spread)',
      )

      const bundles = (count: number) =>
        `{ ${Array.from({ length: count }, (_, index) => `a${index}: bundle(id: "1") { bnbPrice }`).join(' ')} }`
      const hundred = await ask(bundles(100))
      expect(hundred.status).toBe(200)
      expect(Object.keys(hundred.body.data ?? {})).toHaveLength(100)
      expect((await ask(bundles(101))).body.errors?.[0]?.extensions?.code).toBe('ALIAS_LIMIT')
    })

    test('depth follows named fragments: a chain of them 82 deep is a 400 before anything is read', async () => {
      const deep = await ask(fragmentChain(40))
      expect(deep).toEqual({
        status: 400,
        body: {
          data: null,
          errors: [
            {
              message:
                'Query depth 82 exceeds the limit of 6 (fields nested in fields, fragments followed)',
              extensions: { code: 'DEPTH_LIMIT' },
            },
          ],
        },
        statements: 0,
      })
      // user, then two levels per fragment, then id: 2 fragments are depth 6, 3 are 8.
      expect((await ask(fragmentChain(2))).status).toBe(200)
      expect((await ask(fragmentChain(3))).body.errors?.[0]?.message).toMatch(
        /^Query depth 8 exceeds the limit of 6/,
      )
    })

    test('depth follows inline fragments, which add no level of their own', async () => {
      const inline = (levels: string) =>
        `{ user(id: "${USER}") { ... on User { buyTradeHistory(first: 1) { ... { buyer { ${levels} } } } } } }`
      expect((await ask(inline('id'))).status).toBe(200)
      const atLimit = inline('... on User { buyTradeHistory(first: 1) { ... { buyer { id } } } }')
      expect((await ask(atLimit)).status).toBe(200)
      const over = await ask(
        inline('buyTradeHistory(first: 1) { buyer { buyTradeHistory(first: 1) { id } } }'),
      )
      expect(over).toMatchObject({ status: 400, statements: 0 })
      expect(over.body.errors?.[0]?.message).toMatch(/^Query depth 7 exceeds the limit of 6/)
    })

    test('a fragment spread inside itself is refused by validation, not followed forever', async () => {
      const cycle = await ask(
        `{ user(id: "${USER}") { ...A } } fragment A on User { buyTradeHistory(first: 1) { buyer { ...A } } }`,
      )
      expect(cycle).toMatchObject({ status: 400, statements: 0 })
      expect(cycle.body.errors?.[0]?.message).toBe('Cannot spread fragment "A" within itself.')
    })

    test('cost counts each aliased copy: 13 × 1000 rows of one field is 26,000, over 25,000', async () => {
      const lists = Array.from({ length: 13 }, (_, index) => `s${index}: swaps(first: 1000) { id }`)
      const { status, body, statements } = await ask(`{ ${lists.join(' ')} }`)
      expect({ status, statements }).toEqual({ status: 400, statements: 0 })
      expect(body.errors?.[0]?.message).toMatch(/^Query cost 26000 exceeds the limit of 25000/)
    })

    test.each(WEB_QUERIES)('the web app’s %s query passes', async (_name, query) => {
      const { status, body } = await ask(query)
      expect(body.errors).toBeUndefined()
      expect(status).toBe(200)
    })
  })
}
