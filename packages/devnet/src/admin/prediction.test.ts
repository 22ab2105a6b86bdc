/**
 * The prediction admin commands against a deployed world on Anvil, each test from the freshly
 * deployed game: the status report, the genesis steps and executeRound at their times on the
 * chain's clock (the feed's answer published again when the game cannot take it), pause and
 * unpause by the owner, the local feed's price, and each refusal with its reason.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { type Address, getAddress, type Hex, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { write } from '../chainWriter'
import { devWriter } from '../startDevnet'
import { adminRunner, adminSucceeds, devKey, setUpLocalWorld } from '../testing/localWorld'
import { PREDICTION } from '../worldPlan'

const world = setUpLocalWorld({ eachTestFromDeploy: true })
const admin = adminRunner(world)
let prediction: Address
let oracle: Address

/** Account 1: neither the owner nor the operator. */
const STRANGER_KEY = devKey(1)
const OPERATOR_KEY = devKey(PREDICTION.operatorAccount)
const operator = devAccount(PREDICTION.operatorAccount).address
const owner = devAccount(0).address

beforeAll(() => {
  const contracts = getPredictionContracts(world.manifest)
  if (!contracts) throw new Error('no prediction game')
  prediction = contracts.Prediction
  oracle = contracts.PredictionOracle
})

const at = () => ({ address: prediction, abi: ghostPredictionAbi }) as const
const round = (epoch: bigint) =>
  world.client.readContract({ ...at(), functionName: 'getRound', args: [epoch] })
const later = (seconds: number) => world.client.increaseTime({ seconds })
const ok = adminSucceeds(admin)

describe('prediction:status', () => {
  test('before any round: epoch 0, not paused, no round, the feed at the pair’s $600 and its age', async () => {
    const out = await ok(['prediction:status'])
    expect(out).toContain(`Prediction ${prediction}, feed ${oracle}; chain clock `)
    expect(out).toContain('Epoch 0; paused: no; genesis not started; rounds of 300 s, buffer 30 s')
    expect(out).toContain('No round runs: prediction:genesis starts one')
    expect(out).toMatch(
      /Feed: \$600 \(feed round 1\), updated \d{4}-.*Z, \d+ s ago; the game takes answers up to 60 s old, newer than feed round 0/,
    )
    expect(out).toContain('Treasury: 0 BNB not yet claimed')
  })

  test('a manifest without the game is refused with what to do', async () => {
    const { Prediction: _game, PredictionOracle: _feed, ...without } = world.manifest.contracts
    const { code, err } = await admin(['prediction:status'], {
      manifest: { ...world.manifest, contracts: without },
    })
    expect(code).toBe(1)
    expect(err).toBe('The manifest has no prediction game: deploy the world first')
  })

  test('every command refuses arguments it does not take', async () => {
    for (const name of [
      'prediction:status',
      'prediction:genesis',
      'prediction:execute',
      'prediction:pause',
      'prediction:unpause',
    ]) {
      const { code, err } = await admin([name, 'now'])
      expect(code, name).toBe(1)
      expect(err).toBe(`${name}: unexpected argument 'now'`)
    }
    expect((await admin(['prediction:price', '600', '700'])).err).toBe(
      "prediction:price: unexpected argument '700'",
    )
  })
})

