/**
 * Acceptance (issue 32): the prediction game's index on a local chain with the real contracts
 * (test/predictionScenario.ts: a Bull win, a Bear win, a tie, two canceled rounds, a batched
 * claim with a refund, a pause with a new fee, a treasury claim), indexed by createIndexer with
 * the prediction module, compared with the contract's `getRound`/`getBet` and logs, and the API
 * over that index with figures worked out by hand. A restart and a reorg leave what a fresh index
 * leaves. On PGlite and on PostgreSQL.
 */
import { ghostPredictionAbi, iGhostPredictionAbi } from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID, revertTo } from '@ghost/contracts/anvil'
import type {
  ApiPredictionBet,
  ApiPredictionBetPage,
  ApiPredictionLeaderboard,
  ApiPredictionPlayer,
  ApiPredictionRound,
  ApiPredictionRoundPage,
} from '@ghost/sdk'
import { type PublicClient, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { onlyModule, scenarioBlocks } from '../indexer/testing/chainScenario'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import { serveIndexedScenario } from '../indexer/testing/servedIndex'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createPredictionModule } from './createPredictionModule'
import {
  LATE_LOCK,
  NEW_TREASURY_FEE,
  PRICES,
  type PredictionScenario,
  type PredictionWorld,
  predictionCalls,
  runPredictionScenario,
} from './test/predictionScenario'

let scenario: PredictionScenario
let world: PredictionWorld
let client: PublicClient
let reorgRuns = 0

