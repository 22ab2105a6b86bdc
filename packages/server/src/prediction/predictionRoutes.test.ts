/**
 * The prediction API (`/v1/{chainId}/prediction/…`) over real HTTP, on an index written through
 * the handlers from test/predictionHistory (no chain), on PGlite and PostgreSQL: the agreed JSON,
 * round states from the indexed head's time and the buffer (to the second), bets with their
 * outcomes, history filters and cursors across more bets than one read, the leaderboard's figures
 * and its order with every tie broken, 404s, and 400 (never 500) for malformed input.
 */
import type {
  ApiPredictionBet,
  ApiPredictionBetPage,
  ApiPredictionLeaderboard,
  ApiPredictionPlayer,
  ApiPredictionRound,
  ApiPredictionRoundPage,
} from '@ghost/sdk'
import fc from 'fast-check'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenedDatabase } from '../db/openDatabase'
import { createHandlerRun, rewardsManifest } from '../rewards/test/handlerRun'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import {
  listenLocally,
  type ServedDatabase,
  serveFreshDatabase,
  setIndexedHead,
} from '../test/servedDatabase'
import { createPredictionModule } from './createPredictionModule'
import { getApiRoundState } from './predictionApi'
import {
  ALICE,
  ALICE_ROUND_2,
  BOB,
  BOB_ROUND_2,
  BUFFER_SECONDS,
  CAROL,
  DAVE,
  ERIN,
  FRANK,
  GAME,
  HEAD_BLOCK,
  HEAD_TIME,
  HISTORY,
  LAST_EPOCH,
  OPERATOR,
  ORACLE,
  ROUND_2_REWARD,
  TREASURY,
} from './test/predictionHistory'

const bnb = parseEther

/** An answer's JSON: the fields the checks below read by name, the rest compared whole. */
type AnswerBody = Record<string, unknown> & { message?: string; state?: string }

function predictionModule() {
  const manifest = rewardsManifest()
  const module = createPredictionModule({
    manifest: {
      ...manifest,
      contracts: { ...manifest.contracts, Prediction: GAME, PredictionOracle: ORACLE },
    },
  })
  if (!module) throw new Error('the manifest has a prediction game')
  return module
}

const setHead = (database: OpenedDatabase, timestamp: bigint) =>
  setIndexedHead(database, HEAD_BLOCK, timestamp)

