import { Native, PREDICTION_MIN_BET, Token } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  addSeenPrice,
  getBetAmountForPercent,
  getBetFormState,
  getChartPoints,
  getFocusCardIndex,
  getLatestRoundEpochs,
  getPredictionStatus,
  getRoundCards,
  getSpendableBnb,
  getYourRoundResult,
  type PredictionRound,
  ROUNDS_READ,
} from './predictionRules'

const SETTINGS = { intervalSeconds: 300, bufferSeconds: 30 }
const T0 = 1_700_000_000

/** Round `epoch` of a world whose rounds start every 300 s from T0 (epoch 1) and lock on time. */
function round(epoch: number, patch: Partial<PredictionRound> = {}): PredictionRound {
  const start = T0 + (epoch - 1) * 300
  return {
    epoch: BigInt(epoch),
    startTimestamp: start,
    lockTimestamp: start + 300,
    closeTimestamp: start + 600,
    lockPrice: 0n,
    closePrice: 0n,
    totalAmount: 0n,
    bullAmount: 0n,
    bearAmount: 0n,
    rewardBaseCalAmount: 0n,
    rewardAmount: 0n,
    claimedBaseAmount: 0n,
    oracleCalled: false,
    ...patch,
  }
}

/** Closed at `close` from `lock`, with the contract's settlement at a 3% fee. */
function closed(epoch: number, lock: bigint, close: bigint, bull: bigint, bear: bigint) {
  const total = bull + bear
  const base = close > lock ? bull : close < lock ? bear : 0n
  const fee = base === 0n ? total : (total * 300n) / 10_000n
  return round(epoch, {
    lockPrice: lock,
    closePrice: close,
    bullAmount: bull,
    bearAmount: bear,
    totalAmount: total,
    rewardBaseCalAmount: base,
    rewardAmount: total - fee,
    oracleCalled: true,
  })
}

describe('status (spec §3: initial, live, paused, error)', () => {
  test.each([
    [{ answered: false, failed: false, paused: undefined }, 'initial'],
    [{ answered: true, failed: false, paused: undefined }, 'initial'],
    [{ answered: true, failed: false, paused: false }, 'live'],
    [{ answered: true, failed: false, paused: true }, 'paused'],
    [{ answered: true, failed: true, paused: false }, 'error'],
    [{ answered: false, failed: true, paused: undefined }, 'error'],
  ] as const)('%o → %s', (input, status) => {
    expect(getPredictionStatus(input)).toBe(status)
  })
})

test('the page reads the current round and the three before it; their epochs end at the current one', () => {
  expect(ROUNDS_READ).toBe(4)
  // the contract answers fewer while the game has fewer
  expect(getLatestRoundEpochs(0n, 0)).toEqual([])
  expect(getLatestRoundEpochs(1n, 1)).toEqual([1n])
  expect(getLatestRoundEpochs(2n, 2)).toEqual([1n, 2n])
  expect(getLatestRoundEpochs(9n, ROUNDS_READ)).toEqual([6n, 7n, 8n, 9n])
})