beforeAll(async () => {
  scenario = await runPredictionScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()
const bnb = parseEther
const EPOCHS = [1n, 2n, 3n, 4n, 5n, 6n, 7n]
const SIDES = [null, 'Bull', 'Bear'] as const

// Hand-worked figures (wei). Round 2: 3.5 BNB less 3% = 3.395 shared by 3 BNB of Bear bets.
const ROUND_2_REWARD = 3_395_000_000_000_000_000n
/** A's 1 BNB of it: 1.131666… rounded down (A claimed first, so the contract paid exactly this). */
const A_ROUND_2 = 1_131_666_666_666_666_666n
/** C's 2 BNB of it: 2.263333… rounded down; the contract's running total owes C one wei more. */
const C_ROUND_2 = 2_263_333_333_333_333_333n

const getRound = (epoch: bigint) =>
  client.readContract({
    address: world.prediction,
    abi: iGhostPredictionAbi,
    functionName: 'getRound',
    args: [epoch],
  })

const getBet = (epoch: bigint, user: string) =>
  client.readContract({
    address: world.prediction,
    abi: iGhostPredictionAbi,
    functionName: 'getBet',
    args: [epoch, user as `0x${string}`],
  })

const scenarioLogs = async () =>
  parseEventLogs({
    abi: iGhostPredictionAbi,
    logs: await client.getLogs({
      address: world.prediction,
      fromBlock: BigInt(world.manifest.startBlock),
      toBlock: scenario.headBlock,
    }),
  })

test('the module follows the manifest: none without a prediction game', () => {
  const { Prediction: _game, PredictionOracle: _oracle, ...others } = world.manifest.contracts
  expect(createPredictionModule({ manifest: { ...world.manifest, contracts: others } })).toBe(
    undefined,
  )
  expect(createPredictionModule({ manifest: world.manifest })?.sources).toEqual([
    expect.objectContaining({ name: 'GhostPrediction', address: lower(world.prediction) }),
  ])
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 3 blocks: rows cross checkpoints and the restart in between.
    const indexed = setUpIndexedScenario(target, () => ({
      ...scenarioBlocks(scenario),
      modules: () =>
        onlyModule(createPredictionModule({ manifest: world.manifest }), 'a prediction game'),
      rangeSize: 3,
    }))

    const served = serveIndexedScenario(indexed)
    const { get } = served
    const player = (index: number) => lower(world.players[index]?.account.address ?? '')

    const rounds = () =>
      indexed.database.db
        .selectFrom('prediction_round')
        .selectAll()
        .where('chain_id', '=', LOCAL_CHAIN_ID)
        .orderBy('epoch')
        .execute()

    test('every round as getRound has it, settled by hand', async () => {
      const rows = await rounds()
      expect(rows.map((row) => row.id)).toEqual(EPOCHS.map(String))
      for (const row of rows) {
        const view = await getRound(row.epoch)
        expect(row).toMatchObject({
          epoch: view.epoch,
          start_timestamp: view.startTimestamp,
          lock_timestamp: view.lockTimestamp,
          close_timestamp: view.closeTimestamp,
          lock_price: view.lockOracleId === 0n ? null : view.lockPrice,
          close_price: view.oracleCalled ? view.closePrice : null,
          lock_oracle_id: view.lockOracleId === 0n ? null : view.lockOracleId,
          close_oracle_id: view.oracleCalled ? view.closeOracleId : null,
          oracle_called: view.oracleCalled,
          total_amount: view.totalAmount,
          bull_amount: view.bullAmount,
          bear_amount: view.bearAmount,
          reward_base_cal_amount: view.oracleCalled ? view.rewardBaseCalAmount : null,
          reward_amount: view.oracleCalled ? view.rewardAmount : null,
          claimed_base_amount: view.claimedBaseAmount,
        })
      }
      const [first, second, third, fourth, fifth, sixth, seventh] = rows as [
        (typeof rows)[0],
        ...(typeof rows)[0][],
      ]
      expect(first).toMatchObject({
        lock_price: PRICES.lock1,
        close_price: PRICES.lock2,
        position: 'Bull',
        bull_bets: 1n,
        bear_bets: 1n,
        total_amount: bnb('3'),
        reward_base_cal_amount: bnb('1'),
        reward_amount: bnb('2.91'),
        treasury_amount: bnb('0.09'),
        claimed_amount: bnb('2.91'),
        claimed_bets: 1n,
      })
      expect(second).toMatchObject({
        lock_price: PRICES.lock2,
        close_price: PRICES.lock3,
        position: 'Bear',
        total_bets: 3n,
        bull_bets: 1n,
        bear_bets: 2n,
        reward_base_cal_amount: bnb('3'),
        reward_amount: ROUND_2_REWARD,
        treasury_amount: bnb('0.105'),
        claimed_base_amount: bnb('1'),
        claimed_amount: A_ROUND_2,
      })
      expect(third).toMatchObject({
        lock_price: PRICES.lock3,
        close_price: PRICES.lock4,
        position: 'House',
        reward_base_cal_amount: 0n,
        reward_amount: 0n,
        treasury_amount: bnb('2'),
      })
      expect(fourth).toMatchObject({
        lock_price: PRICES.lock4,
        oracle_called: false,
        position: null,
        refunded_amount: bnb('3'),
        refunded_bets: 2n,
      })
      expect(fifth).toMatchObject({ locked_at: null, lock_price: null, refunded_bets: 0n })
      expect(sixth).toMatchObject({ lock_price: PRICES.lock6, oracle_called: false })
      expect(seventh).toMatchObject({ locked_at: null, bear_amount: bnb('0.3'), total_bets: 1n })
      // Round 2 locked late: live for one interval from then, not from its planned lock.
      const lockedAt = second?.locked_at ?? 0n
      expect(lockedAt - (second?.lock_timestamp ?? 0n)).toBeGreaterThanOrEqual(LATE_LOCK)
      expect(second?.close_timestamp).toBe(lockedAt + 300n)
      expect(second?.close_timestamp).not.toBe((second?.start_timestamp ?? 0n) + 600n)
      // Each executeRound closes the round before the one it locks, at the same answer.
      expect(first?.close_oracle_id).toBe(second?.lock_oracle_id)
      expect(second?.close_oracle_id).toBe(third?.lock_oracle_id)
      expect(first?.closed_at).toBe(second?.locked_at)
    })

    test("every bet as getBet has it; each wallet's totals add up to its events", async () => {
      const bets = await indexed.database.db.selectFrom('prediction_bet').selectAll().execute()
      let seen = 0
      for (const epoch of EPOCHS) {
        for (const { account } of world.players) {
          const view = await getBet(epoch, account.address)
          const row = bets.find((bet) => bet.id === `${epoch}-${lower(account.address)}`)
          if (view.amount === 0n) {
            expect(row).toBeUndefined()
            continue
          }
          seen++
          expect(row).toMatchObject({
            epoch,
            user: lower(account.address),
            position: SIDES[view.position],
            amount: view.amount,
            claimed: view.claimed,
          })
        }
      }
      expect(seen).toBe(bets.length)
      expect(bets.length).toBe(12)

      const logs = await scenarioLogs()
      const users = await indexed.database.db.selectFrom('prediction_user').selectAll().execute()
      expect(users).toHaveLength(3)
      for (const user of users) {
        const mine = <name extends 'BetBull' | 'BetBear' | 'Claim' | 'Refund'>(eventName: name) =>
          logs.flatMap((log) =>
            log.eventName === eventName && lower(log.args.sender) === user.id ? [log.args] : [],
          )
        const sum = (list: { amount: bigint }[]) =>
          list.reduce((all, each) => all + each.amount, 0n)
        expect(user).toMatchObject({
          bets: BigInt(mine('BetBull').length + mine('BetBear').length),
          bull_bets: BigInt(mine('BetBull').length),
          bull_amount: sum(mine('BetBull')),
          bear_amount: sum(mine('BetBear')),
          amount: sum(mine('BetBull')) + sum(mine('BetBear')),
          claims: BigInt(mine('Claim').length),
          claimed_amount: sum(mine('Claim')),
          refunds: BigInt(mine('Refund').length),
          refunded_amount: sum(mine('Refund')),
        })
      }
      expect(users.find((user) => user.id === player(0))).toMatchObject({
        claims: 2n,
        claimed_amount: bnb('2.91') + A_ROUND_2,
        refunds: 1n,
        refunded_amount: bnb('1'),
      })
    })

    test('claims and refunds, one row per event; the batched claim is one transaction', async () => {
      const claims = await indexed.database.db
        .selectFrom('prediction_claim')
        .selectAll()
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      expect(claims.map((row) => [row.kind, row.epoch, row.user, row.amount])).toEqual([
        ['claim', 1n, player(0), bnb('2.91')],
        ['claim', 2n, player(0), A_ROUND_2],
        ['refund', 4n, player(0), bnb('1')],
        ['refund', 4n, player(2), bnb('2')],
      ])
      const [batch] = claims
      expect(new Set(claims.slice(0, 3).map((row) => row.transaction_hash))).toEqual(
        new Set([batch?.transaction_hash]),
      )
      const logs = (await scenarioLogs()).filter(
        (log) => log.eventName === 'Claim' || log.eventName === 'Refund',
      )
      expect(claims.map((row) => row.id)).toEqual(
        logs.map((log) => `${log.transactionHash}-${log.logIndex}`),
      )
      const bet = await indexed.database.db
        .selectFrom('prediction_bet')
        .selectAll()
        .where('id', '=', `4-${player(0)}`)
        .executeTakeFirstOrThrow()
      expect(bet).toMatchObject({
        claimed: true,
        claimed_amount: bnb('1'),
        claimed_transaction_hash: batch?.transaction_hash,
        claimed_block: batch?.block_number,
      })
    })

    test('the settings, the pause and the treasury, as the contract has them', async () => {
      const read = <
        name extends
          | 'currentEpoch'
          | 'intervalSeconds'
          | 'bufferSeconds'
          | 'minBetAmount'
          | 'treasuryFee'
          | 'oracleUpdateAllowance'
          | 'treasuryAmount'
          | 'paused'
          | 'operator'
          | 'treasury'
          | 'oracle',
      >(
        functionName: name,
      ) => client.readContract({ address: world.prediction, abi: ghostPredictionAbi, functionName })
      const contract = await indexed.database.db
        .selectFrom('prediction_contract')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(contract).toMatchObject({
        id: lower(world.prediction),
        current_epoch: await read('currentEpoch'),
        interval_seconds: await read('intervalSeconds'),
        buffer_seconds: await read('bufferSeconds'),
        min_bet_amount: await read('minBetAmount'),
        treasury_fee: await read('treasuryFee'),
        oracle_update_allowance: await read('oracleUpdateAllowance'),
        treasury_amount: await read('treasuryAmount'),
        paused: await read('paused'),
        operator: lower(await read('operator')),
        treasury: lower(await read('treasury')),
        oracle: lower(await read('oracle')),
      })
      expect(contract).toMatchObject({
        current_epoch: 7n,
        interval_seconds: 300n,
        buffer_seconds: 30n,
        min_bet_amount: bnb('0.001'),
        treasury_fee: NEW_TREASURY_FEE,
        oracle_update_allowance: 60n,
        oracle: lower(world.oracle),
        treasury: lower(world.treasury),
        paused: false,
        treasury_amount: 0n,
        // 0.09 + 0.105 of fees and the tie's 2 BNB.
        treasury_claimed: bnb('2.195'),
      })
      const paid = await indexed.database.db
        .selectFrom('prediction_treasury_claim')
        .selectAll()
        .execute()
      expect(paid.map((row) => [row.treasury, row.amount])).toEqual([
        [lower(world.treasury), bnb('2.195')],
      ])
    })

    test('the API: rounds with their states, newest first, paged by cursor', async () => {
      const page = (await get('/v1/1337/prediction/rounds')).body as ApiPredictionRoundPage
      expect(page.nextCursor).toBeNull()
      expect(page.data.map((round) => [round.epoch, round.state, round.position])).toEqual([
        ['7', 'open', null],
        ['6', 'locked', null],
        ['5', 'canceled', null],
        ['4', 'canceled', null],
        ['3', 'ended', 'House'],
        ['2', 'ended', 'Bear'],
        ['1', 'ended', 'Bull'],
      ])
      const view = await getRound(2n)
      expect(page.data[5]).toEqual({
        epoch: '2',
        state: 'ended',
        startTimestamp: Number(view.startTimestamp),
        lockTimestamp: Number(view.lockTimestamp),
        closeTimestamp: Number(view.closeTimestamp),
        lockPrice: PRICES.lock2.toString(),
        closePrice: PRICES.lock3.toString(),
        lockOracleId: view.lockOracleId.toString(),
        closeOracleId: view.closeOracleId.toString(),
        totalAmount: bnb('3.5').toString(),
        bullAmount: bnb('0.5').toString(),
        bearAmount: bnb('3').toString(),
        totalBets: 3,
        bullBets: 1,
        bearBets: 2,
        position: 'Bear',
        rewardBaseCalAmount: bnb('3').toString(),
        rewardAmount: ROUND_2_REWARD.toString(),
        treasuryAmount: bnb('0.105').toString(),
      } satisfies ApiPredictionRound)
      const first = (await get('/v1/1337/prediction/rounds?limit=3')).body as ApiPredictionRoundPage
      expect(first).toEqual({ data: page.data.slice(0, 3), nextCursor: '5' })
      const second = (await get('/v1/1337/prediction/rounds?limit=3&cursor=5')).body
      expect(second).toEqual({ data: page.data.slice(3, 6), nextCursor: '2' })
      expect((await get('/v1/1337/prediction/rounds?limit=3&cursor=2')).body).toEqual({
        data: page.data.slice(6),
        nextCursor: null,
      })
      expect(await get('/v1/1337/prediction/rounds/4')).toEqual({ status: 200, body: page.data[3] })
      expect((await get('/v1/1337/prediction/rounds/8')).status).toBe(404)
    })

    test("the API: each wallet's bets with outcome, claim and payout, as getBet has them", async () => {
      const bets = async (index: number, filter = 'all') =>
        (
          (await get(`/v1/1337/prediction/users/${player(index)}/bets?filter=${filter}`))
            .body as ApiPredictionBetPage
        ).bets
      const summary = (list: ApiPredictionBet[]) =>
        list.map((bet) => [bet.epoch, bet.position, bet.outcome, bet.claimed, bet.payout])
      expect(summary(await bets(0))).toEqual([
        ['4', 'Bull', 'reclaim', true, null],
        ['3', 'Bull', 'lost', false, null],
        ['2', 'Bear', 'won', true, null],
        ['1', 'Bull', 'won', true, null],
      ])
      expect(summary(await bets(1))).toEqual([
        ['6', 'Bull', 'running', false, null],
        ['5', 'Bull', 'reclaim', false, null],
        ['3', 'Bear', 'lost', false, null],
        ['2', 'Bull', 'lost', false, null],
        ['1', 'Bear', 'lost', false, null],
      ])
      expect(summary(await bets(2))).toEqual([
        ['7', 'Bear', 'running', false, null],
        ['4', 'Bear', 'reclaim', true, null],
        ['2', 'Bear', 'won', false, C_ROUND_2.toString()],
      ])
      expect(summary(await bets(0, 'collected')).map(([epoch]) => epoch)).toEqual(['4', '2', '1'])
      expect(await bets(0, 'uncollected')).toEqual([])
      expect(summary(await bets(1, 'uncollected')).map(([epoch]) => epoch)).toEqual(['5'])
      expect(summary(await bets(2, 'uncollected')).map(([epoch]) => epoch)).toEqual(['2'])
      expect(summary(await bets(2, 'collected')).map(([epoch]) => epoch)).toEqual(['4'])

      // The chain agrees on each bet; C's unclaimed share is the pro-rata one, the contract's
      // running total pays it one wei more.
      for (const index of [0, 1, 2]) {
        for (const bet of await bets(index)) {
          const view = await getBet(BigInt(bet.epoch), player(index))
          expect([bet.position, bet.amount, bet.claimed]).toEqual([
            SIDES[view.position],
            view.amount.toString(),
            view.claimed,
          ])
        }
      }
      const pending = await client.readContract({
        address: world.prediction,
        abi: iGhostPredictionAbi,
        functionName: 'pendingReward',
        args: [2n, world.players[2].account.address],
      })
      expect(pending).toBe(C_ROUND_2 + 1n)

      const [aFirst] = (await bets(0)).slice(-1)
      const claimTx = (
        await indexed.database.db
          .selectFrom('prediction_claim')
          .select('transaction_hash')
          .where('epoch', '=', 1n)
          .executeTakeFirstOrThrow()
      ).transaction_hash
      expect(aFirst).toMatchObject({
        user: player(0),
        amount: bnb('1').toString(),
        claimedAmount: bnb('2.91').toString(),
        claimedTxHash: claimTx,
        round: { epoch: '1', state: 'ended', position: 'Bull' },
      })
    })

    test('the API: the leaderboard and each record over ended rounds, worked out by hand', async () => {
      const a = {
        user: player(0),
        roundsPlayed: 3,
        roundsWon: 2,
        winRate: 6666,
        totalBet: bnb('3').toString(),
        // 2.91 + 1.131666… − 3
        netBnb: (bnb('2.91') + A_ROUND_2 - bnb('3')).toString(),
      } satisfies ApiPredictionPlayer
      const b = {
        user: player(1),
        roundsPlayed: 3,
        roundsWon: 0,
        winRate: 0,
        totalBet: bnb('3.5').toString(),
        netBnb: (-bnb('3.5')).toString(),
      } satisfies ApiPredictionPlayer
      const c = {
        user: player(2),
        roundsPlayed: 1,
        roundsWon: 1,
        winRate: 10_000,
        totalBet: bnb('2').toString(),
        // 2.263333… due, less 2
        netBnb: '263333333333333333',
      } satisfies ApiPredictionPlayer
      expect(a.netBnb).toBe('1041666666666666666')
      const board = async (orderBy: string) =>
        (await get(`/v1/1337/prediction/leaderboard?orderBy=${orderBy}`))
          .body as ApiPredictionLeaderboard
      expect(await board('netBnb')).toEqual({ orderBy: 'netBnb', players: [a, c, b] })
      expect(await board('winRate')).toEqual({ orderBy: 'winRate', players: [c, a, b] })
      // A and B played 3 each: A's netBnb decides.
      expect(await board('roundsPlayed')).toEqual({ orderBy: 'roundsPlayed', players: [a, b, c] })
      expect(await get(`/v1/1337/prediction/players/${player(2)}`)).toEqual({
        status: 200,
        body: c,
      })
      // The treasury never bet: a record of none.
      expect(await get(`/v1/1337/prediction/players/${lower(world.treasury)}`)).toEqual({
        status: 200,
        body: {
          user: lower(world.treasury),
          roundsPlayed: 0,
          roundsWon: 0,
          winRate: 0,
          totalBet: '0',
          netBnb: '0',
        },
      })
    })

    test('GraphQL: a round with its bets and claims, a player with its bets', async () => {
      const response = await served.app.inject({
        method: 'POST',
        url: '/v1/1337/graphql',
        payload: {
          query: `{
            predictionRound(id: "2") {
              epoch position lockPrice closePrice bullAmount rewardAmount
              bets(orderBy: amount, orderDirection: desc) { user { id } position amount claimed claimedBNB }
              claims { kind amount user { id } }
            }
            predictionUser(id: "${player(0)}") { totalBets totalBNB totalBetsClaimed totalBNBRefunded }
            predictionMarkets { epoch paused treasuryFee bufferSeconds totalTreasuryClaimed }
          }`,
        },
      })
      expect(response.json().errors).toBeUndefined()
      expect(response.json().data).toEqual({
        predictionRound: {
          epoch: '2',
          position: 'Bear',
          lockPrice: '601',
          closePrice: '599',
          bullAmount: '0.5',
          rewardAmount: '3.395',
          bets: [
            {
              user: { id: player(2) },
              position: 'Bear',
              amount: '2',
              claimed: false,
              claimedBNB: null,
            },
            {
              user: { id: player(0) },
              position: 'Bear',
              amount: '1',
              claimed: true,
              claimedBNB: '1.131666666666666666',
            },
            {
              user: { id: player(1) },
              position: 'Bull',
              amount: '0.5',
              claimed: false,
              claimedBNB: null,
            },
          ],
          claims: [{ kind: 'claim', amount: '1.131666666666666666', user: { id: player(0) } }],
        },
        predictionUser: {
          totalBets: '4',
          totalBNB: '4',
          totalBetsClaimed: '2',
          totalBNBRefunded: '1',
        },
        predictionMarkets: [
          {
            epoch: '7',
            paused: false,
            treasuryFee: '500',
            bufferSeconds: '30',
            totalTreasuryClaimed: '2.195',
          },
        ],
      })
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(scenario.headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(world.url)
      const calls = predictionCalls(world)
      const [a, b, c] = world.players
      const head = await testClient.snapshot()
      const headTime = (await testClient.getBlock({ blockNumber: scenario.headBlock })).timestamp
      // Amounts of their own keep every transaction new: Anvil would take one it undid in the
      // other database's run for one it knows.
      reorgRuns += 1
      try {
        // The undone branch: C collects round 2, B bets in round 7. As many transfers as runs
        // first move C's nonce, so the claim's transaction is new in each run too.
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        for (let run = 0; run < reorgRuns; run++) {
          await c.waitForTransactionReceipt({
            hash: await c.sendTransaction({
              to: world.treasury,
              value: BigInt(reorgRuns * 1_000 + run),
              account: c.account,
              chain: null,
            }),
          })
        }
        await calls.claim(c, [2n])
        await calls.bet(b, 'Bull', 7n, bnb('0.01') + BigInt(reorgRuns))
        await indexed.indexer.syncOnce()
        const claimed = await indexed.database.db
          .selectFrom('prediction_bet')
          .select(['claimed', 'claimed_amount'])
          .where('id', '=', `2-${player(2)}`)
          .executeTakeFirstOrThrow()
        expect(claimed).toEqual({ claimed: true, claimed_amount: C_ROUND_2 + 1n })

        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.bet(a, 'Bear', 7n, bnb('0.02') + BigInt(reorgRuns))
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        const round = await indexed.database.db
          .selectFrom('prediction_round')
          .selectAll()
          .where('id', '=', '2')
          .executeTakeFirstOrThrow()
        expect(round).toMatchObject({
          claimed_amount: A_ROUND_2,
          claimed_bets: 1n,
          claimed_base_amount: (await getRound(2n)).claimedBaseAmount,
        })
        const seventh = await getRound(7n)
        expect(
          await indexed.database.db
            .selectFrom('prediction_round')
            .select(['bull_amount', 'bear_amount', 'total_bets'])
            .where('id', '=', '7')
            .executeTakeFirstOrThrow(),
        ).toEqual({
          bull_amount: seventh.bullAmount,
          bear_amount: seventh.bearAmount,
          total_bets: 2n,
        })
        const undone = await indexed.database.db
          .selectFrom('prediction_claim')
          .select('id')
          .where('user', '=', player(2))
          .where('kind', '=', 'claim')
          .execute()
        expect(undone).toEqual([])
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
