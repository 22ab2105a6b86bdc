import { getClaimPayout, type PredictionSettlement, settlePredictionRound } from '@ghost/sdk'
import fc from 'fast-check'
import { parseEventLogs, type TransactionReceipt } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ghostPredictionAbi } from '../generated'
import { type AnvilClient, type AnvilInstance, startAnvil } from '../lib/anvil'
import { propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { gasCost } from './farms/setup'
import {
  BUFFER,
  balanceOf,
  bet,
  betRevert,
  deployPredictionWorld,
  eventsNamed,
  genesisStart,
  latestTimestamp,
  MIN_BET,
  mineAt,
  operatorStep,
  type PredictionWorld,
  predictionRevert,
  pushAnswer,
  read,
  readRound,
  type Side,
  START_PRICE,
  send,
} from './prediction/setup'
import { assertCoveringProperty } from './shared/coverage'

/**
 * Random games of two to five rounds: five players bet random sides and amounts (the minimum,
 * or more by any wei), sometimes twice in a round; the feed moves up, down or not at all; the
 * treasury fee is random; the operator runs each round late by up to the buffer, or misses it
 * (then pauses, unpauses and starts from genesis again), so random rounds are canceled; at the
 * end everyone claims everything due, in a random order and in random batches mixing rounds.
 * Against the sdk's mirror (settlePredictionRound, getClaimPayout) and to the wei:
 * - each closed round's RewardsCalculated is the sdk's settlement of its pools and prices;
 * - each claim pays the sdk's payout given the claims of the round before it, each refund the
 *   bet; after every claim the contract holds exactly what it still owes plus the unclaimed
 *   treasury; once all is claimed, every round's payouts + refunds + treasury = its bets;
 * - a second bet by a wallet in a round (either side) reverts ALREADY_BET on chain and leaves
 *   the pools and the wallet's BNB (but gas) unchanged;
 * - a tie or an empty winning side gives the house the pot: no bettor of the round can claim;
 * - nothing can be claimed twice.
 */

const NUM_RUNS = propertyRuns(30)
const PLAYERS = 5
/** Gas for the second bets sent on purpose to revert (viem would not send them otherwise). */
const REVERTING_GAS = 300_000n

let anvil: AnvilInstance
let w: PredictionWorld

beforeAll(async () => {
  anvil = await startAnvil()
  w = await deployPredictionWorld(anvil.url, { players: PLAYERS })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

type BetPlan = { player: number; side: Side; extra: bigint }
type RoundPlan = {
  bets: BetPlan[]
  /** The feed's move (in its 8-decimal units) for the operator's step at this round's lock. */
  move: bigint
  /** Seconds late the operator locks this round (within the buffer), or undefined: missed. */
  delay: number | undefined
}
type Plan = {
  treasuryFee: number
  rounds: RoundPlan[]
  /** After the last round, one more executeRound (closing the last locked round) or none. */
  finalMove: bigint | undefined
  /** Order keys and batch cuts for the claims. */
  claimKeys: number[]
  cuts: boolean[]
}

const sideArb: fc.Arbitrary<Side> = fc.constantFrom('Bull', 'Bear')
const moveArb = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0n) },
  { weight: 5, arbitrary: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }) },
)
const betArb: fc.Arbitrary<BetPlan> = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  side: sideArb,
  extra: fc.oneof(
    fc.constant(0n),
    fc.bigInt({ min: 1n, max: 10n ** 17n }),
    fc.bigInt({ min: 1n, max: 999n }),
  ),
})
const roundArb: fc.Arbitrary<RoundPlan> = fc.record({
  bets: fc.array(betArb, { maxLength: 5 }),
  move: moveArb,
  delay: fc.option(fc.integer({ min: 0, max: Number(BUFFER) }), { freq: 4, nil: undefined }),
})
const planArb: fc.Arbitrary<Plan> = fc.record({
  treasuryFee: fc.oneof(fc.constant(300), fc.constant(0), fc.integer({ min: 0, max: 1000 })),
  rounds: fc.array(roundArb, { minLength: 2, maxLength: 5 }),
  finalMove: fc.option(moveArb, { freq: 4, nil: undefined }),
  claimKeys: fc.array(fc.nat(1000), { minLength: 32, maxLength: 32 }),
  cuts: fc.array(fc.constantFrom(false, false, true), { minLength: 32, maxLength: 32 }),
})

