/**
 * The prediction game's seeded past in a fresh local world (startDevnet): six finished rounds in
 * the last minutes of the DEX history with their planned outcomes (Bull, Bear, a tie, a round the
 * house takes, Bear) on prices that follow the DEX, claims taken, two rounds canceled while the
 * operator was away, refunds taken, account 1's win and refund left for the dev user, and at the
 * present a new genesis round open for bets.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ghostPairAbi, ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import { getRoundWinner } from '@ghost/sdk'
import { type Address, getAddress, parseEther } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { plannedClose } from './seedPrediction'
import { readCompleteManifest } from './startDevnet'
import { setUpSeededDevnet } from './testing/localWorld'
import { NFT_SEED_TIME, PREDICTION, PREDICTION_HISTORY } from './worldPlan'

const seeded = setUpSeededDevnet('prediction-seed')
let prediction: Address
const { rounds, canceled, uncollected, currentBets } = PREDICTION_HISTORY
const WINNER = { up: 'Bull', down: 'Bear', flat: 'House' } as const

beforeAll(() => {
  prediction = getPredictionContracts(seeded.devnet.manifest)?.Prediction as Address
})

const at = () => ({ address: prediction, abi: ghostPredictionAbi }) as const
const round = (epoch: number | bigint) =>
  seeded.client.readContract({ ...at(), functionName: 'getRound', args: [BigInt(epoch)] })
const betOf = (epoch: number | bigint, account: number) =>
  seeded.client.readContract({
    ...at(),
    functionName: 'getBet',
    args: [BigInt(epoch), devAccount(account).address],
  })
const SIDE = { Bull: 1, Bear: 2 } as const

describe('plannedClose', () => {
  const lock = 600_00000000n
  test('follows the DEX when it moved the planned way, else moves the lock price by the basis points', () => {
    expect(plannedClose(lock, 601_00000000n, 'up', 20n)).toBe(601_00000000n)
    expect(plannedClose(lock, 599_00000000n, 'up', 20n)).toBe(601_20000000n)
    expect(plannedClose(lock, lock, 'up', 20n)).toBe(601_20000000n)
    expect(plannedClose(lock, 598_00000000n, 'down', 20n)).toBe(598_00000000n)
    expect(plannedClose(lock, 601_00000000n, 'down', 5n)).toBe(599_70000000n)
    expect(plannedClose(lock, 612_00000000n, 'flat', 20n)).toBe(lock)
  })
})

describe('the seeded prediction game', () => {
  test('six rounds closed with their planned outcomes; fees and house wins to the treasury', async () => {
    for (const [k, planned] of rounds.entries()) {
      const closed = await round(k + 1)
      const label = `round ${k + 1}`
      expect(closed.oracleCalled, label).toBe(true)
      expect(getRoundWinner(closed.lockPrice, closed.closePrice), label).toBe(WINNER[planned.move])
      const winners = planned.bets.filter(([, side]) => side === WINNER[planned.move])
      if (winners.length === 0) {
        // a tie, or nobody on the winning side: the house takes the pot
        expect(closed.rewardAmount, label).toBe(0n)
      } else {
        const fee = (closed.totalAmount * PREDICTION.treasuryFee) / 10_000n
        expect(closed.rewardAmount, label).toBe(closed.totalAmount - fee)
      }
    }
    // round 3 is the tie: it closed at exactly its lock price
    const tie = await round(3)
    expect(tie.closePrice).toBe(tie.lockPrice)
    // round 5: Bear won, but only Bull was backed
    expect((await round(5)).rewardBaseCalAmount).toBe(0n)
  })

  test('each planned bet is on chain, on its side, of the planned size', async () => {
    const plannedBets = [...rounds.map((planned) => planned.bets), ...canceled]
    for (const [k, bets] of plannedBets.entries()) {
      for (const [account, side] of bets) {
        const bet = await betOf(k + 1, account)
        expect(bet.position, `round ${k + 1}, account ${account}`).toBe(SIDE[side])
        expect(bet.amount).toBeGreaterThanOrEqual(
          BigInt(PREDICTION_HISTORY.betMilliBnb.min) * parseEther('0.001'),
        )
        expect(bet.amount).toBeLessThanOrEqual(
          BigInt(PREDICTION_HISTORY.betMilliBnb.max) * parseEther('0.001'),
        )
      }
    }
  })

  test('the rounds lie in the DEX history, before the NFT market’s half hour', async () => {
    const now = BigInt(Math.floor(Date.now() / 1000))
    const first = await round(1)
    const lastPlanned = await round(rounds.length + canceled.length)
    expect(now - first.startTimestamp).toBeLessThan(PREDICTION_HISTORY.startsBeforeEnd + 3_600n)
    expect(lastPlanned.startTimestamp).toBeLessThan(
      now - BigInt(NFT_SEED_TIME.minutesBeforeNow * 60),
    )
    // each round started (as the one before locked) 5 seconds into the buffer, a second or two
    // later when another seed's block took that second
    for (let epoch = 2; epoch <= rounds.length + canceled.length; epoch++) {
      const [before, started] = await Promise.all([round(epoch - 1), round(epoch)])
      const apart = started.startTimestamp - before.startTimestamp
      expect(apart).toBeGreaterThanOrEqual(
        PREDICTION.intervalSeconds + PREDICTION_HISTORY.executeDelaySeconds,
      )
      expect(apart).toBeLessThanOrEqual(PREDICTION.intervalSeconds + PREDICTION.bufferSeconds)
    }
  })

  test('the feed follows the DEX: the first lock is the pair’s price, each close the DEX’s or the lock moved the planned way', async () => {
    const { manifest } = seeded.devnet
    const pair = manifest.pairs?.['BNB-USDT'] as Address
    const wbnbIsToken0 = getAddress(manifest.contracts.WBNB) < getAddress(manifest.tokens.USDT)
    const oracle = getPredictionContracts(manifest)?.PredictionOracle as Address
    const locks = await seeded.client.getContractEvents({
      ...at(),
      eventName: 'LockRound',
      fromBlock: 0n,
    })
    /**
     * The DEX's answer, by hand from the reserves, when the feed round `roundId` was pushed: in the
     * block of its time (the mock emits no event), at or before the lock that used it.
     */
    const dexAt = async (roundId: bigint) => {
      const used = locks.find((lock) => lock.args.roundId === roundId)
      if (!used) throw new Error(`no round locked on feed round ${roundId}`)
      const updatedAt = await seeded.client.readContract({
        address: oracle,
        abi: mockV3AggregatorAbi,
        functionName: 'getTimestamp',
        args: [roundId],
      })
      let blockNumber = used.blockNumber
      while ((await seeded.client.getBlock({ blockNumber })).timestamp > updatedAt) blockNumber--
      const [reserve0, reserve1] = await seeded.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'getReserves',
        blockNumber,
      })
      const [bnb, usdt] = wbnbIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
      // USD per BNB with 8 decimals (both tokens have 18)
      return (usdt * 100_000_000n) / bnb
    }
    const first = await round(1)
    expect(first.lockPrice).toBe(await dexAt(first.lockOracleId))
    const { min, max } = PREDICTION_HISTORY.moveBps
    for (const [k, planned] of rounds.entries()) {
      const { lockPrice: lock, closePrice: close, closeOracleId } = await round(k + 1)
      const dex = await dexAt(closeOracleId)
      const label = `round ${k + 1} (${planned.move})`
      if (planned.move === 'flat') {
        expect(close, label).toBe(lock)
        continue
      }
      const sign = planned.move === 'up' ? 1n : -1n
      if ((dex - lock) * sign > 0n) {
        expect(close, label).toBe(dex)
      } else {
        // the lock price moved min to max basis points the planned way (rounded down)
        const moved = (close - lock) * sign * 10_000n
        expect(moved, label).toBeGreaterThan(BigInt(min - 1) * lock)
        expect(moved, label).toBeLessThanOrEqual(BigInt(max) * lock + 10_000n)
      }
    }
  })

  test('winners collected, except account 1’s round-6 win, left to Collect', async () => {
    for (const [k, planned] of rounds.entries()) {
      const epoch = k + 1
      for (const [account, side] of planned.bets) {
        if (side !== WINNER[planned.move] || (await round(epoch)).rewardAmount === 0n) continue
        const leaves = account === uncollected.account && epoch === uncollected.win
        expect((await betOf(epoch, account)).claimed, `round ${epoch}, account ${account}`).toBe(
          !leaves,
        )
      }
    }
    const mine = devAccount(uncollected.account).address
    expect(
      await seeded.client.readContract({
        ...at(),
        functionName: 'claimable',
        args: [BigInt(uncollected.win), mine],
      }),
    ).toBe(true)
    expect(
      await seeded.client.readContract({
        ...at(),
        functionName: 'pendingReward',
        args: [BigInt(uncollected.win), mine],
      }),
    ).toBeGreaterThan((await betOf(uncollected.win, uncollected.account)).amount)
    // and round 1's win it took
    expect((await betOf(1, uncollected.account)).claimed).toBe(true)
  })

  test('rounds 7 (locked, never closed) and 8 (never locked) were canceled: refunded, but account 1’s round-7 bet left to Reclaim', async () => {
    const [seventh, eighth] = await Promise.all([round(7), round(8)])
    expect(seventh.lockOracleId).toBeGreaterThan(0n)
    expect(seventh.oracleCalled).toBe(false)
    expect(eighth.lockOracleId).toBe(0n)
    expect(eighth.oracleCalled).toBe(false)
    const refunds = await seeded.client.getContractEvents({
      ...at(),
      eventName: 'Refund',
      fromBlock: 0n,
    })
    for (const [k, bets] of canceled.entries()) {
      const epoch = rounds.length + 1 + k
      for (const [account] of bets) {
        const leaves = account === uncollected.account && epoch === uncollected.refund
        const bet = await betOf(epoch, account)
        expect(bet.claimed, `round ${epoch}, account ${account}`).toBe(!leaves)
        expect(
          refunds.some(
            (refund) =>
              refund.args.epoch === BigInt(epoch) &&
              refund.args.sender === devAccount(account).address &&
              refund.args.amount === bet.amount,
          ),
        ).toBe(!leaves)
      }
    }
    expect(
      await seeded.client.readContract({
        ...at(),
        functionName: 'refundable',
        args: [BigInt(uncollected.refund), devAccount(uncollected.account).address],
      }),
    ).toBe(true)
  })

  test('at the present the operator restarted the rounds: a genesis round open for bets, with the community’s first bets', async () => {
    const read = <name extends 'paused' | 'genesisStartOnce' | 'genesisLockOnce' | 'currentEpoch'>(
      functionName: name,
    ) => seeded.client.readContract({ ...at(), functionName })
    const epoch = BigInt(rounds.length + canceled.length + 1)
    expect(await read('currentEpoch')).toBe(epoch)
    expect(await read('paused')).toBe(false)
    expect(await read('genesisStartOnce')).toBe(true)
    expect(await read('genesisLockOnce')).toBe(false)
    const open = await round(epoch)
    const now = (await seeded.client.getBlock({ blockTag: 'pending' })).timestamp
    expect(open.startTimestamp).toBeLessThanOrEqual(now)
    expect(open.lockTimestamp).toBeGreaterThan(now)
    for (const [account, side] of currentBets) {
      expect((await betOf(epoch, account)).position).toBe(SIDE[side])
    }
    // account 1 is free to bet there
    expect((await betOf(epoch, 1)).amount).toBe(0n)
    // paused and unpaused by the operator, as its keeper recovers
    for (const eventName of ['Pause', 'Unpause'] as const) {
      const [event] = await seeded.client.getContractEvents({ ...at(), eventName, fromBlock: 0n })
      const sent = await seeded.client.getTransaction({ hash: event?.transactionHash ?? '0x' })
      expect(getAddress(sent.from), eventName).toBe(devAccount(PREDICTION.operatorAccount).address)
    }
  })
})

test('a manifest from before the prediction game is not a complete world: npm start deploys again', () => {
  const path = join(seeded.dir, 'before-prediction.json')
  const { Prediction, PredictionOracle, ...before } = seeded.devnet.manifest.contracts
  writeFileSync(path, JSON.stringify({ ...seeded.devnet.manifest, contracts: before }))
  expect(readCompleteManifest(path)).toBeUndefined()
  writeFileSync(path, JSON.stringify(seeded.devnet.manifest))
  expect(readCompleteManifest(path)).toEqual(seeded.devnet.manifest)
})