test('a round is canceled only past its close time plus the buffer, and never with no head time', () => {
  const round = { oracle_called: false, close_timestamp: 1_000n, locked_at: 900n }
  const clock = (now: bigint | null) => ({ now, bufferSeconds: 30n })
  expect(getApiRoundState(round, clock(1_030n))).toBe('locked')
  expect(getApiRoundState(round, clock(1_031n))).toBe('canceled')
  expect(getApiRoundState({ ...round, locked_at: null }, clock(1_030n))).toBe('open')
  expect(getApiRoundState({ ...round, locked_at: null }, clock(1_031n))).toBe('canceled')
  expect(getApiRoundState(round, clock(null))).toBe('locked')
  expect(getApiRoundState({ ...round, oracle_called: true }, clock(9_999n))).toBe('ended')
})

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
        const run = createHandlerRun(filled.db, [predictionModule()])
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
    const rounds = async (query = '') =>
      (await get(`/v1/1337/prediction/rounds${query}`)).body as ApiPredictionRoundPage
    const bets = async (user: string, query = '') =>
      (await get(`/v1/1337/prediction/users/${user}/bets${query}`)).body as ApiPredictionBetPage

    test('the handlers: the settings as the events left them, the treasury paid', async () => {
      const contract = await database.db
        .selectFrom('prediction_contract')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(contract).toMatchObject({
        id: GAME,
        current_epoch: LAST_EPOCH,
        interval_seconds: 300n,
        buffer_seconds: BUFFER_SECONDS,
        min_bet_amount: bnb('0.002'),
        treasury_fee: 300n,
        oracle: ORACLE,
        oracle_update_allowance: 60n,
        operator: OPERATOR,
        treasury: TREASURY,
        paused: false,
        // 0.24 + 0.12 of fees, then the House's 2 and 1, all sent.
        treasury_amount: 0n,
        treasury_claimed: bnb('3.36'),
      })
    })

    test('GET prediction/rounds: newest first, states from the head time, paged by cursor', async () => {
      const first = await rounds()
      expect(first.data.map((round) => round.epoch)).toEqual(
        Array.from({ length: 20 }, (_, index) => String(Number(LAST_EPOCH) - index)),
      )
      expect(first.nextCursor).toBe('198')
      expect(first.data.every((round) => round.state === 'open')).toBe(true)
      const oldest = await rounds('?cursor=8&limit=10')
      expect(oldest.nextCursor).toBeNull()
      expect(oldest.data.map((round) => [round.epoch, round.state, round.position])).toEqual([
        ['7', 'open', null],
        ['6', 'locked', null],
        ['5', 'canceled', null],
        ['4', 'ended', 'House'],
        ['3', 'ended', 'House'],
        ['2', 'ended', 'Bear'],
        ['1', 'ended', 'Bull'],
      ])
      expect(oldest.data[5]).toEqual({
        epoch: '2',
        state: 'ended',
        startTimestamp: 1_700_000_009,
        lockTimestamp: Number(HEAD_TIME - 100_000n + 300n),
        closeTimestamp: Number(HEAD_TIME - 100_000n + 600n),
        lockPrice: '100100000000',
        closePrice: '100000000000',
        lockOracleId: '2',
        closeOracleId: '3',
        totalAmount: bnb('4').toString(),
        bullAmount: bnb('1').toString(),
        bearAmount: bnb('3').toString(),
        totalBets: 3,
        bullBets: 1,
        bearBets: 2,
        position: 'Bear',
        rewardBaseCalAmount: bnb('3').toString(),
        rewardAmount: ROUND_2_REWARD.toString(),
        treasuryAmount: bnb('0.12').toString(),
      } satisfies ApiPredictionRound)
      // Round 4 moved up with nobody on Bull: the House took the pot.
      expect(oldest.data[3]).toMatchObject({
        closePrice: '100200000000',
        rewardBaseCalAmount: '0',
        rewardAmount: '0',
        treasuryAmount: bnb('1').toString(),
      })
      expect(oldest.data[0]).toMatchObject({
        lockPrice: null,
        closePrice: null,
        lockOracleId: null,
        rewardAmount: null,
        treasuryAmount: null,
      })
      const pages: ApiPredictionRound[] = []
      let cursor: string | null = ''
      while (cursor !== null) {
        const page = await rounds(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
        pages.push(...page.data)
        cursor = page.nextCursor
      }
      expect(pages.map((round) => round.epoch)).toEqual(
        Array.from({ length: Number(LAST_EPOCH) }, (_, index) =>
          String(Number(LAST_EPOCH) - index),
        ),
      )
      expect((await rounds(`?limit=${LAST_EPOCH}`)).nextCursor).toBeNull()
      expect((await rounds('?cursor=1')).data).toEqual([])
      expect(await get('/v1/1337/prediction/rounds', emptyBase)).toEqual({
        status: 200,
        body: { data: [], nextCursor: null },
      })
    })

    test('GET prediction/rounds/{epoch}: the round; a second past the buffer cancels it', async () => {
      const six = await get('/v1/1337/prediction/rounds/6')
      expect(six).toMatchObject({ status: 200, body: { epoch: '6', state: 'locked' } })
      expect((await get('/v1/1337/prediction/rounds/006')).body).toEqual(six.body)
      try {
        await setHead(database, HEAD_TIME + 1n)
        expect((await get('/v1/1337/prediction/rounds/6')).body.state).toBe('canceled')
        expect((await get('/v1/1337/prediction/rounds/7')).body.state).toBe('open')
      } finally {
        await setHead(database, HEAD_TIME)
      }
      for (const epoch of ['0', '218', `${2n ** 256n - 1n}`]) {
        expect(await get(`/v1/1337/prediction/rounds/${epoch}`)).toEqual({
          status: 404,
          body: { error: 'Not Found', message: `No prediction round ${epoch} in the index` },
        })
      }
      expect((await get('/v1/1337/prediction/rounds/1', emptyBase)).status).toBe(404)
    })

    test("GET prediction/users/{address}/bets: a wallet's bets, outcomes and payouts", async () => {
      const alice = await bets(ALICE.toUpperCase().replace('0X', '0x'))
      expect(alice.filter).toBe('all')
      expect(alice.nextCursor).toBeNull()
      expect(alice.bets.map((bet) => [bet.epoch, bet.outcome, bet.claimed, bet.payout])).toEqual([
        ['5', 'reclaim', true, null],
        ['2', 'won', false, ALICE_ROUND_2.toString()],
        ['1', 'won', true, null],
      ])
      const [refunded, due, claimed] = alice.bets as [
        ApiPredictionBet,
        ApiPredictionBet,
        ApiPredictionBet,
      ]
      expect(due).toEqual({
        epoch: '2',
        user: ALICE,
        position: 'Bear',
        amount: bnb('1').toString(),
        createdAt: 1_700_000_012,
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        outcome: 'won',
        claimed: false,
        claimedAmount: null,
        claimedAt: null,
        claimedTxHash: null,
        payout: '1293333333333333333',
        round: (await rounds('?cursor=3&limit=1')).data[0] as ApiPredictionRound,
      } satisfies ApiPredictionBet)
      expect(claimed).toMatchObject({
        claimedAmount: bnb('1.94').toString(),
        claimedAt: 1_700_000_021,
        claimedTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      })
      expect(refunded).toMatchObject({ position: 'Bull', claimedAmount: bnb('1').toString() })
      expect((await bets(BOB)).bets.map((bet) => [bet.epoch, bet.outcome])).toEqual([
        ['6', 'running'],
        ['2', 'won'],
        ['1', 'lost'],
      ])
      // A tie and a House round: both sides lost.
      expect((await bets(DAVE)).bets.map((bet) => [bet.epoch, bet.outcome])).toEqual([
        ['4', 'lost'],
        ['3', 'lost'],
      ])
      expect((await bets(CAROL)).bets.map((bet) => [bet.epoch, bet.outcome])).toEqual([
        ['7', 'running'],
        ['3', 'lost'],
        ['2', 'lost'],
      ])
      expect((await bets(TREASURY)).bets).toEqual([])
      expect((await get(`/v1/1337/prediction/users/${ALICE}/bets`, emptyBase)).body).toEqual({
        filter: 'all',
        bets: [],
        nextCursor: null,
      })
    })

    test('bets: the history filters, and cursors across more bets than one read', async () => {
      const epochs = (page: ApiPredictionBetPage) => page.bets.map((bet) => bet.epoch)
      expect(epochs(await bets(ALICE, '?filter=collected'))).toEqual(['5', '1'])
      expect(epochs(await bets(ALICE, '?filter=uncollected'))).toEqual(['2'])
      expect(epochs(await bets(BOB, '?filter=collected'))).toEqual(['2'])
      expect(epochs(await bets(BOB, '?filter=uncollected'))).toEqual([])
      expect(epochs(await bets(FRANK, '?filter=uncollected'))).toEqual(['1'])
      // Erin's 210 running bets come before the refund she is owed: skipped, read after read.
      const owed = await bets(ERIN, '?filter=uncollected&limit=1')
      expect(owed).toMatchObject({ filter: 'uncollected', nextCursor: null })
      expect(owed.bets.map((bet) => [bet.epoch, bet.outcome, bet.claimed])).toEqual([
        ['5', 'reclaim', false],
      ])
      expect(await bets(ERIN, '?filter=collected')).toEqual({
        filter: 'collected',
        bets: [],
        nextCursor: null,
      })
      const all: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page: ApiPredictionBetPage = await bets(
          ERIN,
          `?limit=50${cursor === null ? '' : `&cursor=${cursor}`}`,
        )
        all.push(...epochs(page))
        cursor = page.nextCursor
        pages++
      } while (cursor !== null)
      expect(pages).toBe(5)
      expect(all).toEqual([
        ...Array.from({ length: 210 }, (_, index) => String(Number(LAST_EPOCH) - index)),
        '5',
      ])
      expect(epochs(await bets(ALICE, '?limit=1&cursor=5'))).toEqual(['2'])
      expect((await bets(ALICE, '?limit=1&cursor=5')).nextCursor).toBe('2')
      expect((await bets(ALICE, '?limit=2&cursor=5')).nextCursor).toBeNull()
    })

    test('GET prediction/leaderboard: ended rounds only, each order with its ties broken', async () => {
      const record = (
        user: string,
        roundsPlayed: number,
        roundsWon: number,
        winRate: number,
        totalBet: string,
        netBnb: bigint,
      ): ApiPredictionPlayer => ({
        user,
        roundsPlayed,
        roundsWon,
        winRate,
        totalBet: bnb(totalBet).toString(),
        netBnb: netBnb.toString(),
      })
      // Alice: 1.94 claimed + 1.293333…3 due − 2; Frank: 5.82 due − 3; Bob: 2.586666…6 − 6.
      const alice = record(ALICE, 2, 2, 10_000, '2', bnb('1.94') + ALICE_ROUND_2 - bnb('2'))
      const frank = record(FRANK, 1, 1, 10_000, '3', bnb('2.82'))
      const bob = record(BOB, 2, 1, 5_000, '6', BOB_ROUND_2 - bnb('6'))
      const carol = record(CAROL, 2, 0, 0, '2', -bnb('2'))
      const dave = record(DAVE, 2, 0, 0, '2', -bnb('2'))
      expect(alice.netBnb).toBe('1233333333333333333')
      expect(bob.netBnb).toBe('-3413333333333333334')
      const board = async (query: string) =>
        (await get(`/v1/1337/prediction/leaderboard${query}`)).body as ApiPredictionLeaderboard
      // Carol and Dave tie on every figure: the lower address first.
      expect(await board('')).toEqual({
        orderBy: 'netBnb',
        players: [frank, alice, carol, dave, bob],
      })
      // Frank and Alice both won every round: Frank's netBnb is higher.
      expect(await board('?orderBy=winRate')).toEqual({
        orderBy: 'winRate',
        players: [frank, alice, bob, carol, dave],
      })
      expect(await board('?orderBy=roundsPlayed')).toEqual({
        orderBy: 'roundsPlayed',
        players: [alice, carol, dave, bob, frank],
      })
      expect(await board('?orderBy=winRate&limit=2')).toEqual({
        orderBy: 'winRate',
        players: [frank, alice],
      })
      expect(await get('/v1/1337/prediction/leaderboard', emptyBase)).toEqual({
        status: 200,
        body: { orderBy: 'netBnb', players: [] },
      })

      expect(await get(`/v1/1337/prediction/players/${BOB}`)).toEqual({ status: 200, body: bob })
      // Erin's bets are in a canceled round and running ones: no ended round, a record of none.
      for (const user of [ERIN, TREASURY]) {
        expect(await get(`/v1/1337/prediction/players/${user}`)).toEqual({
          status: 200,
          body: {
            user: user.toLowerCase(),
            roundsPlayed: 0,
            roundsWon: 0,
            winRate: 0,
            totalBet: '0',
            netBnb: '0',
          },
        })
      }
    })

    test.each([
      ['/v1/1337/prediction/rounds/abc', 'params.epoch'],
      ['/v1/1337/prediction/rounds/-1', 'params.epoch'],
      ['/v1/1337/prediction/rounds/1.5', 'params.epoch'],
      ['/v1/1337/prediction/rounds/0x10', 'params.epoch'],
      [`/v1/1337/prediction/rounds/${2n ** 256n}`, 'params.epoch'],
      [`/v1/1337/prediction/rounds/${'9'.repeat(100)}`, 'params.epoch'],
      ['/v1/1337/prediction/rounds/1%20', 'params.epoch'],
      ['/v1/1337/prediction/rounds?limit=0', 'query.limit'],
      ['/v1/1337/prediction/rounds?limit=1001', 'query.limit'],
      ['/v1/1337/prediction/rounds?limit=ten', 'query.limit'],
      ['/v1/1337/prediction/rounds?limit=1&limit=2', 'query.limit'],
      ['/v1/1337/prediction/rounds?cursor=x', 'query.cursor'],
      ['/v1/1337/prediction/rounds?cursor=-5', 'query.cursor'],
      ['/v1/1337/prediction/users/alice/bets', 'params.address'],
      ['/v1/1337/prediction/users/0x1234/bets', 'params.address'],
      [`/v1/1337/prediction/users/${ALICE}/bets?filter=won`, 'query.filter'],
      [`/v1/1337/prediction/users/${ALICE}/bets?filter=`, 'query.filter'],
      [`/v1/1337/prediction/users/${ALICE}/bets?cursor=1e3`, 'query.cursor'],
      ['/v1/1337/prediction/leaderboard?orderBy=netbnb', 'query.orderBy'],
      ['/v1/1337/prediction/leaderboard?limit=-1', 'query.limit'],
      ['/v1/1337/prediction/players/0xZZ', 'params.address'],
      ['/v1/1/prediction/rounds', 'params.chainId'],
      ['/v1/abc/prediction/leaderboard', 'params.chainId'],
    ])('400 with the reason for %s', async (path, where) => {
      const { status, body } = await get(path)
      expect(status).toBe(400)
      expect(body.message).toContain(`${where}:`)
    })

    test('a supported chain this server does not follow answers 404', async () => {
      for (const path of [
        '/v1/97/prediction/rounds',
        '/v1/56/prediction/rounds/1',
        `/v1/97/prediction/users/${ALICE}/bets`,
        '/v1/56/prediction/leaderboard',
        `/v1/97/prediction/players/${ALICE}`,
      ]) {
        const { status, body } = await get(path)
        expect(status).toBe(404)
        expect(body.message).toContain('chain 1337')
      }
    })

    test('malformed parameters of every route: 400 or 404, never a 5xx', async () => {
      const junk = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('-1', '0', '1e3', '0x1', ' 1', '１', '1.0', '%00', '..', 'NaN', '99'),
        fc.bigInt({ min: 2n ** 255n, max: 2n ** 300n }).map(String),
      )
      const encoded = junk.map(encodeURIComponent)
      const path = fc.oneof(
        encoded.map((epoch) => `/v1/1337/prediction/rounds/${epoch}`),
        fc
          .tuple(encoded, encoded)
          .map(([limit, cursor]) => `/v1/1337/prediction/rounds?limit=${limit}&cursor=${cursor}`),
        fc
          .tuple(encoded, encoded, encoded)
          .map(
            ([user, filter, cursor]) =>
              `/v1/1337/prediction/users/${user}/bets?filter=${filter}&cursor=${cursor}`,
          ),
        fc
          .tuple(encoded, encoded)
          .map(
            ([filter, limit]) =>
              `/v1/1337/prediction/users/${ALICE}/bets?filter=${filter}&limit=${limit}`,
          ),
        fc
          .tuple(encoded, encoded)
          .map(
            ([orderBy, limit]) =>
              `/v1/1337/prediction/leaderboard?orderBy=${orderBy}&limit=${limit}`,
          ),
        encoded.map((user) => `/v1/1337/prediction/players/${user}`),
        encoded.map((chain) => `/v1/${chain}/prediction/rounds`),
      )
      const statuses = new Map<number, number>()
      for (const each of fc.sample(path, { numRuns: 300, seed: 32 })) {
        const response = await fetch(`${base}${each}`)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, each).toBeLessThan(500)
        const body = (await response.json()) as AnswerBody
        if (response.status >= 400) expect(typeof body.message, each).toBe('string')
      }
      expect(statuses.get(400) ?? 0).toBeGreaterThan(100)
      expect((await get('/v1/1337/prediction/rounds/1')).status).toBe(200)
    })
  })
}