type Ledger = {
  epoch: bigint
  bets: Map<number, { side: Side; amount: bigint }>
  bull: bigint
  bear: bigint
  lockPrice: bigint | undefined
  settlement: PredictionSettlement | undefined
  paid: bigint
  claimedBase: bigint
  refunded: bigint
}

let coverage = {
  ties: 0,
  emptyWinningSide: 0,
  oneSidedWins: 0,
  canceledWithBets: 0,
  doubleBets: 0,
  mixedBatches: 0,
  multiRoundBatches: 0,
  lateLocks: 0,
}

/** A second bet mined on purpose: it must revert on chain and cost its sender only gas. */
async function revertingBet(
  player: AnvilClient,
  side: Side,
  epoch: bigint,
  amount: bigint,
): Promise<TransactionReceipt> {
  const block = await player.getBlock({ blockTag: 'latest' })
  const baseFee = block.baseFeePerGas ?? 0n
  // with gas, nonce and fees given, viem sends without estimating (which would refuse it)
  const hash = await player.writeContract({
    address: w.prediction,
    abi: ghostPredictionAbi,
    functionName: side === 'Bull' ? 'betBull' : 'betBear',
    args: [epoch],
    value: amount,
    gas: REVERTING_GAS,
    nonce: await player.getTransactionCount({
      address: player.account.address,
      blockTag: 'pending',
    }),
    maxFeePerGas: 2n * baseFee + 1n,
    maxPriorityFeePerGas: 1n,
  })
  return player.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

async function runGame(plan: Plan): Promise<void> {
  const players = w.players as AnvilClient[]
  const fee = plan.treasuryFee
  await send(w, w.admin, 'pause', [])
  await send(w, w.admin, 'setTreasuryFee', [BigInt(fee)])
  await send(w, w.admin, 'unpause', [])

  const ledgers = new Map<bigint, Ledger>()
  const ledger = (epoch: bigint): Ledger => {
    let entry = ledgers.get(epoch)
    if (!entry) {
      entry = {
        epoch,
        bets: new Map(),
        bull: 0n,
        bear: 0n,
        lockPrice: undefined,
        settlement: undefined,
        paid: 0n,
        claimedBase: 0n,
        refunded: 0n,
      }
      ledgers.set(epoch, entry)
    }
    return entry
  }

  let price = START_PRICE
  let locked = false
  let { epoch } = await genesisStart(w)

  /** The operator's step at the current round's lock time plus `delay`, on a moved price. */
  const step = async (move: bigint, delay: number) => {
    price += move
    const { lockTimestamp } = await readRound(w, epoch)
    const { receipt } = await operatorStep(
      w,
      locked ? 'executeRound' : 'genesisLockRound',
      price,
      lockTimestamp + BigInt(delay),
    )
    if (delay > 0) coverage.lateLocks++
    const settled = eventsNamed(receipt, 'RewardsCalculated')
    if (locked) {
      const closed = ledger(epoch - 1n)
      const expected = settlePredictionRound(
        { bullAmount: closed.bull, bearAmount: closed.bear },
        closed.lockPrice as bigint,
        price,
        fee,
      )
      expect(settled).toEqual([
        {
          epoch: epoch - 1n,
          rewardBaseCalAmount: expected.rewardBaseCalAmount,
          rewardAmount: expected.rewardAmount,
          treasuryAmount: expected.treasuryAmount,
        },
      ])
      closed.settlement = expected
      if (closed.bets.size > 0) {
        if (expected.position === 'House' && closed.lockPrice === price) coverage.ties++
        else if (expected.position === 'House') coverage.emptyWinningSide++
        else if (closed.bull === 0n || closed.bear === 0n) coverage.oneSidedWins++
      }
    } else {
      expect(settled).toEqual([])
    }
    ledger(epoch).lockPrice = price
    locked = true
    epoch += 1n
  }

  for (const round of plan.rounds) {
    const book = ledger(epoch)
    for (const { player: p, side, extra } of round.bets) {
      const player = players[p] as AnvilClient
      const amount = MIN_BET + extra
      if (book.bets.has(p)) {
        // a second bet, on either side: refused on chain, pools and wallet untouched but gas
        expect(await betRevert(w, player, side, epoch, amount)).toBe('GhostPrediction: ALREADY_BET')
        const before = await balanceOf(w, player.account.address)
        const receipt = await revertingBet(player, side, epoch, amount)
        expect(receipt.status).toBe('reverted')
        expect((await balanceOf(w, player.account.address)) + gasCost(receipt)).toBe(before)
        const pools = await readRound(w, epoch)
        expect([pools.bullAmount, pools.bearAmount]).toEqual([book.bull, book.bear])
        coverage.doubleBets++
        continue
      }
      const receipt = await bet(w, player, side, epoch, amount)
      expect(eventsNamed(receipt, side === 'Bull' ? 'BetBull' : 'BetBear')).toEqual([
        { sender: player.account.address, epoch, amount },
      ])
      book.bets.set(p, { side, amount })
      if (side === 'Bull') book.bull += amount
      else book.bear += amount
    }
    const pools = await readRound(w, epoch)
    expect([pools.bullAmount, pools.bearAmount]).toEqual([book.bull, book.bear])

    if (round.delay !== undefined) {
      await step(round.move, round.delay)
      continue
    }
    // missed: past the buffer the round cannot lock; the operator restarts from genesis
    const { lockTimestamp } = await readRound(w, epoch)
    await pushAnswer(w, price + round.move, lockTimestamp + BUFFER + 1n)
    expect(
      await predictionRevert(w, w.operator, locked ? 'executeRound' : 'genesisLockRound', []),
    ).toBe('GhostPrediction: LOCK_BUFFER_PASSED')
    await send(w, w.operator, 'pause', [])
    await send(w, w.operator, 'unpause', [])
    locked = false
    epoch = (await genesisStart(w)).epoch
  }
  if (plan.finalMove !== undefined && locked) await step(plan.finalMove, 0)

  // every round still unclosed is canceled once its close time and the buffer pass
  let lastClose = 0n
  for (const book of ledgers.values()) {
    const { closeTimestamp, oracleCalled } = await readRound(w, book.epoch)
    expect(oracleCalled).toBe(book.settlement !== undefined)
    if (closeTimestamp > lastClose) lastClose = closeTimestamp
  }
  const now = await latestTimestamp(w.admin)
  await mineAt(w.admin, (lastClose + BUFFER > now ? lastClose + BUFFER : now) + 1n)

  // what each bettor is due: winnings of closed rounds their side won, refunds of canceled ones
  type Item = { player: number; book: Ledger; kind: 'claim' | 'refund' }
  const items: Item[] = []
  for (const book of ledgers.values()) {
    if (!book.settlement && book.bets.size > 0) coverage.canceledWithBets++
    for (const [p, { side }] of book.bets) {
      if (!book.settlement) items.push({ player: p, book, kind: 'refund' })
      else if (book.settlement.position === side) items.push({ player: p, book, kind: 'claim' })
      else {
        expect(await predictionRevert(w, players[p] as AnvilClient, 'claim', [[book.epoch]])).toBe(
          'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM',
        )
      }
    }
  }
  // each player's items in a random order, cut into random batches; the batches interleaved
  const keyed = items
    .map((item, i) => ({ item, key: plan.claimKeys[i % plan.claimKeys.length] ?? 0, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
  const batches: { key: number; items: Item[] }[] = []
  for (let p = 0; p < PLAYERS; p++) {
    let current: { key: number; items: Item[] } | undefined
    for (const { item, key, i } of keyed.filter((entry) => entry.item.player === p)) {
      if (!current || plan.cuts[i % plan.cuts.length]) {
        current = { key, items: [] }
        batches.push(current)
      }
      current.items.push(item)
    }
  }
  batches.sort((a, b) => a.key - b.key)

  const owed = () => {
    let sum = 0n
    for (const book of ledgers.values()) {
      sum += book.settlement
        ? book.settlement.rewardAmount - book.paid
        : book.bull + book.bear - book.refunded
    }
    return sum
  }
  for (const { items: batch } of batches) {
    const player = players[batch[0]?.player ?? 0] as AnvilClient
    const expected = batch.map((item) => {
      const amount = item.book.bets.get(item.player)?.amount ?? 0n
      if (item.kind === 'refund') {
        item.book.refunded += amount
        return amount
      }
      const payout = getClaimPayout(
        amount,
        item.book.claimedBase,
        item.book.settlement as PredictionSettlement,
      )
      item.book.claimedBase += amount
      item.book.paid += payout
      return payout
    })
    const before = await balanceOf(w, player.account.address)
    const receipt = await send(w, player, 'claim', [batch.map((item) => item.book.epoch)])
    const paid = parseEventLogs({ abi: ghostPredictionAbi, logs: receipt.logs })
      .filter((e) => e.eventName === 'Claim' || e.eventName === 'Refund')
      .map((e) => ({ name: e.eventName, args: e.args }))
    expect(paid).toEqual(
      batch.map((item, i) => ({
        name: item.kind === 'claim' ? 'Claim' : 'Refund',
        args: { sender: player.account.address, epoch: item.book.epoch, amount: expected[i] },
      })),
    )
    const total = expected.reduce((a, b) => a + b, 0n)
    expect((await balanceOf(w, player.account.address)) + gasCost(receipt) - before).toBe(total)
    expect(await balanceOf(w, w.prediction)).toBe(owed() + (await read(w, 'treasuryAmount')))
    if (batch.length > 1) coverage.multiRoundBatches++
    if (new Set(batch.map((item) => item.kind)).size > 1) coverage.mixedBatches++
  }

  // all claimed: each round's payouts + refunds + treasury = its bets, to the wei
  let treasury = 0n
  for (const book of ledgers.values()) {
    const round = await readRound(w, book.epoch)
    const total = book.bull + book.bear
    expect(round.totalAmount).toBe(total)
    if (book.settlement) {
      expect(book.paid).toBe(book.settlement.rewardAmount)
      expect(round.claimedBaseAmount).toBe(book.settlement.rewardBaseCalAmount)
      expect(book.paid + book.settlement.treasuryAmount).toBe(total)
      treasury += book.settlement.treasuryAmount
    } else {
      expect(book.refunded).toBe(total)
    }
  }
  expect(await read(w, 'treasuryAmount')).toBe(treasury)
  expect(await balanceOf(w, w.prediction)).toBe(treasury)
  // nothing twice
  for (const item of items) {
    expect(
      await predictionRevert(w, players[item.player] as AnvilClient, 'claim', [[item.book.epoch]]),
    ).toBe(
      item.kind === 'claim'
        ? 'GhostPrediction: NOT_ELIGIBLE_FOR_CLAIM'
        : 'GhostPrediction: NOT_ELIGIBLE_FOR_REFUND',
    )
  }
  if (treasury > 0n) {
    const before = await balanceOf(w, w.treasury)
    await send(w, w.players[0] as AnvilClient, 'claimTreasury', [])
    expect((await balanceOf(w, w.treasury)) - before).toBe(treasury)
  }
  expect(await balanceOf(w, w.prediction)).toBe(0n)
}

test(
  'any bets, prices, fees, missed rounds and claim orders: payouts + refunds + treasury = bets per round, to the wei, as the sdk computes',
  async () => {
    coverage = {
      ties: 0,
      emptyWinningSide: 0,
      oneSidedWins: 0,
      canceledWithBets: 0,
      doubleBets: 0,
      mixedBatches: 0,
      multiRoundBatches: 0,
      lateLocks: 0,
    }
    await assertCoveringProperty(
      w.admin,
      planArb,
      runGame,
      { numRuns: NUM_RUNS, timeoutMs: propertyTimeout(55_000), seed: 32 },
      coverage,
    )
  },
  propertyTimeout(60_000),
)
