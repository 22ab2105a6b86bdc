import { expect, test } from 'vitest'
import {
  BID_MESSAGES,
  getAuctionState,
  getBidFormState,
  getReclaimable,
  getTopBids,
  getWalletBidState,
  parseCakeAmount,
} from './auctionRules'

const E = 10n ** 18n
const live = {
  currentTotal: 0n,
  initialBidAmount: 100n * E,
  whitelisted: true,
  now: 1_500n,
  startTime: 1_000n,
  endTime: 2_000n,
  balance: 1_000n * E,
  bidderCount: 3,
}

test('an auction is scheduled, live from its start, ended from its end, closed once closed', () => {
  const auction = { startTime: 1_000n, endTime: 2_000n, closed: false }
  expect(getAuctionState(auction, 999n)).toBe('pending')
  expect(getAuctionState(auction, 1_000n)).toBe('live')
  expect(getAuctionState(auction, 1_999n)).toBe('live')
  expect(getAuctionState(auction, 2_000n)).toBe('ended')
  expect(getAuctionState({ ...auction, closed: true }, 1_500n)).toBe('closed')
})

test('the wallet’s bid: placed while open, won or reclaimable once closed, reclaimed once', () => {
  const bid = { total: 50n, reclaimed: false, winner: false }
  expect(getWalletBidState(undefined, false)).toBe('none')
  expect(getWalletBidState({ ...bid, total: 0n }, true)).toBe('none')
  expect(getWalletBidState(bid, false)).toBe('placed')
  expect(getWalletBidState({ ...bid, winner: true }, true)).toBe('won')
  expect(getWalletBidState(bid, true)).toBe('reclaimable')
  expect(getWalletBidState({ ...bid, reclaimed: true }, true)).toBe('reclaimed')
})

test('typed CAKE: decimals to wei; finer than a wei is inexact; nothing readable is undefined', () => {
  expect(parseCakeAmount('120')).toBe(120n * E)
  expect(parseCakeAmount('0.5')).toBe(5n * 10n ** 17n)
  expect(parseCakeAmount('1.0000000000000000001')).toBe('inexact')
  expect(parseCakeAmount('')).toBeUndefined()
  expect(parseCakeAmount('.')).toBeUndefined()
})

test.each([
  ['', { message: BID_MESSAGES.amountNeeded, empty: true }],
  ['55', { message: BID_MESSAGES.notMultipleOf10, empty: false }],
  ['10.5', { message: BID_MESSAGES.notMultipleOf10, empty: false }],
  ['1.0000000000000000001', { message: BID_MESSAGES.notMultipleOf10, empty: false }],
  ['90', { message: BID_MESSAGES.belowInitial, minimum: 100n * E, empty: false }],
  ['1010', { message: BID_MESSAGES.insufficientBalance, empty: false }],
  ['100', { amount: 100n * E }],
])('a first bid of “%s” CAKE', (typed, expected) => {
  expect(getBidFormState(typed, live)).toEqual(expected)
})

test('a later bid tops the total up by any multiple of 10; outside the live window nothing goes', () => {
  expect(getBidFormState('10', { ...live, currentTotal: 100n * E })).toEqual({ amount: 10n * E })
  expect(getBidFormState('100', { ...live, now: 2_000n })).toEqual({
    message: BID_MESSAGES.notLive,
    empty: false,
  })
  // the window comes before the amount, even for an amount no bid could be
  expect(getBidFormState('0.1234', { ...live, now: 999n })).toEqual({
    message: BID_MESSAGES.notLive,
    empty: false,
  })
  expect(getBidFormState('100', { ...live, whitelisted: false })).toEqual({
    message: BID_MESSAGES.notWhitelisted,
    empty: false,
  })
  expect(getBidFormState('100', { ...live, bidderCount: 100 })).toEqual({
    message: BID_MESSAGES.auctionFull,
    empty: false,
  })
})

test('the page lists the first 10 of the ranking', () => {
  const ranking = Array.from({ length: 12 }, (_, index) => ({ rank: index + 1 }))
  expect(getTopBids(ranking).map((bid) => bid.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
})

test('reclaimable: the index’s, with the latest auction as the chain has it now', () => {
  const indexed = [
    { auctionId: 2n, amount: 30n },
    { auctionId: 0n, amount: 10n },
    { auctionId: 1n, amount: 0n },
  ]
  const lost = { total: 50n, reclaimed: false, winner: false }
  expect(getReclaimable(indexed, undefined)).toEqual([
    { auctionId: 0n, amount: 10n },
    { auctionId: 2n, amount: 30n },
  ])
  // the index has not seen the latest close yet: the chain adds it
  expect(getReclaimable(indexed, { id: 3n, closed: true, bid: lost })).toEqual([
    { auctionId: 0n, amount: 10n },
    { auctionId: 2n, amount: 30n },
    { auctionId: 3n, amount: 50n },
  ])
  // the index has not seen the reclaim yet: the chain takes it off
  expect(
    getReclaimable(indexed, { id: 2n, closed: true, bid: { ...lost, reclaimed: true } }),
  ).toEqual([{ auctionId: 0n, amount: 10n }])
})
