/**
 * Acceptance (issue 31): the lottery's index on a local chain with the real contracts
 * (test/lotteryScenario.ts), indexed by createIndexer with the lottery module, compared with the
 * contract's own views and logs: every round's pot, sales, draw and claims, every ticket with
 * its owner, number and claim, each wallet's rounds and totals, the settings, and one event row
 * per step. Rollovers show as a round's rolledOver and the next round's carriedOver. A restart
 * and a reorg leave what a fresh index leaves. On PGlite and on PostgreSQL.
 */
import { iGhostLotteryAbi } from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID, revertTo } from '@ghost/contracts/anvil'
import { type PublicClient, parseEther, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { onlyModule, scenarioBlocks } from '../indexer/testing/chainScenario'
import { setUpIndexedScenario } from '../indexer/testing/indexedScenario'
import { DATABASE_TARGETS } from '../test/databaseTargets'
import { createLotteryModule } from './createLotteryModule'
import {
  CLAIM_WINDOW,
  type LotteryScenario,
  type LotteryWorld,
  lotteryCalls,
  runLotteryScenario,
} from './test/lotteryScenario'

let scenario: LotteryScenario
let world: LotteryWorld
let client: PublicClient
let reorgRuns = 0

beforeAll(async () => {
  scenario = await runLotteryScenario()
  ;({ world, client } = scenario)
}, 300_000)

afterAll(async () => {
  await scenario?.stop()
})

const lower = (address: string) => address.toLowerCase()
const STATUS = ['pending', 'open', 'close', 'claimable'] as const

const viewLottery = (lotteryId: bigint) =>
  client.readContract({
    address: world.lottery,
    abi: iGhostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })

test('the module follows the manifest: none without a lottery', () => {
  const { Lottery: _lottery, VRFCoordinator: _coordinator, ...others } = world.manifest.contracts
  expect(createLotteryModule({ manifest: { ...world.manifest, contracts: others } })).toBe(
    undefined,
  )
  expect(createLotteryModule({ manifest: world.manifest })?.sources).toEqual([
    expect.objectContaining({ name: 'GhostLottery', address: lower(world.lottery) }),
  ])
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    // Two runs in ranges of 3 blocks: rows cross checkpoints and the restart in between.
    const indexed = setUpIndexedScenario(target, () => ({
      ...scenarioBlocks(scenario),
      modules: () => onlyModule(createLotteryModule({ manifest: world.manifest }), 'a lottery'),
      rangeSize: 3,
    }))

    const rounds = () =>
      indexed.database.db
        .selectFrom('lottery_round')
        .selectAll()
        .where('chain_id', '=', LOCAL_CHAIN_ID)
        .orderBy('lottery_id')
        .execute()

    test('every round as viewLottery has it; rollovers carry into the next pot', async () => {
      const rows = await rounds()
      expect(rows.map((row) => row.id)).toEqual(['1', '2', '3'])
      for (const row of rows) {
        const view = await viewLottery(row.lottery_id)
        const drawn = view.status === 3
        expect(row).toMatchObject({
          status: STATUS[view.status],
          start_time: view.startTime,
          end_time: view.endTime,
          price_ticket_in_cake: view.priceTicketInCake,
          amount_collected: view.amountCollectedInCake,
          ticket_revenue: view.ticketRevenue,
          tickets_sold: view.ticketsSold,
          treasury_fee: BigInt(view.treasuryFee),
          rewards_breakdown: [...view.rewardsBreakdown],
          final_number: view.randomReady ? BigInt(view.finalNumber) : null,
          tickets_counted: view.ticketsCounted,
          request_id: view.requestId === 0n ? null : view.requestId,
          winners_per_bracket: drawn ? view.winnersPerBracket.map(Number) : null,
          cake_per_bracket: drawn ? view.cakePerBracket.map(String) : null,
          prizes_reserved: drawn ? view.prizesReserved : null,
          claim_deadline: drawn ? view.claimDeadline : null,
          prizes_claimed: view.prizesClaimed,
          recycled: view.unclaimedRecycled ? view.prizesReserved - view.prizesClaimed : null,
        })
        expect(row.amount_collected).toBe(row.carried_over + row.injected + row.ticket_revenue)
      }
      const [first, second, third] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]]
      expect(first).toMatchObject({
        carried_over: 0n,
        injected: parseEther('100'),
        players: 3n,
        tickets_sold: 9n,
        final_number: 123456n,
        winners_per_bracket: [1, 1, 1, 0, 1, 2],
        tickets_claimed: 5n,
      })
      expect(first.claim_deadline).toBe((first.drawn_at ?? 0n) + CLAIM_WINDOW)
      expect(first.treasury_amount).toBe((first.ticket_revenue * 200n) / 10_000n)
      // Round 1's empty bracket 4 (and rounding) opened round 2; round 2 had no winner at all.
      expect(first.rolled_over).toBeGreaterThan(0n)
      expect(second.carried_over).toBe(first.rolled_over)
      expect(second).toMatchObject({ winners_per_bracket: [0, 0, 0, 0, 0, 0], players: 2n })
      expect(second.rolled_over).toBe(second.amount_collected)
      // Round 3 opened with round 2's pot and round 1's prize left unclaimed.
      expect(first.recycled).toBe(BigInt(first.cake_per_bracket?.[1] ?? -1))
      expect(third.carried_over).toBe((second.rolled_over ?? 0n) + (first.recycled ?? 0n))
      expect(third).toMatchObject({ status: 'open', injected: parseEther('50'), players: 2n })
    })

    test('every ticket: owner, number and claim as viewUserTickets has them', async () => {
      const tickets = await indexed.database.db
        .selectFrom('lottery_ticket')
        .selectAll()
        .where('chain_id', '=', LOCAL_CHAIN_ID)
        .execute()
      let seen = 0
      for (const lotteryId of [1n, 2n, 3n]) {
        for (const player of world.players) {
          const owner = player.account.address
          const [views] = await client.readContract({
            address: world.lottery,
            abi: iGhostLotteryAbi,
            functionName: 'viewUserTickets',
            args: [lotteryId, owner, 0n, 100n],
          })
          const mine = tickets
            .filter((row) => row.lottery_id === lotteryId && row.owner === lower(owner))
            .sort((a, b) => Number(a.ticket_id - b.ticket_id))
          expect(mine.map((row) => [row.ticket_id, Number(row.number), row.claimed])).toEqual(
            views.map((view) => [view.ticketId, view.number, view.claimed]),
          )
          seen += mine.length
        }
      }
      expect(seen).toBe(tickets.length)
      expect(
        tickets
          .filter((row) => row.claimed)
          .map((row) => row.id)
          .sort(),
      ).toEqual(['1-0', '1-1', '1-100', '1-201', '1-3'].sort())
    })

    test("each wallet's rounds and totals add up to its purchases and claims", async () => {
      const logs = parseEventLogs({
        abi: iGhostLotteryAbi,
        logs: await client.getLogs({
          address: world.lottery,
          fromBlock: BigInt(world.manifest.startBlock),
          toBlock: scenario.headBlock,
        }),
      })
      const userRounds = await indexed.database.db
        .selectFrom('lottery_user_round')
        .selectAll()
        .execute()
      const users = await indexed.database.db.selectFrom('lottery_user').selectAll().execute()
      for (const player of world.players) {
        const me = lower(player.account.address)
        const purchases = logs.flatMap((log) =>
          log.eventName === 'TicketsPurchase' && lower(log.args.buyer) === me ? [log.args] : [],
        )
        const claims = logs.flatMap((log) =>
          log.eventName === 'TicketsClaim' && lower(log.args.claimer) === me ? [log.args] : [],
        )
        const mine = userRounds.filter((row) => row.user === me)
        expect(mine.map((row) => row.lottery_id).sort()).toEqual(
          [...new Set(purchases.map((args) => args.lotteryId))].sort(),
        )
        for (const row of mine) {
          const bought = purchases.filter((args) => args.lotteryId === row.lottery_id)
          const claimed = claims.filter((args) => args.lotteryId === row.lottery_id)
          expect(row).toMatchObject({
            tickets: BigInt(bought.reduce((sum, args) => sum + args.numbers.length, 0)),
            cake_spent: bought.reduce((sum, args) => sum + args.cost, 0n),
            claimed: claimed.reduce((sum, args) => sum + args.amount, 0n),
          })
        }
        expect(users.find((row) => row.id === me)).toMatchObject({
          rounds: BigInt(mine.length),
          tickets: mine.reduce((sum, row) => sum + row.tickets, 0n),
          cake_spent: mine.reduce((sum, row) => sum + row.cake_spent, 0n),
          claimed: mine.reduce((sum, row) => sum + row.claimed, 0n),
        })
      }
      // What the players were paid is what the lottery's CAKE balance lost to them.
      const paid = users.reduce((sum, row) => sum + row.claimed, 0n)
      const rows = await rounds()
      expect(paid).toBe(rows.reduce((sum, row) => sum + row.prizes_claimed, 0n))
      expect(paid).toBeGreaterThan(0n)
    })

    test('the settings, and one event row per step', async () => {
      const read = <
        name extends 'currentLotteryId' | 'pendingInjectionNextLottery' | 'claimWindow',
      >(
        functionName: name,
      ) => client.readContract({ address: world.lottery, abi: iGhostLotteryAbi, functionName })
      const contract = await indexed.database.db
        .selectFrom('lottery_contract')
        .selectAll()
        .executeTakeFirstOrThrow()
      expect(contract).toMatchObject({
        id: lower(world.lottery),
        current_lottery_id: await read('currentLotteryId'),
        pending_injection: await read('pendingInjectionNextLottery'),
        claim_window: await read('claimWindow'),
        operator: lower(world.admin.account.address),
        injector: lower(world.admin.account.address),
        treasury: lower(world.treasury),
        min_price_ticket_in_cake: parseEther('0.005'),
        max_price_ticket_in_cake: parseEther('5000'),
      })

      const logs = parseEventLogs({
        abi: iGhostLotteryAbi,
        logs: await client.getLogs({
          address: world.lottery,
          fromBlock: BigInt(world.manifest.startBlock),
          toBlock: scenario.headBlock,
        }),
      })
      const KIND: Record<string, string> = {
        LotteryOpen: 'open',
        TicketsPurchase: 'purchase',
        LotteryInjection: 'injection',
        LotteryClose: 'close',
        RandomnessFulfilled: 'randomness',
        LotteryNumberDrawn: 'draw',
        TicketsClaim: 'claim',
        UnclaimedRecycled: 'recycle',
      }
      const steps = logs.filter((log) => KIND[log.eventName] !== undefined)
      const events = new Map(
        (await indexed.database.db.selectFrom('lottery_event').selectAll().execute()).map((row) => [
          row.id,
          row,
        ]),
      )
      expect(events.size).toBe(steps.length)
      for (const log of steps) {
        const row = events.get(`${log.transactionHash}-${log.logIndex}`)
        expect(row).toMatchObject({
          kind: KIND[log.eventName],
          lottery_id: 'lotteryId' in log.args ? log.args.lotteryId : undefined,
          block_number: log.blockNumber,
        })
        if (log.eventName === 'TicketsPurchase') {
          expect(row).toMatchObject({
            user: lower(log.args.buyer),
            amount: log.args.cost,
            count: BigInt(log.args.numbers.length),
          })
        } else if (log.eventName === 'TicketsClaim') {
          expect(row).toMatchObject({
            user: lower(log.args.claimer),
            amount: log.args.amount,
            count: BigInt(log.args.ticketIds.length),
          })
        } else if (log.eventName === 'LotteryNumberDrawn') {
          expect(row).toMatchObject({
            final_number: BigInt(log.args.finalNumber),
            count: log.args.winnersPerBracket.reduce((sum, n) => sum + n, 0n),
          })
        } else if (log.eventName === 'UnclaimedRecycled') {
          expect(row).toMatchObject({ amount: log.args.amount, user: null })
        }
      }
      expect([...events.values()].filter((row) => row.kind === 'draw')).toHaveLength(2)
    })

    test('a restart (two runs, small ranges) leaves what one fresh run leaves', async () => {
      await indexed.expectSameAsFreshIndex(scenario.headBlock)
    })

    test('a reorg replacing the last blocks leaves what a fresh index of the new chain leaves', async () => {
      const testClient = anvilClient(world.url)
      const calls = lotteryCalls(world)
      const [first, second, third] = world.players
      const head = await testClient.snapshot()
      const headTime = (await testClient.getBlock({ blockNumber: scenario.headBlock })).timestamp
      // Numbers of their own, and as many injections as runs (which moves the admin's later
      // nonces), keep every transaction new: Anvil would take one it undid in the other
      // database's run for one it knows.
      reorgRuns += 1
      try {
        // The undone branch: purchases, then round 3 closed, answered, drawn, and the third
        // player's jackpot ticket (100, number 123456) claimed.
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.buy(second, 3n, [400_000 + reorgRuns])
        for (let run = 0; run < reorgRuns; run++) {
          await calls.inject(3n, BigInt(run + 1))
          await calls.buy(third, 3n, [700_000 + run])
        }
        await calls.closeAndFulfil(3n, 123_456n)
        await calls.draw(3n, 100n)
        await calls.claim(third, 3n, [100n])
        await indexed.indexer.syncOnce()
        const drawn = await indexed.database.db
          .selectFrom('lottery_round')
          .select(['status', 'tickets_claimed'])
          .where('id', '=', '3')
          .executeTakeFirstOrThrow()
        expect(drawn).toEqual({ status: 'claimable', tickets_claimed: 1n })
        const claimed = await indexed.database.db
          .selectFrom('lottery_ticket')
          .select('claimed')
          .where('id', '=', '3-100')
          .executeTakeFirstOrThrow()
        expect(claimed.claimed).toBe(true)

        await revertTo(testClient, head)
        const replaced = await testClient.snapshot()
        await testClient.setNextBlockTimestamp({ timestamp: headTime + 1n })
        await calls.buy(first, 3n, [500_000 + reorgRuns, 600_000 + reorgRuns])
        await calls.inject(3n, parseEther('10') + BigInt(reorgRuns))
        const newHead = await testClient.getBlockNumber({ cacheTime: 0 })
        expect((await indexed.indexer.syncOnce()).blockNumber).toBe(newHead)
        await indexed.expectSameAsFreshIndex(newHead)
        const round = await indexed.database.db
          .selectFrom('lottery_round')
          .selectAll()
          .where('id', '=', '3')
          .executeTakeFirstOrThrow()
        const view = await viewLottery(3n)
        expect(round).toMatchObject({
          status: 'open',
          final_number: null,
          winners_per_bracket: null,
          tickets_sold: view.ticketsSold,
          amount_collected: view.amountCollectedInCake,
        })
        const undone = await indexed.database.db
          .selectFrom('lottery_ticket')
          .select('id')
          .where('owner', '=', lower(second.account.address))
          .where('lottery_id', '=', 3n)
          .execute()
        expect(undone).toEqual([])
        const unclaimed = await indexed.database.db
          .selectFrom('lottery_ticket')
          .select('claimed')
          .where('id', '=', '3-100')
          .executeTakeFirstOrThrow()
        expect(unclaimed.claimed).toBe(false)
        const thirdsRound = await indexed.database.db
          .selectFrom('lottery_user_round')
          .select(['tickets', 'claimed'])
          .where('id', '=', `3-${lower(third.account.address)}`)
          .executeTakeFirstOrThrow()
        expect(thirdsRound).toEqual({ tickets: 1n, claimed: 0n })
        await revertTo(testClient, replaced)
      } catch (error) {
        await revertTo(testClient, head).catch(() => {})
        throw error
      }
    })
  })
}
