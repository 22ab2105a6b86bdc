import { ghostLotteryAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getLotteryContracts } from '@ghost/contracts/manifest'
import {
  countWinnersPerBracket,
  finalNumberFromRandomWord,
  formatTicketNumber,
  randomTicketNumbers,
} from '@ghost/sdk'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { lotteryKeeperWord } from '../lotteryKeeper'
import { createRandom } from '../random'
import { devWriter } from '../startDevnet'
import { adminRunner, setUpLocalWorld } from '../testing/localWorld'
import { LOTTERY } from '../worldPlan'

/**
 * The lottery admin commands against a deployed world on Anvil: a round opened, injected, sold,
 * closed at its end on the chain's clock, answered through the VRF mock with a chosen seed and
 * drawn, each refusal with its reason.
 */

const world = setUpLocalWorld()
const admin = adminRunner(world)
let lottery: Address
const HOUR = 3_600
/** Account 1's key: a signer who is neither the operator nor the injector. */
const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ACCOUNT_0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

beforeAll(() => {
  lottery = getLotteryContracts(world.manifest)?.Lottery as Address
})

const round = (id: bigint) =>
  world.client.readContract({
    address: lottery,
    abi: ghostLotteryAbi,
    functionName: 'viewLottery',
    args: [id],
  })

