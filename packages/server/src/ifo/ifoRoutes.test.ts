/**
 * The IFO API (`/v1/{chainId}/ifo/…`) over real HTTP, on an index written through the handlers
 * from test/ifoHistory (no chain), on PGlite and PostgreSQL: the agreed JSON, phases from the
 * indexed head's time (to the second), cursors across ties of start times and across commits of
 * one block, a wallet's place in a sale (zeros when it never committed), 404s, and 400 (never
 * 500) for malformed input. The handlers' refusals of events a sound index never sees.
 */
import type {
  ApiIfo,
  ApiIfoDeposit,
  ApiIfoDepositPage,
  ApiIfoPage,
  ApiIfoUser,
  ApiIfoUserPage,
} from '@ghost/sdk'
import fc from 'fast-check'
import { keccak256, parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createCheckpointStore } from '../db/checkpointStore'
import type { OpenedDatabase } from '../db/openDatabase'
import { createHandlerRun, rewardsManifest } from '../rewards/test/handlerRun'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  listenLocally,
  type ServedDatabase,
  serveFreshDatabase,
  setIndexedHead,
} from '../test/servedDatabase'
import { createIfoModule } from './createIfoModule'
import {
  ALICE,
  ALICE_BASIC,
  ALICE_UNLIMITED,
  BOB,
  BOB_UNLIMITED,
  CAKE,
  CAROL,
  DEPLOYER,
  ERIN,
  ERIN_OLD_SALES,
  HEAD_BLOCK,
  HEAD_TIME,
  HISTORY,
  NEW_OWNER,
  OFFERING_1,
  OLD_SALES,
  SALE_1,
  SALE_1_POOLS,
  SALE_1_TIERS,
  SALE_1_TIMES,
  SALE_2,
  SALE_3,
  STRANGER,
  uncommittedPool,
} from './test/ifoHistory'

const cake = parseEther

/** An answer's JSON: the fields the checks below read by name, the rest compared whole. */
type AnswerBody = Record<string, unknown> & { message?: string }

function ifoModule() {
  const manifest = rewardsManifest()
  const module = createIfoModule({
    manifest: {
      ...manifest,
      contracts: { ...manifest.contracts, IFODeployer: DEPLOYER },
      tokens: { ...manifest.tokens, CAKE },
    },
  })
  if (!module) throw new Error('the manifest has an IFO deployer')
  return module
}

const setHead = (database: OpenedDatabase, timestamp: bigint) =>
  setIndexedHead(database, HEAD_BLOCK, timestamp)

