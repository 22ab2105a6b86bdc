/**
 * The local prediction keeper against a deployed world on Anvil, each test from the freshly
 * deployed game: rounds on the chain's clock (genesis start, genesis lock, executeRound each
 * interval), the feed's heartbeat keeping an answer set directly, a DEX swap moving the feed,
 * recovery after the clock jumped past a round's buffer, an owner's pause left alone until an
 * unpause, ticks that never overlap, and a failing step as one log line and a retry.
 */
import {
  ghostPairAbi,
  ghostPredictionAbi,
  ghostRouterAbi,
  mockV3AggregatorAbi,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { type Address, formatUnits, getAddress, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { type PredictionKeeper, startPredictionKeeper } from './predictionKeeper'
import { devWriter } from './startDevnet'
import { setUpLocalWorld } from './testing/localWorld'
import { PREDICTION } from './worldPlan'

// every test from the freshly deployed game
const world = setUpLocalWorld({ eachTestFromDeploy: true })
let prediction: Address
let oracle: Address

beforeAll(() => {
  const contracts = getPredictionContracts(world.manifest)
  if (!contracts) throw new Error('no prediction game')
  prediction = contracts.Prediction
  oracle = contracts.PredictionOracle
})

const at = () => ({ address: prediction, abi: ghostPredictionAbi }) as const
const round = (epoch: bigint) =>
  world.client.readContract({ ...at(), functionName: 'getRound', args: [epoch] })
const currentEpoch = () => world.client.readContract({ ...at(), functionName: 'currentEpoch' })
const paused = () => world.client.readContract({ ...at(), functionName: 'paused' })
const feedAnswer = async () =>
  (
    await world.client.readContract({
      address: oracle,
      abi: mockV3AggregatorAbi,
      functionName: 'latestRoundData',
    })
  )[1]
const later = (seconds: number) => world.client.increaseTime({ seconds })

/**
 * A keeper whose loop has looked once (its first look's lines are in `lines`) and stopped: the
 * test then ticks it by hand.
 */
async function keeper(lines: string[] = []): Promise<PredictionKeeper> {
  const started = startPredictionKeeper({
    rpcUrl: world.anvil.url,
    manifest: world.manifest,
    pollMs: 3_600_000,
    log: (line) => lines.push(line),
  })
  await started.stop()
  return started
}

/** Up to the first executeRound: genesis started, and locked at its lock time. */
async function throughGenesis(): Promise<PredictionKeeper> {
  const started = await keeper()
  await later(300)
  await started.tick()
  expect((await round(1n)).lockOracleId).toBeGreaterThan(0n)
  return started
}

async function bet(account: number, epoch: bigint, side: 'betBull' | 'betBear', bnb: string) {
  await write(devWriter(world.anvil.url, account), {
    ...at(),
    functionName: side,
    args: [epoch],
    value: parseEther(bnb),
  })
}

describe('the keeper on the chain’s clock', () => {
  test('starts the genesis round, locks it at its lock time, then runs a round each interval', async () => {
    const lines: string[] = []
    const running = await keeper(lines)
    expect(lines).toEqual([
      expect.stringMatching(/^prediction: genesis: round 1 takes bets until \d{4}-.*Z$/),
    ])
    // nothing is due before the lock time
    expect(await running.tick()).toEqual([])
    await bet(3, 1n, 'betBull', '0.5')
    await bet(4, 1n, 'betBear', '0.25')

    await later(300)
    const locked = await running.tick()
    expect(locked).toEqual([
      // the deploy's answer is five minutes old: published again before the lock
      'feed heartbeat: $600 again (feed round 2; the last was stale)',
      expect.stringMatching(/^genesis lock: round 1 locked at \$600; round 2 takes bets until /),
    ])
    expect(await running.tick()).toEqual([])

    await later(300)
    const executed = await running.tick()
    expect(executed).toEqual([
      'feed heartbeat: $600 again (feed round 3; the last was used already)',
      expect.stringMatching(
        /^round 2 locked at \$600; round 1 closed at \$600: the house takes 0\.75 BNB \(a tie\); round 3 takes bets until /,
      ),
    ])
    const first = await round(1n)
    expect(first.oracleCalled).toBe(true)
    expect([first.lockPrice, first.closePrice]).toEqual([600_00000000n, 600_00000000n])
    expect(first.rewardAmount).toBe(0n)
    expect(await currentEpoch()).toBe(3n)
    // round 3 started as round 2 locked: its lock time is one interval on
    const [second, third] = await Promise.all([round(2n), round(3n)])
    expect(third.startTimestamp).toBe(second.closeTimestamp - 300n)
    expect(third.lockTimestamp - third.startTimestamp).toBe(300n)
  })

  test('ticks asked for while one runs wait for it: one genesis, no second sender racing for a nonce', async () => {
    const lines: string[] = []
    const running = startPredictionKeeper({
      rpcUrl: world.anvil.url,
      manifest: world.manifest,
      pollMs: 3_600_000,
      log: (line) => lines.push(line),
    })
    // the loop's first tick is running: these two queue behind it
    const [a, b] = await Promise.all([running.tick(), running.tick()])
    await running.stop()
    expect([a, b]).toEqual([[], []])
    expect(lines).toEqual([expect.stringMatching(/^prediction: genesis: round 1 takes bets/)])
    expect(await currentEpoch()).toBe(1n)
  })

  test('an answer set on the feed directly is what the round locks on: published again, not replaced, while the DEX stands still', async () => {
    const running = await throughGenesis()
    // a test (or prediction:price) sets the price from another account
    await write(devWriter(world.anvil.url, 5), {
      address: oracle,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [612_34000000n],
    })
    await later(300)
    const done = await running.tick()
    expect(done[0]).toMatch(
      /^feed heartbeat: \$612\.34 again \(feed round \d+; the last was stale\)$/,
    )
    expect(done[1]).toMatch(/^round 2 locked at \$612\.34; round 1 closed at \$612\.34/)
    expect((await round(2n)).lockPrice).toBe(612_34000000n)
    expect(await feedAnswer()).toBe(612_34000000n)
    // the next lock takes it too (the DEX has not moved)
    await later(300)
    await running.tick()
    expect((await round(3n)).lockPrice).toBe(612_34000000n)
  })

  test('a swap on the BNB-USDT pair moves the feed to the pair’s new price, which the next lock takes', async () => {
    const lines: string[] = []
    const running = await keeper(lines)
    const pair = world.manifest.pairs?.['BNB-USDT'] as Address
    await write(devWriter(world.anvil.url, 6), {
      address: world.manifest.contracts.Router,
      abi: ghostRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [world.manifest.contracts.WBNB, world.manifest.tokens.USDT],
        devAccount(6).address,
        2n ** 40n,
      ],
      value: parseEther('10'),
    })
    // USD per BNB with 8 decimals, by hand from the reserves (both tokens have 18 decimals)
    const [reserve0, reserve1] = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    const wbnbIsToken0 =
      getAddress(world.manifest.contracts.WBNB) < getAddress(world.manifest.tokens.USDT)
    const [bnbReserve, usdtReserve] = wbnbIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
    const expected = (usdtReserve * 100_000_000n) / bnbReserve
    // 10 BNB sold into 1,000: the price falls about 2%
    expect(expected).toBeLessThan(590_00000000n)
    expect(expected).toBeGreaterThan(570_00000000n)

    const done = await running.tick()
    expect(done).toEqual([`feed answer $${formatUnits(expected, 8)} from the DEX (feed round 2)`])
    expect(await feedAnswer()).toBe(expected)
    // unchanged since: nothing more to push
    expect(await running.tick()).toEqual([])
    await later(300)
    await running.tick()
    expect((await round(1n)).lockPrice).toBe(expected)
  })
})

describe('recovery and pauses', () => {
  test('a clock jump past the lock buffer: pause, unpause and a new genesis round; the skipped rounds are refundable', async () => {
    const running = await throughGenesis()
    await bet(7, 2n, 'betBull', '0.1')
    await later(1_000)
    const done = await running.tick()
    expect(done).toEqual([
      expect.stringMatching(
        /^round 2 missed its lock \(due by .*\): paused to restart the rounds$/,
      ),
      'unpaused: the rounds start again from genesis',
      expect.stringMatching(/^genesis: round 3 takes bets until /),
    ])
    expect(await paused()).toBe(false)
    expect(await currentEpoch()).toBe(3n)
    expect(await world.client.readContract({ ...at(), functionName: 'genesisLockOnce' })).toBe(
      false,
    )
    // round 1 (live) and round 2 (open) were never closed within their buffer
    for (const epoch of [1n, 2n]) expect((await round(epoch)).oracleCalled).toBe(false)
    expect(
      await world.client.readContract({
        ...at(),
        functionName: 'refundable',
        args: [2n, devAccount(7).address],
      }),
    ).toBe(true)
    // and the new round runs on
    await later(300)
    expect(await running.tick()).toEqual([
      expect.stringMatching(/^feed heartbeat/),
      expect.stringMatching(/^genesis lock: round 3 locked at/),
    ])
  })

  test('a pause it did not make is left paused (one log line) until someone unpauses', async () => {
    const lines: string[] = []
    const running = await keeper(lines)
    const owner = devWriter(world.anvil.url, 0)
    await write(owner, { ...at(), functionName: 'pause' })
    expect(await running.tick()).toEqual([])
    await later(1_000)
    expect(await running.tick()).toEqual([])
    expect(await paused()).toBe(true)
    expect(lines.filter((line) => line.includes('paused by'))).toEqual([
      `prediction: paused by ${devAccount(0).address} (not the keeper): the rounds wait for an unpause`,
    ])
    await write(owner, { ...at(), functionName: 'unpause' })
    expect(await running.tick()).toEqual([
      expect.stringMatching(/^genesis: round 2 takes bets until /),
    ])
  })

  test('a pause of its own cut short (a restart between pause and unpause) is finished', async () => {
    await keeper()
    // the keeper's account paused, as its recovery does, and nothing unpaused
    await write(devWriter(world.anvil.url, PREDICTION.operatorAccount), {
      ...at(),
      functionName: 'pause',
    })
    const lines: string[] = []
    await keeper(lines)
    expect(lines).toEqual([
      'prediction: unpaused: the rounds start again from genesis',
      expect.stringMatching(/^prediction: genesis: round 2 takes bets until /),
    ])
  })
})

test('a failing step is one log line and a retry; stop() ends the loop', async () => {
  const lines: string[] = []
  const operator = devAccount(PREDICTION.operatorAccount).address
  // no BNB for gas: the genesis start fails, tick after tick
  await world.client.setBalance({ address: operator, value: 0n })
  const running = startPredictionKeeper({
    rpcUrl: world.anvil.url,
    manifest: world.manifest,
    pollMs: 20,
    log: (line) => lines.push(line),
  })
  try {
    await expect
      .poll(() => lines.filter((line) => line.startsWith('prediction keeper: ')).length)
      .toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const failures = lines.filter((line) => line.startsWith('prediction keeper: '))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/\(retrying\)$/)
    await world.client.setBalance({ address: operator, value: PREDICTION.operatorBnb })
    await expect
      .poll(() => lines.some((line) => line.startsWith('prediction: genesis: round 1')))
      .toBe(true)
  } finally {
    await running.stop()
  }
  const blockAfterStop = await world.client.getBlockNumber()
  await later(1_000)
  await new Promise((resolve) => setTimeout(resolve, 100))
  // a stopped keeper sends nothing more
  expect(await world.client.getBlockNumber()).toBe(blockAfterStop)
})
