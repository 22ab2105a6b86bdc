/**
 * The local lottery keeper against a deployed world on Anvil: it opens a round once the price
 * window allows, injects 2,500 CAKE, closes at the end time on the chain's clock, answers with
 * the seed's word, draws, and opens the next; a failing transaction is a log line and a retry,
 * and stop() ends the loop.
 */
import { ghostLotteryAbi } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  startAnvil,
} from '@ghost/contracts/anvil'
import { getLotteryContracts, type Manifest } from '@ghost/contracts/manifest'
import {
  countWinnersPerBracket,
  finalNumberFromRandomWord,
  LOTTERY_DEFAULT_BREAKDOWN,
  randomTicketNumbers,
} from '@ghost/sdk'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { deployWorld } from './deployWorld'
import {
  LOTTERY_DEFAULT_SEED,
  lotteryKeeperWord,
  lotterySeedFromEnv,
  startLotteryKeeper,
} from './lotteryKeeper'
import { createRandom } from './random'
import { devWriter } from './startDevnet'
import { LOTTERY } from './worldPlan'

let anvil: AnvilInstance
let client: AnvilClient
let manifest: Manifest
let lottery: Address

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  manifest = await deployWorld({
    deployer: devWriter(anvil.url, 0),
    treasury: client.account.address,
  })
  lottery = getLotteryContracts(manifest)?.Lottery as Address
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

const round = (id: bigint) =>
  client.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [id],
  })
const currentId = () =>
  client.readContract({ address: lottery, abi: ghostLotteryAbi, functionName: 'currentLotteryId' })

describe('lotteryKeeperWord', () => {
  test('is keccak(seed, id): a fixed number per seed and round, different across rounds and seeds', () => {
    expect(lotteryKeeperWord(31n, 1n)).toBe(lotteryKeeperWord(LOTTERY_DEFAULT_SEED, 1n))
    expect(lotteryKeeperWord(31n, 1n)).not.toBe(lotteryKeeperWord(31n, 2n))
    expect(lotteryKeeperWord(31n, 1n)).not.toBe(lotteryKeeperWord(32n, 1n))
    // keccak256(abi.encode(uint256(0), uint256(0)))
    expect(lotteryKeeperWord(0n, 0n)).toBe(
      0xad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb5n,
    )
  })

  test('LOTTERY_SEED: decimal or hex, the default when unset, a clear error otherwise', () => {
    expect(lotterySeedFromEnv({})).toBe(31n)
    expect(lotterySeedFromEnv({ LOTTERY_SEED: '' })).toBe(31n)
    expect(lotterySeedFromEnv({ LOTTERY_SEED: '7' })).toBe(7n)
    expect(lotterySeedFromEnv({ LOTTERY_SEED: '0x10' })).toBe(16n)
    expect(() => lotterySeedFromEnv({ LOTTERY_SEED: 'seven' })).toThrow(
      "LOTTERY_SEED must be a whole number, not 'seven'",
    )
  })
})

