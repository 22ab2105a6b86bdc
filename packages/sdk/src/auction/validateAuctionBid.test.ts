import fc from 'fast-check'
import { formatEther, parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { AUCTION_MAX_BIDDERS } from './constants'
import {
  type AuctionBidError,
  type ValidateAuctionBidParameters,
  validateAuctionBid,
} from './validateAuctionBid'

const cake = (amount: string) => parseEther(amount)

/**
 * A whitelisted wallet's first bid of 100 CAKE in an auction live from 1,000 until 4,600 that
 * asks at least 100 CAKE first; 500 CAKE in the wallet, all of it approved.
 */
const ready: ValidateAuctionBidParameters = {
  amount: cake('100'),
  currentTotal: 0n,
  initialBidAmount: cake('100'),
  whitelisted: true,
  now: 2_000n,
  startTime: 1_000n,
  endTime: 4_600n,
  balance: cake('500'),
  allowance: cake('500'),
}

/** The rules in the order the function checks them: the first broken one is the error. */
const RULE_ORDER = [
  'notWhitelisted',
  'notLive',
  'amountNeeded',
  'notMultipleOf10',
  'belowInitial',
  'auctionFull',
  'insufficientBalance',
  'approvalNeeded',
] as const

describe('validateAuctionBid', () => {
  test.each<[string, Partial<ValidateAuctionBidParameters>]>([
    ['a first bid of exactly the initial amount', {}],
    ['a first bid over it', { amount: cake('250') }],
    [
      'a top-up of 10 CAKE, below the initial amount',
      { amount: cake('10'), currentTotal: cake('100') },
    ],
    ['at the start', { now: 1_000n }],
    ['the second before the end', { now: 4_599n }],
    ['the whole balance', { amount: cake('500') }],
    [
      'balance and allowance unknown (loading)',
      { amount: cake('900'), balance: undefined, allowance: undefined },
    ],
    ['the 100th wallet', { bidderCount: AUCTION_MAX_BIDDERS - 1 }],
    [
      'a full auction does not stop a top-up',
      { currentTotal: cake('100'), bidderCount: AUCTION_MAX_BIDDERS },
    ],
  ])('may go: %s', (_, change) => {
    expect(validateAuctionBid({ ...ready, ...change })).toBeUndefined()
  })

  test.each<[string, Partial<ValidateAuctionBidParameters>, AuctionBidError]>([
    ['a wallet off the whitelist', { whitelisted: false }, { kind: 'notWhitelisted' }],
    ['the second before the start', { now: 999n }, { kind: 'notLive' }],
    ['at the end', { now: 4_600n }, { kind: 'notLive' }],
    ['long after the end', { now: 99_999n }, { kind: 'notLive' }],
    ['nothing typed', { amount: undefined }, { kind: 'amountNeeded' }],
    ['zero', { amount: 0n }, { kind: 'amountNeeded' }],
    ['negative', { amount: -cake('10') }, { kind: 'amountNeeded' }],
    ['15 CAKE', { amount: cake('115') }, { kind: 'notMultipleOf10' }],
    ['one wei over 100 CAKE', { amount: cake('100') + 1n }, { kind: 'notMultipleOf10' }],
    [
      '10.5 CAKE as a top-up',
      { amount: cake('10.5'), currentTotal: cake('100') },
      { kind: 'notMultipleOf10' },
    ],
    [
      'a first bid of 90 CAKE',
      { amount: cake('90') },
      { kind: 'belowInitial', minimum: cake('100') },
    ],
    ['the 101st wallet', { bidderCount: AUCTION_MAX_BIDDERS }, { kind: 'auctionFull' }],
    [
      '10 CAKE more than the wallet holds',
      { amount: cake('510') },
      { kind: 'insufficientBalance' },
    ],
    ['more than approved', { allowance: cake('90') }, { kind: 'approvalNeeded' }],
  ])('refused: %s', (_, change, error) => {
    expect(validateAuctionBid({ ...ready, ...change })).toEqual(error)
  })

  test('the first broken rule is named: whitelist, clock, amount, step, initial, room, balance, allowance', () => {
    let current: ValidateAuctionBidParameters = {
      ...ready,
      whitelisted: false,
      now: 0n,
      amount: 0n,
      bidderCount: AUCTION_MAX_BIDDERS,
      balance: 0n,
      allowance: 0n,
    }
    const kinds = [validateAuctionBid(current)?.kind]
    for (const repair of [
      { whitelisted: true },
      { now: 2_000n },
      { amount: cake('15') },
      { amount: cake('20') },
      { amount: cake('200') },
      { bidderCount: 3 },
      { balance: cake('500') },
      { allowance: cake('500') },
    ]) {
      current = { ...current, ...repair }
      kinds.push(validateAuctionBid(current)?.kind)
    }
    expect(kinds).toEqual([...RULE_ORDER, undefined])
  })

  /** Each rule read off the figures in another way than the function does. */
  const rulesHeld = (p: ValidateAuctionBidParameters) => {
    const amount = p.amount ?? 0n
    // a whole number of CAKE whose last digit is 0 (formatEther writes no decimals for it)
    const wholeTens = amount > 0n && /^[1-9]\d*0$/.test(formatEther(amount))
    return {
      notWhitelisted: p.whitelisted,
      notLive: p.startTime <= p.now && p.now < p.endTime,
      amountNeeded: amount > 0n,
      notMultipleOf10: wholeTens,
      belowInitial: p.currentTotal > 0n || amount >= p.initialBidAmount,
      auctionFull:
        p.currentTotal > 0n || p.bidderCount === undefined || p.bidderCount < AUCTION_MAX_BIDDERS,
      insufficientBalance: p.balance === undefined || amount <= p.balance,
      approvalNeeded: p.allowance === undefined || amount <= p.allowance,
    }
  }

  const parametersArb: fc.Arbitrary<ValidateAuctionBidParameters> = fc.record({
    amount: fc.oneof(
      fc.constant(undefined),
      fc.bigInt({ min: -cake('10'), max: cake('1000') }),
      fc.integer({ min: 0, max: 100 }).map((tens) => cake(String(tens * 10))),
    ),
    currentTotal: fc.oneof(
      fc.constant(0n),
      fc.integer({ min: 1, max: 50 }).map((t) => cake(String(t * 10))),
    ),
    initialBidAmount: fc.integer({ min: 1, max: 50 }).map((tens) => cake(String(tens * 10))),
    whitelisted: fc.boolean(),
    now: fc.bigInt({ min: 0n, max: 3_000n }),
    startTime: fc.bigInt({ min: 500n, max: 1_500n }),
    endTime: fc.bigInt({ min: 1_501n, max: 2_500n }),
    balance: fc.option(fc.bigInt({ min: 0n, max: cake('1000') }), { nil: undefined }),
    allowance: fc.option(fc.bigInt({ min: 0n, max: cake('1000') }), { nil: undefined }),
    bidderCount: fc.option(fc.integer({ min: 90, max: 110 }), { nil: undefined }),
  })

  test('any figures: no error exactly when every rule holds; an error names a broken rule and every rule before it holds', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(parametersArb, (parameters) => {
        const held = rulesHeld(parameters)
        const error = validateAuctionBid(parameters)
        seen.add(error?.kind ?? 'ok')
        if (error === undefined) {
          expect(Object.values(held).every(Boolean)).toBe(true)
          return
        }
        const index = RULE_ORDER.indexOf(error.kind)
        expect(held[error.kind]).toBe(false)
        for (const earlier of RULE_ORDER.slice(0, index)) {
          expect(held[earlier], earlier).toBe(true)
        }
        if (error.kind === 'belowInitial') expect(error.minimum).toBe(parameters.initialBidAmount)
      }),
      { numRuns: 2_000 },
    )
    expect([...seen].sort()).toEqual([...RULE_ORDER, 'ok'].sort())
  })
})