describe('the carousel', () => {
  // epoch 5 open since T0 + 1200 (locks at +1500), 4 live until +1800, 3 and 2 closed
  const rounds = [
    closed(2, 600_00000000n, 610_00000000n, parseEther('1'), parseEther('1')),
    closed(3, 610_00000000n, 610_00000000n, parseEther('1'), 0n),
    round(4, { lockPrice: 610_00000000n, lockTimestamp: T0 + 1200, closeTimestamp: T0 + 1500 }),
    round(5, { startTimestamp: T0 + 1200, lockTimestamp: T0 + 1500, closeTimestamp: T0 + 1800 }),
  ]
  // (round 4 as the contract keeps it once locked: it closes one interval after its lock)

  test('expired, live, next, then two later rounds timed from the next one’s lock', () => {
    const cards = getRoundCards({
      rounds,
      currentEpoch: 5n,
      now: T0 + 1300,
      settings: SETTINGS,
      paused: false,
    })
    expect(cards.map((card) => card.kind)).toEqual([
      'expired',
      'expired',
      'live',
      'next',
      'later',
      'later',
    ])
    expect(cards.slice(0, 2).map((card) => card.kind === 'expired' && card.winner)).toEqual([
      'Bull',
      'House',
    ])
    expect(cards.slice(4)).toEqual([
      { kind: 'later', epoch: 6n, startTimestamp: T0 + 1500, lockTimestamp: T0 + 1800 },
      { kind: 'later', epoch: 7n, startTimestamp: T0 + 1800, lockTimestamp: T0 + 2100 },
    ])
    expect(getFocusCardIndex(cards)).toBe(3)
  })

  test('past the lock and close, waiting for the operator: both calculating; no later rounds', () => {
    const cards = getRoundCards({
      rounds,
      currentEpoch: 5n,
      now: T0 + 1510,
      settings: SETTINGS,
      paused: false,
    })
    expect(cards.map((card) => (card.kind === 'calculating' ? card.phase : card.kind))).toEqual([
      'expired',
      'expired',
      'closing',
      'locking',
    ])
    expect(getFocusCardIndex(cards)).toBe(3)
  })

  test('beyond the buffer after its close a round is canceled; paused, no later rounds', () => {
    const cards = getRoundCards({
      rounds,
      currentEpoch: 5n,
      now: T0 + 1800 + 31,
      settings: SETTINGS,
      paused: true,
    })
    expect(cards.map((card) => card.kind)).toEqual(['expired', 'expired', 'canceled', 'canceled'])
  })

  test('paused while a round is open: it shows, with nothing after it', () => {
    const cards = getRoundCards({
      rounds,
      currentEpoch: 5n,
      now: T0 + 1300,
      settings: SETTINGS,
      paused: true,
    })
    expect(cards.map((card) => card.kind)).toEqual(['expired', 'expired', 'live', 'next'])
  })

  test('rounds that never started are left out', () => {
    expect(
      getRoundCards({
        rounds: [round(1, { startTimestamp: 0, lockTimestamp: 0, closeTimestamp: 0 })],
        currentEpoch: 1n,
        now: T0,
        settings: SETTINGS,
        paused: false,
      }),
    ).toEqual([])
  })
})

describe('your result in a round', () => {
  const won = closed(2, 600n, 601n, parseEther('2'), parseEther('1'))
  test('won: what claim pays now, from what the winners claimed before', () => {
    const bet = { side: 'Bull', amount: parseEther('1'), claimed: false } as const
    // pot 3 BNB less 3%: 2.91 BNB for the 2 BNB on UP
    expect(getYourRoundResult(won, bet, 'expired')).toEqual({
      kind: 'won',
      side: 'Bull',
      amount: parseEther('1'),
      payout: parseEther('1.455'),
      collected: false,
    })
    const after = { ...won, claimedBaseAmount: 1n }
    // the running total's step: rounded down or up by one wei at most
    const { payout } = getYourRoundResult(after, bet, 'expired') as { payout: bigint }
    expect(payout - parseEther('1.455')).toBeGreaterThanOrEqual(0n)
    expect(payout - parseEther('1.455')).toBeLessThanOrEqual(1n)
    expect(getYourRoundResult(won, { ...bet, claimed: true }, 'expired')).toMatchObject({
      kind: 'won',
      collected: true,
    })
  })

  test('lost, entered, none, and a tie (the House) lost by both sides', () => {
    const bear = { side: 'Bear', amount: 5n, claimed: false } as const
    expect(getYourRoundResult(won, bear, 'expired')).toEqual({
      kind: 'lost',
      side: 'Bear',
      amount: 5n,
    })
    expect(getYourRoundResult(round(3), bear, 'live')).toEqual({
      kind: 'entered',
      side: 'Bear',
      amount: 5n,
    })
    expect(getYourRoundResult(round(3), undefined, 'next')).toEqual({ kind: 'none' })
    expect(
      getYourRoundResult(round(3), { side: undefined, amount: 0n, claimed: false }, 'next'),
    ).toEqual({ kind: 'none' })
    const tie = closed(4, 600n, 600n, 7n, 5n)
    expect(getYourRoundResult(tie, bear, 'expired').kind).toBe('lost')
    expect(getYourRoundResult(tie, { ...bear, side: 'Bull' }, 'expired').kind).toBe('lost')
  })

  test('a canceled round: reclaim the bet, then reclaimed', () => {
    const bet = { side: 'Bull', amount: 9n, claimed: false } as const
    expect(getYourRoundResult(round(3), bet, 'canceled')).toEqual({
      kind: 'reclaim',
      side: 'Bull',
      amount: 9n,
      collected: false,
    })
    expect(getYourRoundResult(round(3), { ...bet, claimed: true }, 'canceled')).toMatchObject({
      collected: true,
    })
  })
})

