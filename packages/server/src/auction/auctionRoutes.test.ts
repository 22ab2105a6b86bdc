/**
 * The farm auctions API (`/v1/{chainId}/farm-auctions/…`) over real HTTP, on the index of the
 * chain scenario (test/auctionScenario.ts), on PGlite and PostgreSQL: each auction's state as the
 * indexed head moves through the history (pending, live, ended, closed, and `auctions/current`
 * following the open auction), the state to the second at an auction's start and end, the clock
 * without a head time, 400 with the reason for malformed input, 404s with clear messages, a fuzz
 * of malformed requests answering 4xx only, and the handlers' refusals of events a sound index
 * never sees.
 */
import { LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import type { ApiFarmAuctionDetail, ApiFarmAuctionPage, FarmAuctionState } from '@ghost/sdk'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { keccak256, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { createCheckpointStore } from '../db/checkpointStore'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { createIndexer, type Indexer } from '../indexer/createIndexer'
import { address, createHandlerRun } from '../rewards/test/handlerRun'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { FUZZ_SEED, fuzzRequestCount, sendFuzzRequests } from '../test/fuzzRequests'
import { listenLocally, type ServedDatabase, serveFreshDatabase } from '../test/servedDatabase'
import { NO_AUCTION_YET, noOpenAuction } from './auctionRoutes'
import { createAuctionModule } from './createAuctionModule'
import { AUCTIONS, type AuctionScenario, cake, runAuctionScenario } from './test/auctionScenario'
import { malformedAuctionRequest } from './test/malformedAuctionRequests'

/** Per database target. */
const REQUESTS = fuzzRequestCount(500)

let scenario: AuctionScenario

beforeAll(async () => {
  scenario = await runAuctionScenario()
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

type AnswerBody = Record<string, unknown> & { message?: string }

const api = '/v1/1337/farm-auctions'
const lower = (value: string) => value.toLowerCase()

function auctionModule() {
  const module = createAuctionModule({ manifest: scenario.world.manifest })
  if (!module) throw new Error('the scenario has a farm auction')
  return module
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    let indexer: Indexer
    let app: FastifyInstance
    let base: string
    let empty: ServedDatabase
    let emptyBase: string

    beforeAll(async () => {
      handle = await target.start()
      database = await openDatabase({ database: await handle.freshDatabase() })
      await migrateToLatest(database.db)
      indexer = createIndexer({
        db: database.db,
        client: scenario.client,
        chainId: LOCAL_CHAIN_ID,
        startBlock: BigInt(scenario.world.manifest.startBlock),
        modules: [auctionModule()],
        databaseKind: database.kind,
        rangeSize: 2_000,
        maxRangeSize: 2_000,
      })
      app = await createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database })
      base = await listenLocally(app)
      empty = await serveFreshDatabase(handle)
      emptyBase = await listenLocally(empty.app)
    }, 120_000)
    afterAll(async () => {
      await indexer?.stop()
      await app?.close()
      await database?.close()
      await empty?.close()
      await handle?.stop()
    })

    const get = async <body = AnswerBody>(path: string, server = base) => {
      const response = await fetch(`${server}${path}`)
      return { status: response.status, body: (await response.json()) as body }
    }
    const states = async () =>
      (await get<ApiFarmAuctionPage>(`${api}/auctions`)).body.data.map(
        (auction): [number, FarmAuctionState] => [auction.id, auction.state],
      )
    const indexTo = async (block: bigint) => {
      expect((await indexer.syncOnce({ toBlock: block })).blockNumber).toBe(block)
    }

    test('states follow the indexed head through the history; current is the open auction', async () => {
      const { moments, world } = scenario
      const wallet = (name: keyof typeof world.projects) =>
        lower(world.projects[name].account.address)
      await indexTo(moments.scheduled - 1n)
      expect(await states()).toEqual([])
      expect(await get(`${api}/auctions/current`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: NO_AUCTION_YET },
      })

      await indexTo(moments.scheduled)
      expect(await states()).toEqual([[0, 'pending']])
      const scheduled = (await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)).body
      expect(scheduled).toMatchObject({ id: 0, state: 'pending', bidderCount: 0, bidRanking: [] })

      // A's first bid: A would win alone.
      await indexTo(moments.live)
      expect(await states()).toEqual([[0, 'live']])
      const live = (await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)).body
      expect(live.bidRanking.map((bid) => [bid.account, bid.total, bid.isWinner])).toEqual([
        [wallet('a'), cake(100).toString(), true],
      ])

      // At the end time, before the close: no more bids, no winners yet; D, the largest, was
      // removed, so B takes the second seat ahead of C (level, a later first bid).
      await indexTo(moments.ended)
      expect(await states()).toEqual([[0, 'ended']])
      const ended = (await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)).body
      expect(ended.winners).toEqual([])
      expect(ended.bidRanking.map((bid) => [bid.account, bid.isWinner, bid.reclaimable])).toEqual([
        [wallet('d'), false, '0'],
        [wallet('a'), true, '0'],
        [wallet('b'), true, '0'],
        [wallet('c'), false, '0'],
      ])

      // Closed: the same winners, now final; nothing open until the next auction.
      await indexTo(moments.closed)
      expect(await states()).toEqual([[0, 'closed']])
      expect(await get(`${api}/auctions/current`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: noOpenAuction(0n) },
      })
      const closed = (await get<ApiFarmAuctionDetail>(`${api}/auctions/0`)).body
      expect(closed.winners.map((winner) => winner.account)).toEqual([wallet('a'), wallet('b')])
      expect(closed.bidRanking.map((bid) => [bid.account, bid.isWinner, bid.reclaimable])).toEqual([
        [wallet('d'), false, cake(250).toString()],
        [wallet('a'), true, '0'],
        [wallet('b'), true, '0'],
        [wallet('c'), false, '0'],
      ])

      await indexTo(moments.lastScheduled)
      expect(await states()).toEqual([
        [2, 'pending'],
        [1, 'closed'],
        [0, 'closed'],
      ])
      expect((await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)).body.id).toBe(2)

      await indexTo(scenario.headBlock)
      expect(await states()).toEqual([
        [2, 'live'],
        [1, 'closed'],
        [0, 'closed'],
      ])
    })

    test('the clock to the second at the live auction start and end; without a head time the index stands in', async () => {
      const { t0 } = scenario.world
      const last = AUCTIONS[2]
      const head = await scenario.client.getBlock({ blockNumber: scenario.headBlock })
      const checkpoints = createCheckpointStore({ db: database.db })
      // The indexer kept the head block's time with its checkpoint: move that time.
      const at = async (timestamp: bigint) => {
        await database.db
          .updateTable('indexer_block')
          .set({ timestamp })
          .where('chain_id', '=', LOCAL_CHAIN_ID)
          .where('number', '=', scenario.headBlock)
          .execute()
        return states()
      }
      try {
        expect(await at(t0 + last.start - 1n)).toEqual([
          [2, 'pending'],
          [1, 'closed'],
          [0, 'closed'],
        ])
        expect((await at(t0 + last.start))[0]).toEqual([2, 'live'])
        expect((await at(t0 + last.end - 1n))[0]).toEqual([2, 'live'])
        expect((await at(t0 + last.end))[0]).toEqual([2, 'ended'])
        expect((await get<ApiFarmAuctionDetail>(`${api}/auctions/current`)).body.state).toBe(
          'ended',
        )
        // A checkpoint whose block the index does not keep: the head's time is unknown, and the
        // latest time an auction's row carries (auction 2's last bid, after its start) stands in.
        await checkpoints.saveCheckpoint({
          chainId: LOCAL_CHAIN_ID,
          blockNumber: scenario.headBlock + 5n,
          blockHash: keccak256(toHex('unkept')),
        })
        expect((await states())[0]).toEqual([2, 'live'])
      } finally {
        await checkpoints.saveCheckpoint({
          chainId: LOCAL_CHAIN_ID,
          blockNumber: scenario.headBlock,
          blockHash: head.hash,
        })
        await at(head.timestamp)
      }
      expect((await states())[0]).toEqual([2, 'live'])
    })

    test('404s name what is missing; another supported chain is not followed', async () => {
      expect(await get(`${api}/auctions/7`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: 'No farm auction 7 in the index' },
      })
      expect(await get(`${api}/auctions/7/activity`)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: 'No farm auction 7 in the index' },
      })
      expect(await get(`${api}/auctions/0`, emptyBase)).toMatchObject({ status: 404 })
      expect(await get(`${api}/auctions/current`, emptyBase)).toEqual({
        status: 404,
        body: { error: 'Not Found', message: NO_AUCTION_YET },
      })
      expect(await get(`${api}/auctions`, emptyBase)).toEqual({
        status: 200,
        body: { data: [], nextCursor: null },
      })
      expect(await get(`${api}/bidders`, emptyBase)).toEqual({ status: 200, body: { data: [] } })
      for (const path of [
        '/v1/97/farm-auctions/auctions',
        '/v1/56/farm-auctions/auctions/current',
        '/v1/97/farm-auctions/auctions/0',
        '/v1/56/farm-auctions/auctions/0/activity',
        '/v1/97/farm-auctions/bidders',
        `/v1/56/farm-auctions/bidders/${address(1)}`,
      ]) {
        const { status, body } = await get(path)
        expect(status, path).toBe(404)
        expect(body.message).toContain('chain 1337')
      }
    })

    test.each([
      [`${api}/auctions?limit=0`, 'query.limit'],
      [`${api}/auctions?limit=101`, 'query.limit'],
      [`${api}/auctions?limit=ten`, 'query.limit'],
      [`${api}/auctions?limit=1&limit=2`, 'query.limit'],
      [`${api}/auctions?cursor=-1`, 'query.cursor'],
      [`${api}/auctions?cursor=01`, 'query.cursor'],
      [`${api}/auctions?cursor=${2n ** 63n}`, 'query.cursor'],
      [`${api}/auctions?page=2`, 'query'],
      [`${api}/auctions/current?limit=1`, 'query'],
      [`${api}/auctions/-1`, 'params.id'],
      [`${api}/auctions/1.5`, 'params.id'],
      [`${api}/auctions/01`, 'params.id'],
      [`${api}/auctions/latest`, 'params.id'],
      [`${api}/auctions/${2n ** 63n}`, 'params.id'],
      [`${api}/auctions/0?verbose=1`, 'query'],
      [`${api}/auctions/x/activity`, 'params.id'],
      [`${api}/auctions/0/activity?limit=1001`, 'query.limit'],
      [`${api}/auctions/0/activity?cursor=5`, 'query.cursor'],
      [`${api}/auctions/0/activity?cursor=1-2-3`, 'query.cursor'],
      [`${api}/auctions/0/activity?cursor=${2n ** 63n}-0`, 'query.cursor'],
      [`${api}/auctions/0/activity?cursor=1-${2 ** 31}`, 'query.cursor'],
      [`${api}/bidders?whitelisted=true`, 'query'],
      [`${api}/bidders/0x1234`, 'params.address'],
      [`${api}/bidders/lantern`, 'params.address'],
      [`${api}/bidders/${address(1)}x`, 'params.address'],
      ['/v1/1/farm-auctions/auctions', 'params.chainId'],
      ['/v1/abc/farm-auctions/bidders', 'params.chainId'],
    ])('400 with the reason for %s', async (path, where) => {
      const { status, body } = await get(path)
      expect(status).toBe(400)
      expect(body.message).toContain(`${where}`)
    })

    test(`${REQUESTS} malformed requests answer 4xx only, and the server stays up (seed ${FUZZ_SEED})`, async () => {
      const wallets = Object.values(scenario.world.projects).map((project) =>
        lower(project.account.address),
      )
      const requests = fc.sample(malformedAuctionRequest({ auctionCount: 3, wallets }), {
        numRuns: REQUESTS,
        seed: FUZZ_SEED,
      })
      const run = await sendFuzzRequests(base, requests, { label: target.title })
      expect(run.offenders).toEqual([])
      expect(run.closedEarly).toEqual([])
      const outside = [...run.statuses.keys()].filter((status) => status < 400 || status >= 500)
      expect(outside, JSON.stringify(Object.fromEntries(run.statuses))).toEqual([])
      for (const kind of ['method', 'param', 'query']) {
        expect(requests.filter((request) => request.kind === kind).length, kind).toBeGreaterThan(
          REQUESTS / 10,
        )
      }
      // Both refusals are reached: the schemas (400) and the lookups and routes (404).
      expect(run.statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 10)
      expect(run.statuses.get(404) ?? 0).toBeGreaterThan(REQUESTS / 20)
      expect((await get('/health')).status).toBe(200)
      expect((await get(`${api}/auctions/0`)).status).toBe(200)
    }, 120_000)

    test('the handlers refuse what a sound index never sees', async () => {
      const fresh = await serveFreshDatabase(handle)
      try {
        const run = createHandlerRun(fresh.database.db, [auctionModule()])
        const at = scenario.world.manifest.contracts.FarmAuction as `0x${string}`
        let block = 1n
        const event = (eventName: string, args: Record<string, unknown>) =>
          run.block(block++, [{ source: 'FarmAuction', eventName, address: at, args }])
        await expect(
          event('BidPlaced', { auctionId: 4n, bidder: address(1), amount: 1n, total: 1n }),
        ).rejects.toThrow('auction 4, never started')
        await expect(event('BidderRemoved', { account: address(1) })).rejects.toThrow('not listed')
        await event('AuctionStarted', {
          auctionId: 0n,
          startTime: 1n,
          endTime: 2n,
          initialBidAmount: 10n,
          winnerCount: 1,
        })
        await event('BidPlaced', { auctionId: 0n, bidder: address(1), amount: 10n, total: 10n })
        await expect(
          event('BidPlaced', { auctionId: 0n, bidder: address(1), amount: 10n, total: 30n }),
        ).rejects.toThrow('adds up to 30')
        await expect(
          event('AuctionClosed', { auctionId: 0n, winners: [address(2)], burned: 10n }),
        ).rejects.toThrow(`AuctionClosed of ${address(2)} in auction 0, no bid`)
        await expect(
          event('BidReclaimed', { auctionId: 0n, bidder: address(3), amount: 10n }),
        ).rejects.toThrow('no bid')
        await expect(
          event('BidReclaimed', { auctionId: 9n, bidder: address(1), amount: 10n }),
        ).rejects.toThrow('never started')
      } finally {
        await fresh.close()
      }
    })
  })
}