describe('the rounds by hand', () => {
  test('genesis starts round 1; a second is refused before its lock time; at it, it locks (the stale feed answer published again)', async () => {
    const started = await ok(['prediction:genesis'])
    expect(started).toMatch(/^Genesis: round 1 takes bets until \d{4}-.*Z$/)
    const early = await admin(['prediction:genesis'])
    expect(early.code).toBe(1)
    expect(early.err).toMatch(/^Round 1 takes bets until .*; the chain's clock is at .*Z$/)
    await write(devWriter(world.anvil.url, 3), {
      ...at(),
      functionName: 'betBull',
      args: [1n],
      value: parseEther('0.2'),
    })
    const status = await ok(['prediction:status'])
    expect(status).toContain('Round 1: open for bets')
    expect(status).toContain('pools: Bull 0.2 BNB, Bear 0 BNB (total 0.2 BNB)')
    expect(status).toMatch(/locks .*Z \(in [45]m \d+s\)/)

    await later(300)
    const locked = await ok(['prediction:genesis'])
    expect(locked).toMatch(
      /^Feed heartbeat: \$600 published again \(feed round 2\)\nGenesis lock: round 1 locked at \$600; round 2 takes bets until /,
    )
    expect((await round(1n)).lockPrice).toBe(600_00000000n)
    expect((await admin(['prediction:genesis'])).err).toBe(
      'Genesis is done: prediction:execute runs the rounds',
    )
    const after = await ok(['prediction:status'])
    expect(after).toContain('genesis started and locked')
    expect(after).toContain('Round 2: open for bets')
    expect(after).toContain('Previous round 1: live')
    expect(after).toContain('locked at $600')
  })

  test('the round calls are the operator’s: another signer is refused', async () => {
    const { code, err } = await admin(['prediction:genesis'], { key: STRANGER_KEY })
    expect(code).toBe(1)
    expect(err).toBe(
      `The prediction game's operator is ${operator}, not the signer ${devAccount(1).address} (set PRIVATE_KEY)`,
    )
    expect((await admin(['prediction:execute'], { key: STRANGER_KEY })).err).toContain(
      "The prediction game's operator is",
    )
    expect(await world.client.readContract({ ...at(), functionName: 'currentEpoch' })).toBe(0n)
  })

  test('execute: refused before genesis and before the lock time; at it, it closes the previous round at the feed’s answer', async () => {
    expect((await admin(['prediction:execute'])).err).toBe(
      'No round runs: prediction:genesis starts the first one',
    )
    await ok(['prediction:genesis'])
    expect((await admin(['prediction:execute'])).err).toMatch(/^Round 1 takes bets until /)
    await later(300)
    expect((await admin(['prediction:execute'])).err).toBe(
      'Round 1 is the genesis round: prediction:genesis locks it',
    )
    await ok(['prediction:genesis'])
    await write(devWriter(world.anvil.url, 3), {
      ...at(),
      functionName: 'betBear',
      args: [2n],
      value: parseEther('1'),
    })
    await later(300)
    await ok(['prediction:price', '590'])
    const executed = await ok(['prediction:execute'])
    // the price set moments ago is fresh and new: no heartbeat
    expect(executed).toMatch(
      /^Round 2 locked at \$590; round 1 closed at \$590: the house takes 0 BNB; round 3 takes bets until /,
    )
    const [first, second] = await Promise.all([round(1n), round(2n)])
    expect(first.closePrice).toBe(590_00000000n)
    expect(second.lockPrice).toBe(590_00000000n)
  })

  test('execute after the buffer passed is refused with the way to restart', async () => {
    await ok(['prediction:genesis'])
    await later(300)
    await ok(['prediction:genesis'])
    await later(400)
    const { code, err } = await admin(['prediction:execute'])
    expect(code).toBe(1)
    expect(err).toMatch(
      /^Round 2 can no longer be locked \(its buffer ended .*Z; the chain's clock is at .*Z\): prediction:pause, prediction:unpause and prediction:genesis start the rounds again$/,
    )
    expect((await ok(['prediction:status'])).split('\n')).toContainEqual(
      expect.stringMatching(/^Round 2 missed its lock/),
    )
  })
})

describe('pause and unpause', () => {
  test('the owner pauses (bets stop) and unpauses (genesis again); twice is refused; a stranger is refused', async () => {
    await ok(['prediction:genesis'])
    expect((await admin(['prediction:pause'], { key: STRANGER_KEY })).err).toBe(
      `Only the prediction game's owner (${owner}) or operator (${operator}) may do that, not the signer ${devAccount(1).address} (set PRIVATE_KEY)`,
    )
    expect(await ok(['prediction:pause'])).toBe(
      'Paused at epoch 1: no bets and no rounds until prediction:unpause (claims and refunds go on)',
    )
    // signed by the owner, account 0: the keeper's account (41) never sent it
    const [pause] = await world.client.getContractEvents({
      ...at(),
      eventName: 'Pause',
      fromBlock: 0n,
    })
    const sent = await world.client.getTransaction({ hash: pause?.transactionHash as Hex })
    expect(getAddress(sent.from)).toBe(owner)
    expect((await admin(['prediction:pause'])).err).toBe('The game is paused already')
    expect((await ok(['prediction:status'])).split('\n')[1]).toBe(
      'Epoch 1; paused: yes; genesis started, not locked yet; rounds of 300 s, buffer 30 s',
    )
    await later(300)
    expect((await admin(['prediction:genesis'])).err).toBe(
      'The game is paused: prediction:unpause first (it restarts from genesis)',
    )
    expect(await ok(['prediction:unpause'])).toBe(
      'Unpaused at epoch 1: the rounds restart from genesis (prediction:genesis, or the keeper)',
    )
    expect((await admin(['prediction:unpause'])).err).toBe('The game is not paused')
    expect(await ok(['prediction:genesis'])).toMatch(/^Genesis: round 2 takes bets until /)
  })
})

describe('prediction:price', () => {
  test('sets the local mock feed’s answer; refuses what is not a positive price with up to 8 decimals', async () => {
    expect(await ok(['prediction:price', '612.12345678'])).toMatch(
      /^Feed answer set to \$612\.12345678 \(feed round 2, \d{4}-.*Z\)$/,
    )
    const [, answer] = await world.client.readContract({
      address: oracle,
      abi: mockV3AggregatorAbi,
      functionName: 'latestRoundData',
    })
    expect(answer).toBe(612_12345678n)
    for (const bad of ['abc', '-5', '1.123456789', '1e3']) {
      expect((await admin(['prediction:price', bad])).err, bad).toBe(
        `The price must be a number of USD with up to 8 decimals, not '${bad}'`,
      )
    }
    expect((await admin(['prediction:price', '0'])).err).toBe('The price must be above 0')
    expect((await admin(['prediction:price'])).err).toBe('prediction:price needs a price in USD')
  })

  test('elsewhere than chain 1337 the feed is Chainlink’s: refused', async () => {
    const { code, err } = await admin(['prediction:price', '600'], {
      manifest: { ...world.manifest, chainId: 97 },
      key: OPERATOR_KEY,
    })
    expect(code).toBe(1)
    expect(err).toBe(
      "prediction:price sets the local mock feed (chain 1337); chain 97's feed is Chainlink's",
    )
  })
})

test('on a real chain a round does not lock on a stale answer: execute waits for the feed', async () => {
  await ok(['prediction:genesis'])
  await later(300)
  const { code, err } = await admin(['prediction:genesis'], {
    manifest: { ...world.manifest, chainId: 97 },
    key: OPERATOR_KEY,
  })
  expect(code).toBe(1)
  expect(err).toMatch(
    /^The feed's latest answer \(feed round 1, .*Z\) is \d+ s old; the game takes answers up to 60 s old: wait for the feed's next update$/,
  )
  expect((await round(1n)).lockOracleId).toBe(0n)
})