describe('the set-position form (spec §5)', () => {
  const format = (wei: bigint) => `${Number(wei) / 1e18}`
  test.each([
    ['', { message: 'Enter an amount', empty: true }],
    ['  ', { message: 'Enter an amount', empty: true }],
    ['0', { message: 'Enter an amount', empty: false }],
    ['0.0005', { message: 'A minimum amount of %num% %token% is required', empty: false }],
    ['2.5', { message: 'Insufficient BNB balance', empty: false }],
    ['0.001', { amount: PREDICTION_MIN_BET }],
    ['2', { amount: parseEther('2') }],
  ])('%j', (typed, expected) => {
    expect(getBetFormState(typed, PREDICTION_MIN_BET, parseEther('2'), format)).toMatchObject(
      expected,
    )
  })

  test('the minimum is written by the caller, with the token', () => {
    expect(getBetFormState('0.0001', PREDICTION_MIN_BET, undefined, format)).toEqual({
      message: 'A minimum amount of %num% %token% is required',
      values: { num: '0.001', token: 'BNB' },
      empty: false,
    })
  })

  test('%-buttons take the balance less the 0.01 BNB kept for gas, exactly', () => {
    const bnb = Native.onChain(
      new Token({ chainId: 1337, address: `0x${'b1'.padStart(40, '0')}`, symbol: 'WBNB' }),
    )
    const spendable = getSpendableBnb(parseEther('1.01'), bnb)
    expect(spendable).toBe(parseEther('1'))
    expect(getSpendableBnb(parseEther('0.005'), bnb)).toBe(0n)
    expect(getSpendableBnb(undefined, bnb)).toBe(0n)
    expect(getBetAmountForPercent(spendable, 10)).toBe('0.1')
    expect(getBetAmountForPercent(spendable, 25)).toBe('0.25')
    expect(getBetAmountForPercent(spendable, 100)).toBe('1')
    expect(getBetAmountForPercent(3n, 10)).toBe('')
    expect(getBetAmountForPercent(7n, 100)).toBe('0.000000000000000007')
  })
})

test('the chart: lock and close prices at their times and the answers seen, one per second', () => {
  // round 2 locks at T0 + 600 and closes at T0 + 900, when round 3 locks
  const rounds = [closed(2, 600n, 610n, 1n, 1n), round(3, { lockPrice: 610n })]
  let seen = addSeenPrice([], { time: T0 + 700, answer: 612n })
  expect(addSeenPrice(seen, { time: T0 + 700, answer: 612n })).toBe(seen)
  seen = addSeenPrice(seen, { time: T0 + 900, answer: 611n })
  expect(getChartPoints(rounds, seen)).toEqual([
    { time: T0 + 600, answer: 600n },
    { time: T0 + 700, answer: 612n },
    // round 2's close and round 3's lock share a time: the answer seen then wins
    { time: T0 + 900, answer: 611n },
  ])
  expect(addSeenPrice(seen, { time: T0 + 1000, answer: 1n }, 2)).toHaveLength(2)
})