describe('lottery commands through a round', () => {
  test('status before any round', async () => {
    const { code, out } = await admin(['lottery:status'])
    expect(code).toBe(0)
    expect(out).toContain(`Lottery ${lottery}`)
    expect(out).toContain('No round yet')
    expect(out).toContain('Pending rollover into the next round: 0 CAKE')
  })

  test('a manifest without the lottery is refused with what to do', async () => {
    const { Lottery: _lottery, ...withoutLottery } = world.manifest.contracts
    const { code, err } = await admin(['lottery:status'], {
      manifest: { ...world.manifest, contracts: withoutLottery },
    })
    expect(code).toBe(1)
    expect(err).toBe('The manifest has no lottery: deploy the world first')
  })

  test('start is refused within the price window, for bad hours and for a signer who is not the operator', async () => {
    const early = await admin(['lottery:start'])
    expect(early.code).toBe(1)
    expect(early.err).toContain('over at least 30 minutes since the last opening')
    await world.client.increaseTime({ seconds: HOUR / 2 })
    expect((await admin(['lottery:start', '--hours', '0'])).err).toBe(
      "--hours must be a whole number from 1 to 168, not '0'",
    )
    expect((await admin(['lottery:start', '--hours', '169'])).err).toBe(
      "--hours must be a whole number from 1 to 168, not '169'",
    )
    expect((await admin(['lottery:start', '--hours'])).err).toBe('--hours needs a value')
    const stranger = await admin(['lottery:start'], { key: ACCOUNT_1_KEY })
    expect(stranger.err).toBe(
      `The lottery's operator is ${devAccount(LOTTERY.operatorAccount).address}, not the signer ${devAccount(1).address} (set PRIVATE_KEY)`,
    )
    expect(
      await world.client.readContract({
        address: lottery,
        abi: ghostLotteryAbi,
        functionName: 'currentLotteryId',
      }),
    ).toBe(0n)
  })

  test('start --hours 2 opens round 1 at 2 CAKE a ticket; a second start is refused while it sells', async () => {
    const { code, out, err } = await admin(['lottery:start', '--hours', '2'])
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toMatch(
      /^Round 1 open until .* \(2 hours\); ticket price 1\.99999999\d* CAKE; pot 0 CAKE carried over$/,
    )
    const opened = await round(1n)
    expect(opened.status).toBe(1)
    // the end is 2 hours from the clock the command read; its block may come a second later
    expect(opened.endTime - opened.startTime).toBeLessThanOrEqual(2n * 3_600n)
    expect(opened.endTime - opened.startTime).toBeGreaterThanOrEqual(2n * 3_600n - 2n)
    expect((await admin(['lottery:start'])).err).toBe(
      'Round 1 is buying: it must be drawn before the next opens',
    )
    const status = await admin(['lottery:status'])
    expect(status.out).toContain('Round 1: buying')
    expect(status.out).toContain('Tickets: 0 sold')
    expect(status.out).toMatch(/ends .* \(in 1h 59m\)|ends .* \(in 2h 0m\)/)
  })

  test('inject takes multiples of 10 CAKE only, with the spec message', async () => {
    expect((await admin(['lottery:inject', '25'])).err).toBe(
      'Lottery amount must be a multiple of 10 CAKE',
    )
    expect((await admin(['lottery:inject', '0'])).err).toBe(
      'Lottery amount must be a multiple of 10 CAKE',
    )
    expect((await admin(['lottery:inject', 'ten'])).err).toBe(
      "The amount must be a number of CAKE, not 'ten'",
    )
    expect((await admin(['lottery:inject'])).err).toBe('lottery:inject needs an amount of CAKE')
    expect((await admin(['lottery:inject', '100'], { key: ACCOUNT_1_KEY })).err).toContain(
      "The lottery's injector is",
    )
    const { code, out } = await admin(['lottery:inject', '100'])
    expect(code).toBe(0)
    expect(out).toBe('Injected 100 CAKE into round 1: pot 100 CAKE')
    expect((await round(1n)).amountCollectedInCake).toBe(parseEther('100'))
  })

  test('close waits for the end time; then the round closes and asks for randomness', async () => {
    const player = devWriter(world.anvil.url, 1)
    await write(devWriter(world.anvil.url, 0), {
      address: world.manifest.tokens.CAKE,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [player.account.address, parseEther('1000')],
    })
    await write(player, {
      address: world.manifest.tokens.CAKE,
      abi: erc20Abi,
      functionName: 'approve',
      args: [lottery, maxUint256],
    })
    await write(player, {
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'buyTickets',
      args: [1n, randomTicketNumbers(30, createRandom(3).next)],
    })
    const early = await admin(['lottery:close'])
    expect(early.code).toBe(1)
    expect(early.err).toMatch(/^Round 1 sells until .*; the chain's clock is at /)
    expect((await admin(['lottery:draw'])).err).toBe('Round 1 is not closed yet (lottery:close)')
    await world.client.increaseTime({ seconds: 2 * HOUR })
    // the chain's clock runs on without a block: the status sees the end passed
    expect((await admin(['lottery:status'])).out).toContain('sold out at')
    const { code, out } = await admin(['lottery:close'])
    expect(code).toBe(0)
    expect(out).toMatch(/^Round 1 closed with 30 tickets; randomness requested \(request \d+\)$/)
    expect((await round(1n)).status).toBe(2)
    expect((await admin(['lottery:status'])).out).toContain('waiting for the winning number')
  })

  test('draw refuses a bad seed; elsewhere than 1337 it waits for the coordinator', async () => {
    expect((await admin(['lottery:draw', '--seed', 'x'])).err).toBe(
      "--seed must be a whole number, not 'x'",
    )
    const remote = await admin(['lottery:draw'], {
      manifest: { ...world.manifest, chainId: 97 },
      key: ACCOUNT_0_KEY,
    })
    expect(remote.code).toBe(1)
    expect(remote.err).toMatch(
      /^Round 1 waits for the VRF coordinator's answer to request \d+ \(sent .*\); run lottery:draw again once it has answered$/,
    )
    expect((await round(1n)).randomReady).toBe(false)
  })

  test('draw --seed 7 answers through the mock with lotteryKeeperWord(7, 1) and counts the winners', async () => {
    const final = finalNumberFromRandomWord(lotteryKeeperWord(7n, 1n))
    const { code, out, err } = await admin(['lottery:draw', '--seed', '7'])
    expect(err).toBe('')
    expect(code).toBe(0)
    expect(out).toContain(
      `Round 1: the VRF mock answered with seed 7: ${formatTicketNumber(final)}`,
    )
    const drawn = await round(1n)
    expect(drawn.status).toBe(3)
    expect(drawn.finalNumber).toBe(final)
    const numbers = randomTicketNumbers(30, createRandom(3).next)
    expect([...drawn.winnersPerBracket]).toEqual(countWinnersPerBracket(numbers, final))
    expect(out).toContain(
      `Round 1 drawn: winning number ${formatTicketNumber(final)}; winners per bracket ${drawn.winnersPerBracket.join(', ')}`,
    )
    expect((await admin(['lottery:draw'])).err).toBe(
      `Round 1 is drawn already: winning number ${formatTicketNumber(final)}`,
    )
    const status = await admin(['lottery:status'])
    expect(status.out).toContain('Round 1: drawn (claiming)')
    expect(status.out).toContain(`Winning number ${formatTicketNumber(final)}`)
    const pending = await world.client.readContract({
      address: lottery,
      abi: ghostLotteryAbi,
      functionName: 'pendingInjectionNextLottery',
    })
    expect(pending).toBeGreaterThan(0n)
  })
})
