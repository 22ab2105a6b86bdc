/**
 * The lottery's seeded past in a fresh local world (startDevnet): finished 12-hour rounds inside
 * the DEX history with winners in several brackets, a round without a jackpot winner whose
 * rollover opens the next, a jackpot, the community's winnings collected, account 1's partly left
 * to collect, and an open round at the present with tickets sold.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ghostLotteryAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import { matchedDigits } from '@ghost/sdk'
import type { Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { createRandom } from './random'
import { winningNumberFor } from './seedLottery'
import { readCompleteManifest } from './startDevnet'
import { setUpSeededDevnet } from './testing/localWorld'
import { LOTTERY, LOTTERY_HISTORY } from './worldPlan'

const seeded = setUpSeededDevnet('lottery-seed')
let lottery: Address
const finished = LOTTERY_HISTORY.rounds.length

beforeAll(() => {
  lottery = getLotteryContracts(seeded.devnet.manifest)?.Lottery as Address
})

const round = (lotteryId: bigint) =>
  seeded.client.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [lotteryId],
  })
const drawnEvents = () =>
  seeded.client.getContractEvents({
    address: lottery,
    abi: ghostLotteryAbi,
    eventName: 'LotteryNumberDrawn',
    fromBlock: 0n,
  })
const userTickets = (lotteryId: bigint, account: number) =>
  seeded.client
    .readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'viewUserTickets',
      args: [lotteryId, devAccount(account).address, 0n, 100n],
    })
    .then(([tickets]) => tickets)

describe('winningNumberFor', () => {
  test('shares exactly the planned leading digits with the ticket', () => {
    const random = createRandom(1)
    for (const ticket of [0, 7, 123_456, 999_999, 40_506]) {
      for (let digits = 0; digits <= 6; digits++) {
        expect(matchedDigits(winningNumberFor(ticket, digits, random), ticket)).toBe(digits)
      }
    }
  })
})

describe('the seeded lottery', () => {
  test('five drawn 12-hour rounds inside the history, then one open now with tickets sold', async () => {
    expect(
      await seeded.client.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'currentLotteryId',
      }),
    ).toBe(BigInt(finished + 1))
    const genesis = (await seeded.client.getBlock({ blockNumber: 0n })).timestamp
    for (let id = 1n; id <= BigInt(finished); id++) {
      const drawn = await round(id)
      expect(drawn.status, `round ${id}`).toBe(3)
      expect(drawn.endTime - drawn.startTime).toBe(LOTTERY.roundSeconds)
      expect(drawn.startTime).toBeGreaterThan(genesis)
      expect(drawn.ticketsSold).toBeGreaterThan(0n)
    }
    const open = await round(BigInt(finished + 1))
    const now = BigInt(Math.floor(Date.now() / 1000))
    expect(open.status).toBe(1)
    expect(open.startTime).toBeLessThan(now)
    expect(open.endTime).toBeGreaterThan(now)
    expect(open.ticketsSold).toBeGreaterThan(0n)
  })

  test('each round has a winner in its planned bracket; brackets 1 to 6 all paid somewhere', async () => {
    const paid = new Set<number>()
    for (const [k, { digits }] of LOTTERY_HISTORY.rounds.entries()) {
      const drawn = await round(BigInt(k + 1))
      expect(drawn.winnersPerBracket[digits - 1], `round ${k + 1}`).toBeGreaterThan(0n)
      for (const [bracket, winners] of drawn.winnersPerBracket.entries())
        if (winners > 0n) paid.add(bracket + 1)
    }
    expect([...paid].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  test('round 1 has no jackpot winner: what it did not pay opens round 2; round 2 has one', async () => {
    const [first] = await drawnEvents()
    expect(first?.args.lotteryId).toBe(1n)
    expect(first?.args.winnersPerBracket?.[5]).toBe(0n)
    expect(first?.args.rolledOver).toBeGreaterThan(0n)
    const [opened] = await seeded.client.getContractEvents({
      address: lottery,
      abi: ghostLotteryAbi,
      eventName: 'LotteryOpen',
      args: { lotteryId: 2n },
      fromBlock: 0n,
    })
    expect(opened?.args.carriedOver).toBe(first?.args.rolledOver)
    expect((await round(2n)).winnersPerBracket[5]).toBeGreaterThan(0n)
  })

  test('every finished pot is paid, reserved or rolled over, to the wei', async () => {
    for (const event of await drawnEvents()) {
      const drawn = await round(event.args.lotteryId as bigint)
      expect(
        drawn.prizesReserved + (event.args.rolledOver ?? 0n) + (event.args.treasuryAmount ?? 0n),
      ).toBe(drawn.amountCollectedInCake)
    }
  })

  test('the community collected its winnings; account 1 collected round 3 and left round 5 to collect', async () => {
    for (let id = 1n; id <= BigInt(finished); id++) {
      for (const member of LOTTERY_HISTORY.players.filter((p) => p !== 1)) {
        for (const ticket of await userTickets(id, member)) {
          if (ticket.reward > 0n)
            expect(ticket.claimed, `round ${id}, account ${member}`).toBe(true)
        }
      }
    }
    const claimed = (await userTickets(3n, 1)).filter((ticket) => ticket.reward > 0n)
    expect(claimed.length).toBeGreaterThan(0)
    expect(claimed.every((ticket) => ticket.claimed)).toBe(true)
    const waiting = (await userTickets(5n, 1)).filter((ticket) => ticket.reward > 0n)
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((ticket) => !ticket.claimed)).toBe(true)
    const r5 = await round(5n)
    expect(r5.prizesClaimed).toBeLessThan(r5.prizesReserved)
  })
})

test('a manifest from before the lottery is not a complete world: npm start deploys again', () => {
  const path = join(seeded.dir, 'before-lottery.json')
  const { Lottery, VRFCoordinator, ...before } = seeded.devnet.manifest.contracts
  writeFileSync(path, JSON.stringify({ ...seeded.devnet.manifest, contracts: before }))
  expect(readCompleteManifest(path)).toBeUndefined()
  writeFileSync(path, JSON.stringify(seeded.devnet.manifest))
  expect(readCompleteManifest(path)).toEqual(seeded.devnet.manifest)
})