describe('the keeper on the chain’s clock', () => {
  test('waits out the price window, then opens a 12-hour round with 2,500 CAKE injected', async () => {
    const keeper = startLotteryKeeper({ rpcUrl: anvil.url, manifest, pollMs: 3_600_000 })
    try {
      await keeper.stop()
      // deployed moments ago: the ticket price needs half an hour of the pair's average
      expect(await keeper.tick()).toEqual([])
      expect(await currentId()).toBe(0n)
      await client.increaseTime({ seconds: 1_800 })
      const done = await keeper.tick()
      expect(done[0]).toMatch(/^round 1 opened until /)
      expect(done[1]).toBe('round 1: 2500 CAKE injected')
      const opened = await round(1n)
      expect(opened.status).toBe(1)
      expect(opened.endTime - opened.startTime).toBeLessThanOrEqual(LOTTERY.roundSeconds)
      expect(opened.endTime - opened.startTime).toBeGreaterThan(LOTTERY.roundSeconds - 60n)
      expect(opened.amountCollectedInCake).toBe(LOTTERY.injection)
      expect([...opened.rewardsBreakdown]).toEqual([...LOTTERY_DEFAULT_BREAKDOWN])
      // nothing more is due before the end time
      expect(await keeper.tick()).toEqual([])
    } finally {
      await keeper.stop()
    }
  })

  test('at the end time it closes, answers with the seed’s word, draws, and opens the next round', async () => {
    const player = devWriter(anvil.url, 1)
    const { CAKE } = manifest.tokens
    await write(devWriter(anvil.url, 0), {
      address: CAKE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [player.account.address, parseEther('1000')],
    })
    await write(player, {
      address: CAKE,
      abi: erc20Abi,
      functionName: 'approve',
      args: [lottery, maxUint256],
    })
    const random = createRandom(5)
    const numbers = randomTicketNumbers(40, random.next)
    const word = lotteryKeeperWord(LOTTERY_DEFAULT_SEED, 1n)
    // a ticket sharing three digits with the coming number, so bracket 3 has a winner
    const final = finalNumberFromRandomWord(word)
    numbers[0] = Math.floor(final / 1000) * 1000 + (((final % 1000) + 500) % 1000)
    await write(player, {
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'buyTickets',
      args: [1n, numbers],
    })
    const before = await round(1n)

    const keeper = startLotteryKeeper({ rpcUrl: anvil.url, manifest, pollMs: 3_600_000 })
    await keeper.stop()
    await client.increaseTime({ seconds: Number(LOTTERY.roundSeconds) })
    const done = await keeper.tick()
    expect(done.slice(0, 3)).toEqual([
      'round 1 closed (40 tickets)',
      `round 1: winning number ${String(final).padStart(6, '0')}`,
      expect.stringMatching(/^round 1 drawn/),
    ])
    expect(done[3]).toMatch(/^round 2 opened until /)
    expect(done[4]).toBe('round 2: 2500 CAKE injected')

    const drawn = await round(1n)
    expect(drawn.status).toBe(3)
    expect(drawn.finalNumber).toBe(final)
    const winners = countWinnersPerBracket(numbers, final)
    expect([...drawn.winnersPerBracket]).toEqual(winners)
    expect(drawn.winnersPerBracket[2]).toBeGreaterThanOrEqual(1n)
    // what no bracket paid opens round 2, with the new injection
    const shared = drawn.cakePerBracket.reduce(
      (sum, prize, k) => sum + prize * (winners[k] ?? 0n),
      0n,
    )
    const next = await round(2n)
    expect(next.amountCollectedInCake).toBe(
      before.amountCollectedInCake - shared + LOTTERY.injection,
    )
  })

  test('a failing step is one log line and a retry; stop() ends the loop', async () => {
    const lines: string[] = []
    // round 2 at its end; the injector's CAKE gone, so the next round's injection fails
    await client.increaseTime({ seconds: Number(LOTTERY.roundSeconds) })
    const injector = devWriter(anvil.url, LOTTERY.operatorAccount)
    const { CAKE } = manifest.tokens
    const balance = await client.readContract({
      address: CAKE,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [injector.account.address],
    })
    const keeperOf = devWriter(anvil.url, 7).account.address
    await write(injector, {
      address: CAKE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [keeperOf, balance],
    })
    const keeper = startLotteryKeeper({
      rpcUrl: anvil.url,
      manifest,
      pollMs: 20,
      log: (line) => lines.push(line),
    })
    try {
      await expect.poll(() => lines.some((line) => line.startsWith('lottery keeper: '))).toBe(true)
      expect(await currentId()).toBe(3n)
      const carried = (await round(3n)).amountCollectedInCake
      // failing again and again is still one line
      const failures = () => lines.filter((line) => line.startsWith('lottery keeper: ')).length
      expect(failures()).toBe(1)
      expect(lines.find((line) => line.startsWith('lottery keeper: '))).toMatch(/\(retrying\)$/)
      // CAKE back: the next tick injects round 3
      await write(devWriter(anvil.url, 7), {
        address: CAKE,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [injector.account.address, balance],
      })
      await expect.poll(() => lines.includes('lottery: round 3: 2500 CAKE injected')).toBe(true)
      expect((await round(3n)).amountCollectedInCake).toBe(carried + LOTTERY.injection)
    } finally {
      await keeper.stop()
    }
    const blockAfterStop = await client.getBlockNumber()
    await client.increaseTime({ seconds: Number(LOTTERY.roundSeconds) })
    // a stopped keeper sends nothing more: round 3 stays open past its end
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await client.getBlockNumber()).toBe(blockAfterStop)
    expect((await round(3n)).status).toBe(1)
  })
})