/** Every sale's address, newest start first (ties: the higher address first). */
const ALL_SALES = [
  SALE_3,
  SALE_2,
  SALE_1,
  ...[...OLD_SALES]
    .sort((x, y) => Number(y.start - x.start) || (x.address < y.address ? 1 : -1))
    .map((sale) => sale.address),
]

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let served: ServedDatabase
    let empty: ServedDatabase
    let database: OpenedDatabase
    let base: string
    let emptyBase: string

    beforeAll(async () => {
      handle = await target.start()
      served = await serveFreshDatabase(handle, async (filled) => {
        const run = createHandlerRun(filled.db, [ifoModule()])
        for (const [block, events] of HISTORY) await run.block(block, events)
        await setHead(filled, HEAD_TIME)
      })
      database = served.database
      base = await listenLocally(served.app)
      empty = await serveFreshDatabase(handle)
      emptyBase = await listenLocally(empty.app)
    }, 120_000)
    afterAll(async () => {
      await served?.close()
      await empty?.close()
      await handle?.stop()
    })

    const get = async (path: string, server = base) => {
      const response = await fetch(`${server}${path}`)
      return { status: response.status, body: (await response.json()) as AnswerBody }
    }
    const offerings = async (query = '') =>
      (await get(`/v1/1337/ifo/offerings${query}`)).body as ApiIfoPage

    test('the handlers: a sale as its events left it, the constructor events skipped', async () => {
      const sale = await database.db
        .selectFrom('ifo_sale')
        .selectAll()
        .where('id', '=', SALE_1)
        .executeTakeFirstOrThrow()
      expect(sale).toMatchObject({
        offering_token: OFFERING_1,
        lp_token: CAKE,
        owner: NEW_OWNER,
        start_timestamp: SALE_1_TIMES.start,
        end_timestamp: SALE_1_TIMES.end,
        campaign_id: 7n,
        number_points: 100n,
        threshold_points: cake('10'),
        fee_tiers: SALE_1_TIERS,
        participants: 3n,
        points_awarded: 2n,
        lp_withdrawn: cake('160'),
        offering_withdrawn: cake('200'),
        created_block: 1n,
      })
      expect(await database.db.selectFrom('ifo_sale').select('id').execute()).toHaveLength(27)
      expect(await database.db.selectFrom('ifo_pool').select('id').execute()).toHaveLength(54)
      const users = await database.db
        .selectFrom('ifo_user')
        .select(['user', 'amount', 'commits', 'points_awarded'])
        .where('ifo', '=', SALE_1)
        .orderBy('user')
        .execute()
      expect(users).toEqual([
        { user: ALICE, amount: cake('150'), commits: 3n, points_awarded: 100n },
        { user: BOB, amount: cake('160'), commits: 2n, points_awarded: 100n },
        { user: CAROL, amount: cake('5'), commits: 1n, points_awarded: null },
      ])
    })

    test('the handlers refuse what a sound index never sees', async () => {
      const run = createHandlerRun(database.db, [ifoModule()])
      const stray = (eventName: string, args: Record<string, unknown>, at = STRANGER) =>
        run.block(HEAD_BLOCK + 1n, [{ source: 'GhostIFO', eventName, address: at, args }])
      await expect(stray('Deposit', { user: ALICE, amount: 1n, pid: 0 })).rejects.toThrow(
        'which the deployer never created',
      )
      await expect(
        stray(
          'Harvest',
          { user: STRANGER, pid: 0, offeringAmount: 1n, refundAmount: 0n, feeAmount: 0n },
          SALE_1,
        ),
      ).rejects.toThrow('which never committed')
      // A constructor's events alone (no sale created after them) leave nothing.
      await run.block(HEAD_BLOCK + 2n, [
        {
          source: 'GhostIFO',
          eventName: 'NewStartAndEndTimestamps',
          address: STRANGER,
          args: { startTimestamp: 1n, endTimestamp: 2n },
        },
      ])
      expect(
        await database.db.selectFrom('ifo_sale').select('id').where('id', '=', STRANGER).execute(),
      ).toEqual([])
    })

    test('GET ifo/offerings: newest start first, phases on the head clock, paged across ties', async () => {
      const first = await offerings()
      expect(first.data.map((sale) => sale.address)).toEqual(ALL_SALES.slice(0, 20))
      const twentieth = first.data[19] as ApiIfo
      expect(first.nextCursor).toBe(`${twentieth.startTimestamp}-${twentieth.address}`)
      // Ends at the head's time: finished; starts at it: live; a second later: getReady.
      expect(first.data.slice(0, 4).map((sale) => [sale.address, sale.phase])).toEqual([
        [SALE_3, 'getReady'],
        [SALE_2, 'live'],
        [SALE_1, 'finished'],
        [ALL_SALES[3], 'finished'],
      ])
      for (const limit of [1, 5, 8, 26, 27]) {
        const seen: string[] = []
        let cursor: string | null = null
        do {
          const page: ApiIfoPage = await offerings(
            `?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`,
          )
          seen.push(...page.data.map((sale) => sale.address))
          cursor = page.nextCursor
        } while (cursor !== null)
        expect(seen, `limit ${limit}`).toEqual(ALL_SALES)
      }
      expect((await offerings('?limit=27')).nextCursor).toBeNull()
      // A cursor of a sale no longer listed still places the page.
      expect(
        (
          await offerings(`?limit=2&cursor=${HEAD_TIME}-0xffffffffffffffffffffffffffffffffffffffff`)
        ).data.map((sale) => sale.address),
      ).toEqual([SALE_2, SALE_1])
      expect(
        (await offerings('?cursor=0-0x0000000000000000000000000000000000000000')).data,
      ).toEqual([])
      expect(await get('/v1/1337/ifo/offerings', emptyBase)).toEqual({
        status: 200,
        body: { data: [], nextCursor: null },
      })
    })

    test('GET ifo/offerings/{address}: the agreed JSON, any case; 404 for an unknown sale', async () => {
      const one = await get(`/v1/1337/ifo/offerings/${SALE_1.toUpperCase().replace('0X', '0x')}`)
      expect(one).toEqual({
        status: 200,
        body: {
          address: SALE_1,
          offeringToken: OFFERING_1,
          lpToken: CAKE,
          owner: NEW_OWNER,
          startTimestamp: Number(SALE_1_TIMES.start),
          endTimestamp: Number(SALE_1_TIMES.end),
          phase: 'finished',
          campaignId: '7',
          numberPoints: '100',
          thresholdPoints: cake('10').toString(),
          feeTiers: SALE_1_TIERS,
          pools: [
            {
              pid: 0,
              kind: 'basic',
              raisingAmount: SALE_1_POOLS.basic.raising.toString(),
              offeringAmount: SALE_1_POOLS.basic.offering.toString(),
              limitPerUser: SALE_1_POOLS.basic.limit.toString(),
              hasFee: false,
              totalAmount: cake('60').toString(),
              participants: 2,
              harvestedAmount: cake('50').toString(),
              offeringHarvested: ALICE_BASIC.offeringAmount.toString(),
              refundHarvested: '0',
              sumFees: '0',
            },
            {
              pid: 1,
              kind: 'unlimited',
              raisingAmount: SALE_1_POOLS.unlimited.raising.toString(),
              offeringAmount: SALE_1_POOLS.unlimited.offering.toString(),
              limitPerUser: '0',
              hasFee: true,
              totalAmount: cake('255').toString(),
              participants: 3,
              harvestedAmount: cake('250').toString(),
              offeringHarvested: (
                ALICE_UNLIMITED.offeringAmount + BOB_UNLIMITED.offeringAmount
              ).toString(),
              refundHarvested: (
                ALICE_UNLIMITED.refundAmount + BOB_UNLIMITED.refundAmount
              ).toString(),
              sumFees: (ALICE_UNLIMITED.feeAmount + BOB_UNLIMITED.feeAmount).toString(),
            },
          ],
          lpWithdrawn: cake('160').toString(),
          offeringWithdrawn: cake('200').toString(),
          createdAt: 1_700_000_003,
          createdTxHash: keccak256(toHex('1-2')),
        } satisfies ApiIfo,
      })
      // 50 of a 100 CAKE target buys half the basic offering; 0.5% of the unused CAKE kept.
      expect(ALICE_BASIC).toEqual({ offeringAmount: cake('500'), refundAmount: 0n, feeAmount: 0n })
      expect(ALICE_UNLIMITED.feeAmount).toBeGreaterThan(0n)
      expect(
        (await get(`/v1/1337/ifo/offerings/${SALE_3}`)).body.pools as ApiIfo['pools'],
      ).toMatchObject([
        { totalAmount: '0', participants: 0 },
        { totalAmount: '0', participants: 0 },
      ])
      for (const server of [base, emptyBase]) {
        expect(await get(`/v1/1337/ifo/offerings/${STRANGER}`, server)).toEqual({
          status: 404,
          body: { error: 'Not Found', message: `No IFO ${STRANGER} in the index` },
        })
      }
    })

    test('phases move with the head, to the second; with no head time the index stands in', async () => {
      const phases = async () =>
        (await offerings('?limit=3')).data.map((sale) => [sale.address, sale.phase])
      try {
        await setHead(database, HEAD_TIME - 1n)
        expect(await phases()).toEqual([
          [SALE_3, 'getReady'],
          [SALE_2, 'getReady'],
          [SALE_1, 'live'],
        ])
        await setHead(database, HEAD_TIME + 1n)
        expect(await phases()).toEqual([
          [SALE_3, 'live'],
          [SALE_2, 'live'],
          [SALE_1, 'finished'],
        ])
        // A checkpoint whose block the index does not keep: the latest time any sale's row
        // carries (Alice's last commit, block 60), long before every sale's start.
        await createCheckpointStore({ db: database.db }).saveCheckpoint({
          chainId: 1337,
          blockNumber: HEAD_BLOCK + 5n,
          blockHash: keccak256(toHex('unkept')),
        })
        expect(1_700_000_000 + 60 * 3).toBeLessThan(Number(SALE_1_TIMES.start))
        expect(await phases()).toEqual([
          [SALE_3, 'getReady'],
          [SALE_2, 'getReady'],
          [SALE_1, 'getReady'],
        ])
      } finally {
        await setHead(database, HEAD_TIME)
      }
      expect((await get(`/v1/1337/ifo/offerings/${SALE_2}`)).body.phase).toBe('live')
    })

    test("GET ifo/offerings/{address}/users/{user}: a wallet's pools; zeros for a newcomer", async () => {
      const alice = await get(
        `/v1/1337/ifo/offerings/${SALE_1}/users/${ALICE.toUpperCase().replace('0X', '0x')}`,
      )
      expect(alice).toEqual({
        status: 200,
        body: {
          ifo: SALE_1,
          user: ALICE,
          pools: [
            {
              pid: 0,
              kind: 'basic',
              amount: cake('50').toString(),
              commits: 2,
              harvested: true,
              offeringAmount: cake('500').toString(),
              refundAmount: '0',
              feeAmount: '0',
              harvestedAt: 1_700_000_060,
              harvestTxHash: keccak256(toHex('20-2')),
            },
            {
              pid: 1,
              kind: 'unlimited',
              amount: cake('100').toString(),
              commits: 1,
              harvested: true,
              offeringAmount: ALICE_UNLIMITED.offeringAmount.toString(),
              refundAmount: ALICE_UNLIMITED.refundAmount.toString(),
              feeAmount: ALICE_UNLIMITED.feeAmount.toString(),
              harvestedAt: 1_700_000_060,
              harvestTxHash: keccak256(toHex('20-1')),
            },
          ],
          pointsAwarded: '100',
        } satisfies ApiIfoUser,
      })
      const carol = (await get(`/v1/1337/ifo/offerings/${SALE_1}/users/${CAROL}`))
        .body as ApiIfoUser
      expect(carol.pools).toEqual([
        uncommittedPool(0),
        { ...uncommittedPool(1), amount: cake('5').toString(), commits: 1 },
      ])
      expect(carol.pointsAwarded).toBeNull()
      const none = {
        ifo: SALE_1,
        user: STRANGER,
        pools: [uncommittedPool(0), uncommittedPool(1)],
        pointsAwarded: null,
      }
      expect(await get(`/v1/1337/ifo/offerings/${SALE_1}/users/${STRANGER}`)).toEqual({
        status: 200,
        body: none,
      })
      expect((await get(`/v1/1337/ifo/offerings/${SALE_2}/users/${ERIN}`)).body.pools).toEqual([
        uncommittedPool(0),
        { ...uncommittedPool(1), amount: cake('30').toString(), commits: 30 },
      ])
      for (const server of [base, emptyBase]) {
        expect(await get(`/v1/1337/ifo/offerings/${STRANGER}/users/${ALICE}`, server)).toEqual({
          status: 404,
          body: { error: 'Not Found', message: `No IFO ${STRANGER} in the index` },
        })
      }
    })

    test("GET ifo/users/{user}: a wallet's sales newest start first, paged", async () => {
      const erin = (await get(`/v1/1337/ifo/users/${ERIN}`)).body as ApiIfoUserPage
      const expectedOrder = ALL_SALES.filter(
        (sale) => sale === SALE_2 || ERIN_OLD_SALES.includes(sale),
      )
      expect(erin.data.map((entry) => entry.ifo)).toEqual(expectedOrder)
      expect(erin.nextCursor).toBeNull()
      expect(erin.data[0]).toEqual(
        (await get(`/v1/1337/ifo/offerings/${SALE_2}/users/${ERIN}`)).body,
      )
      const seen: ApiIfoUser[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page: ApiIfoUserPage = (
          await get(
            `/v1/1337/ifo/users/${ERIN}?limit=1${cursor === null ? '' : `&cursor=${cursor}`}`,
          )
        ).body as ApiIfoUserPage
        seen.push(...page.data)
        cursor = page.nextCursor
        pages++
      } while (cursor !== null)
      expect(pages).toBe(4)
      expect(seen).toEqual(erin.data)
      const alice = (await get(`/v1/1337/ifo/users/${ALICE}`)).body as ApiIfoUserPage
      expect(alice.data.map((entry) => [entry.ifo, entry.pointsAwarded])).toEqual([
        [SALE_2, null],
        [SALE_1, '100'],
      ])
      for (const server of [base, emptyBase]) {
        expect(await get(`/v1/1337/ifo/users/${STRANGER}`, server)).toEqual({
          status: 200,
          body: { data: [], nextCursor: null },
        })
      }
    })

    test("GET ifo/offerings/{address}/deposits: commits newest first, paged within blocks, one wallet's", async () => {
      const all = (await get(`/v1/1337/ifo/offerings/${SALE_2}/deposits?limit=1000`))
        .body as ApiIfoDepositPage
      expect(all.nextCursor).toBeNull()
      expect(all.data).toHaveLength(31)
      expect(all.data[0]).toEqual({
        ifo: SALE_2,
        user: ALICE,
        pid: 0,
        amount: cake('4').toString(),
        blockNumber: '60',
        timestamp: 1_700_000_180,
        txHash: keccak256(toHex('60-0')),
        logIndex: 0,
      } satisfies ApiIfoDeposit)
      expect(
        all.data.slice(1, 4).map((deposit) => [deposit.blockNumber, deposit.logIndex]),
      ).toEqual([
        ['49', 2],
        ['49', 1],
        ['49', 0],
      ])
      const first = (await get(`/v1/1337/ifo/offerings/${SALE_2}/deposits`))
        .body as ApiIfoDepositPage
      expect(first.data).toEqual(all.data.slice(0, 20))
      // Alice's, then Erin's three a block from block 49 down: the 20th is block 43's last.
      expect(first.nextCursor).toBe('43-2')
      for (const limit of [2, 7]) {
        const seen: ApiIfoDeposit[] = []
        let cursor: string | null = null
        do {
          const page: ApiIfoDepositPage = (
            await get(
              `/v1/1337/ifo/offerings/${SALE_2}/deposits?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`,
            )
          ).body as ApiIfoDepositPage
          seen.push(...page.data)
          cursor = page.nextCursor
        } while (cursor !== null)
        expect(seen, `limit ${limit}`).toEqual(all.data)
      }
      const erin = (await get(`/v1/1337/ifo/offerings/${SALE_2}/deposits?user=${ERIN}&limit=3`))
        .body as ApiIfoDepositPage
      expect(erin).toEqual({ data: all.data.slice(1, 4), nextCursor: '49-0' })
      expect(
        (await get(`/v1/1337/ifo/offerings/${SALE_1}/deposits?user=${STRANGER}`)).body,
      ).toEqual({ data: [], nextCursor: null })
      expect((await get(`/v1/1337/ifo/offerings/${SALE_3}/deposits`)).body).toEqual({
        data: [],
        nextCursor: null,
      })
      expect((await get(`/v1/1337/ifo/offerings/${STRANGER}/deposits`)).status).toBe(404)
    })

    test.each([
      ['/v1/1337/ifo/offerings?limit=0', 'query.limit'],
      ['/v1/1337/ifo/offerings?limit=1001', 'query.limit'],
      ['/v1/1337/ifo/offerings?limit=ten', 'query.limit'],
      ['/v1/1337/ifo/offerings?limit=1&limit=2', 'query.limit'],
      ['/v1/1337/ifo/offerings?cursor=x', 'query.cursor'],
      ['/v1/1337/ifo/offerings?cursor=123', 'query.cursor'],
      [`/v1/1337/ifo/offerings?cursor=-1-${SALE_1}`, 'query.cursor'],
      [`/v1/1337/ifo/offerings?cursor=1-0x1234`, 'query.cursor'],
      [`/v1/1337/ifo/offerings?cursor=${2n ** 256n}-${SALE_1}`, 'query.cursor'],
      [`/v1/1337/ifo/offerings?cursor=${'9'.repeat(79)}-${SALE_1}`, 'query.cursor'],
      ['/v1/1337/ifo/offerings/0x1234', 'params.address'],
      ['/v1/1337/ifo/offerings/alice', 'params.address'],
      [`/v1/1337/ifo/offerings/${SALE_1}x`, 'params.address'],
      [`/v1/1337/ifo/offerings/${SALE_1}/users/bob`, 'params.user'],
      [`/v1/1337/ifo/offerings/0x12/users/${ALICE}`, 'params.address'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?cursor=5`, 'query.cursor'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?cursor=${2n ** 63n}-0`, 'query.cursor'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?cursor=1-${2 ** 31}`, 'query.cursor'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?cursor=1-2-3`, 'query.cursor'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?user=0x12`, 'query.user'],
      [`/v1/1337/ifo/offerings/${SALE_1}/deposits?limit=-1`, 'query.limit'],
      ['/v1/1337/ifo/users/0xZZ', 'params.user'],
      [`/v1/1337/ifo/users/${ALICE}?cursor=abc`, 'query.cursor'],
      [`/v1/1337/ifo/users/${ALICE}?limit=1.5`, 'query.limit'],
      ['/v1/1/ifo/offerings', 'params.chainId'],
      [`/v1/abc/ifo/users/${ALICE}`, 'params.chainId'],
      [`/v1/-1/ifo/offerings/${SALE_1}`, 'params.chainId'],
    ])('400 with the reason for %s', async (path, where) => {
      const { status, body } = await get(path)
      expect(status).toBe(400)
      expect(body.message).toContain(`${where}:`)
    })

    test('a supported chain this server does not follow answers 404', async () => {
      for (const path of [
        '/v1/97/ifo/offerings',
        `/v1/56/ifo/offerings/${SALE_1}`,
        `/v1/97/ifo/offerings/${SALE_1}/users/${ALICE}`,
        `/v1/56/ifo/offerings/${SALE_1}/deposits`,
        `/v1/97/ifo/users/${ALICE}`,
      ]) {
        const { status, body } = await get(path)
        expect(status).toBe(404)
        expect(body.message).toContain('chain 1337')
      }
    })

    test('malformed parameters of every route: 400 or 404, never a 5xx', async () => {
      const junk = fc.oneof(
        fc.string({ maxLength: 50 }),
        fc.constantFrom('-1', '0', '1e3', '0x1', ' 1', '１', '1.0', '%00', '..', 'NaN', '1-0'),
        fc.bigInt({ min: 2n ** 62n, max: 2n ** 300n }).map((value) => `${value}-${SALE_1}`),
        fc.bigInt({ min: 2n ** 62n, max: 2n ** 70n }).map((value) => `${value}-7`),
      )
      const encoded = junk.map(encodeURIComponent)
      const path = fc.oneof(
        fc
          .tuple(encoded, encoded)
          .map(([limit, cursor]) => `/v1/1337/ifo/offerings?limit=${limit}&cursor=${cursor}`),
        encoded.map((sale) => `/v1/1337/ifo/offerings/${sale}`),
        fc
          .tuple(encoded, encoded)
          .map(([sale, user]) => `/v1/1337/ifo/offerings/${sale}/users/${user}`),
        encoded.map((user) => `/v1/1337/ifo/offerings/${SALE_1}/users/${user}`),
        fc
          .tuple(encoded, encoded, encoded)
          .map(
            ([user, limit, cursor]) =>
              `/v1/1337/ifo/offerings/${SALE_2}/deposits?user=${user}&limit=${limit}&cursor=${cursor}`,
          ),
        fc
          .tuple(encoded, encoded)
          .map(([user, cursor]) => `/v1/1337/ifo/users/${user}?cursor=${cursor}`),
        encoded.map((cursor) => `/v1/1337/ifo/users/${ERIN}?cursor=${cursor}`),
        encoded.map((chain) => `/v1/${chain}/ifo/offerings`),
      )
      const statuses = new Map<number, number>()
      for (const each of fc.sample(path, { numRuns: 300, seed: 33 })) {
        const response = await fetch(`${base}${each}`)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, each).toBeLessThan(500)
        const body = (await response.json()) as AnswerBody
        if (response.status >= 400) expect(typeof body.message, each).toBe('string')
      }
      expect(statuses.get(400) ?? 0).toBeGreaterThan(100)
      expect((await get(`/v1/1337/ifo/offerings/${SALE_1}`)).status).toBe(200)
    })
  })
}
