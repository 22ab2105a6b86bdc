/**
 * The rewards and squad API (`/v1/{chainId}/rewards/…`, `/v1/{chainId}/squad/…`) and their
 * GraphQL entities over an index of test/rewardHistory, on PGlite and PostgreSQL: the agreed
 * answer shapes, filters, newest-first paging, and 400 (never 500) for bad input.
 */
import type { FastifyInstance } from 'fastify'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { IndexerModule } from '../indexer/types'
import { createSquadModule } from '../squad/createSquadModule'
import type { ApiSquadEvent, ApiSquadSale } from '../squad/squadRoutes'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { type ServedDatabase, serveFreshDatabase } from '../test/servedDatabase'
import { createRewardsModule } from './createRewardsModule'
import type { ApiRewardEvent, ApiRewardProgramme } from './rewardRoutes'
import { createHandlerRun, rewardsManifest } from './test/handlerRun'
import {
  ADMIN,
  ALICE,
  BOB,
  COLLECTION,
  FEE_MANAGER,
  FEE_RECIPIENT,
  GHOST_POT,
  HISTORY,
  MANAGER_ADMIN,
  NEW_ADMIN,
  SHARE_POT,
} from './test/rewardHistory'

function modules(): IndexerModule[] {
  const manifest = rewardsManifest()
  const reader = {
    ghostPotAdmin: async () => ADMIN,
    feeFactoryTerms: async () => ({ fee: 1_000n, feeRecipient: FEE_RECIPIENT }),
  }
  return [createRewardsModule({ manifest, reader }), createSquadModule({ manifest })].flatMap(
    (module) => (module ? [module] : []),
  )
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let served: ServedDatabase
    let empty: ServedDatabase
    let app: FastifyInstance
    let emptyApp: FastifyInstance

    beforeAll(async () => {
      handle = await target.start()
      served = await serveFreshDatabase(handle, async (filled) => {
        const run = createHandlerRun(filled.db, modules())
        for (const [block, events] of HISTORY) await run.block(block, events)
      })
      app = served.app
      empty = await serveFreshDatabase(handle)
      emptyApp = empty.app
    })
    afterAll(async () => {
      await served?.close()
      await empty?.close()
      await handle?.stop()
    })

    const get = async (url: string, server = app) => {
      const response = await server.inject({ method: 'GET', url })
      return { status: response.statusCode, body: response.json() }
    }

    test('GET rewards/programmes: the ghost pot, then share pots, then fee managers', async () => {
      const { status, body } = await get('/v1/1337/rewards/programmes')
      expect(status).toBe(200)
      expect(body).toEqual({
        data: [
          {
            kind: 'ghostPot',
            address: GHOST_POT,
            name: 'Ghost Pot',
            admin: NEW_ADMIN,
            collection: null,
            totalLevel: '2',
            totalDeposited: parseEther('3').toString(),
            totalHarvested: parseEther('2').toString(),
            holders: 1,
          },
          {
            kind: 'sharePot',
            address: SHARE_POT,
            name: 'Art pot',
            admin: NEW_ADMIN,
            collection: COLLECTION,
            totalLevel: '5',
            totalDeposited: parseEther('1').toString(),
            totalHarvested: parseEther('1').toString(),
            holders: 1,
          },
          {
            kind: 'feeManager',
            address: FEE_MANAGER,
            name: 'Team fees',
            admin: MANAGER_ADMIN,
            collection: null,
            totalLevel: '1',
            totalDeposited: parseEther('0.9').toString(),
            totalHarvested: '0',
            holders: 1,
          },
        ] satisfies ApiRewardProgramme[],
      })
      expect(await get('/v1/1337/rewards/programmes', emptyApp)).toEqual({
        status: 200,
        body: { data: [] },
      })
    })

    test('GET rewards/events: newest first, every field, filters combine, first/skip page', async () => {
      const all = (await get('/v1/1337/rewards/events')).body.data as ApiRewardEvent[]
      expect(all).toHaveLength(10)
      const order = all.map((event) => [event.blockNumber, event.logIndex])
      expect(order).toEqual(
        [...order].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (b[1] ?? 0) - (a[1] ?? 0)),
      )
      expect(all[0]).toEqual({
        kind: 'harvest',
        programme: SHARE_POT,
        programmeKind: 'sharePot',
        user: ALICE,
        amount: parseEther('1').toString(),
        previousLevel: null,
        newLevel: null,
        totalLevel: null,
        inWBNB: true,
        blockNumber: 15,
        timestamp: 1_700_000_045,
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        logIndex: 0,
      } satisfies ApiRewardEvent)

      const bobsGhostPotLevels = (
        await get(
          `/v1/1337/rewards/events?programme=${GHOST_POT.toUpperCase().replace('0X', '0x')}&user=${BOB}&kind=level`,
        )
      ).body.data as ApiRewardEvent[]
      expect(bobsGhostPotLevels.map((event) => [event.previousLevel, event.newLevel])).toEqual([
        ['1', '0'],
        ['0', '1'],
      ])
      const deposits = (await get('/v1/1337/rewards/events?kind=deposit')).body
        .data as ApiRewardEvent[]
      expect(deposits.map((event) => event.programmeKind)).toEqual([
        'sharePot',
        'feeManager',
        'ghostPot',
      ])
      const page = (await get('/v1/1337/rewards/events?first=3&skip=2')).body.data
      expect(page).toEqual(all.slice(2, 5))
      expect((await get('/v1/1337/rewards/events?skip=10')).body.data).toEqual([])
    })

    test('GET squad/events and squad/sale', async () => {
      const events = (await get('/v1/1337/squad/events')).body.data as ApiSquadEvent[]
      expect(events.map((event) => [event.kind, event.user, event.count])).toEqual([
        ['claim', BOB, 4],
        ['claim', ALICE, 2],
        ['purchase', BOB, 1],
        ['purchase', BOB, 3],
        ['purchase', ALICE, 2],
        ['presaleTickets', BOB, 1],
        ['presaleTickets', ALICE, 2],
      ])
      expect(events[4]).toEqual({
        kind: 'purchase',
        user: ALICE,
        count: 2,
        cakeBurned: parseEther('20').toString(),
        presale: true,
        firstTokenId: null,
        blockNumber: 11,
        timestamp: 1_700_000_033,
        transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        logIndex: 3,
      } satisfies ApiSquadEvent)
      expect(events[0]).toMatchObject({ firstTokenId: '123', cakeBurned: null, presale: null })
      const alicesClaims = (await get(`/v1/1337/squad/events?user=${ALICE}&kind=claim`)).body.data
      expect(alicesClaims).toEqual([events[1]])
      expect((await get('/v1/1337/squad/events?first=2&skip=1')).body.data).toEqual(
        events.slice(1, 3),
      )

      expect(await get('/v1/1337/squad/sale')).toEqual({
        status: 200,
        body: {
          ticketsSold: 6,
          presaleSold: 2,
          claimed: 6,
          buyers: 2,
          revealed: 2,
        } satisfies ApiSquadSale,
      })
      expect((await get('/v1/1337/squad/sale', emptyApp)).body).toEqual({
        ticketsSold: 0,
        presaleSold: 0,
        claimed: 0,
        buyers: 0,
        revealed: 0,
      })
    })

    test.each([
      ['/v1/1337/rewards/events?programme=0x123', 'query.programme'],
      ['/v1/1337/rewards/events?user=alice', 'query.user'],
      ['/v1/1337/rewards/events?kind=mint', 'query.kind'],
      ['/v1/1337/rewards/events?first=0', 'query.first'],
      ['/v1/1337/rewards/events?first=1001', 'query.first'],
      ['/v1/1337/rewards/events?first=1.5', 'query.first'],
      ['/v1/1337/rewards/events?skip=-1', 'query.skip'],
      ['/v1/1337/rewards/events?skip=99999999999999999999', 'query.skip'],
      ['/v1/1337/squad/events?user=0x0', 'query.user'],
      ['/v1/1337/squad/events?kind=deposit', 'query.kind'],
      ['/v1/1337/squad/events?first=abc', 'query.first'],
      ['/v1/1/squad/sale', 'params.chainId'],
      ['/v1/abc/rewards/programmes', 'params.chainId'],
    ])('400 with the reason for %s', async (url, where) => {
      const { status, body } = await get(url)
      expect(status).toBe(400)
      expect(body.message).toContain(`${where}:`)
    })

    test('a supported chain this server does not follow answers 404', async () => {
      for (const url of ['/v1/97/rewards/programmes', '/v1/56/squad/sale', '/v1/97/squad/events']) {
        const { status, body } = await get(url)
        expect(status).toBe(404)
        expect(body.message).toContain('chain 1337')
      }
    })

    test('GraphQL: programmes with their levels and events, the sale and its buyers', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: {
          query: `{
            rewardProgramme(id: "${GHOST_POT}") {
              kind name totalDeposited holders
              levels(orderBy: user) { user level }
              events(where: { kind: "harvest" }) { user amount inWBNB programme { id } }
            }
            feeManagerFactories { fee totalAdminFees managerCount }
            squadSales { ticketsSold revealed cakeBurned }
            squadUsers(orderBy: id) { id ticketsBought presaleTickets }
          }`,
        },
      })
      expect(response.json().errors).toBeUndefined()
      expect(response.json().data).toEqual({
        rewardProgramme: {
          kind: 'ghostPot',
          name: 'Ghost Pot',
          totalDeposited: '3',
          holders: '1',
          levels: [
            { user: ALICE, level: '2' },
            { user: BOB, level: '0' },
          ].sort((a, b) => a.user.localeCompare(b.user)),
          events: [{ user: ALICE, amount: '2', inWBNB: false, programme: { id: GHOST_POT } }],
        },
        feeManagerFactories: [{ fee: '500', totalAdminFees: '0.1', managerCount: '1' }],
        squadSales: [{ ticketsSold: '6', revealed: '2', cakeBurned: '80' }],
        squadUsers: [
          { id: ALICE, ticketsBought: '2', presaleTickets: '2' },
          { id: BOB, ticketsBought: '4', presaleTickets: '1' },
        ],
      })
    })
  })
}
