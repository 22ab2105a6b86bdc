import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type AuctionBidder, rankAuctionBids } from './rankAuctionBids'

const CAKE = 10n ** 18n

const bidder = (account: string, tens: number, order: number, whitelisted?: boolean) => ({
  account,
  total: BigInt(tens) * 10n * CAKE,
  order,
  ...(whitelisted === undefined ? {} : { whitelisted }),
})

/** What the table shows: account, rank, winner. */
const summary = (ranked: ReturnType<typeof rankAuctionBids>) =>
  ranked.map(({ account, rank, isWinner }) => [account, rank, isWinner])

describe('rankAuctionBids', () => {
  test('four bidders, two winners: the two largest totals win', () => {
    // A 100, B 300, C 200, D 150 CAKE (first bids in that order)
    const ranked = rankAuctionBids(
      [bidder('A', 10, 0), bidder('B', 30, 1), bidder('C', 20, 2), bidder('D', 15, 3)],
      2,
    )
    expect(summary(ranked)).toEqual([
      ['B', 1, true],
      ['C', 2, true],
      ['D', 3, false],
      ['A', 4, false],
    ])
    expect(ranked[0]?.total).toBe(300n * CAKE)
  })

  test('a tie for the last winner goes to the earlier first bid, wherever it sits in the input', () => {
    // A and C both 200 CAKE; A bid first (order 0)
    const input = [bidder('C', 20, 2), bidder('B', 30, 1), bidder('A', 20, 0)]
    expect(summary(rankAuctionBids(input, 2))).toEqual([
      ['B', 1, true],
      ['A', 2, true],
      ['C', 3, false],
    ])
  })

  test('a wallet off the whitelist keeps its place but not a winner’s: the next one wins', () => {
    const input = [bidder('A', 50, 0, false), bidder('B', 30, 1), bidder('C', 20, 2, true)]
    expect(summary(rankAuctionBids(input, 2))).toEqual([
      ['A', 1, false],
      ['B', 2, true],
      ['C', 3, true],
    ])
  })

  test('fewer bidders than winners: all win; none: an empty list', () => {
    expect(summary(rankAuctionBids([bidder('A', 10, 0)], 3))).toEqual([['A', 1, true]])
    expect(rankAuctionBids([], 3)).toEqual([])
  })

  test('extra fields pass through and the input is left as it was', () => {
    const input = [
      { ...bidder('A', 10, 0), projectName: 'Alpha' },
      { ...bidder('B', 20, 1), projectName: 'Beta' },
    ]
    const copy = structuredClone(input)
    const ranked = rankAuctionBids(input, 1)
    expect(ranked.map((entry) => entry.projectName)).toEqual(['Beta', 'Alpha'])
    expect(input).toEqual(copy)
  })

  const biddersArb = fc
    .array(
      fc.record({
        // few distinct totals, so ties are common
        tens: fc.integer({ min: 1, max: 6 }),
        whitelisted: fc.option(fc.boolean(), { nil: undefined }),
        key: fc.nat(),
      }),
      { maxLength: 25 },
    )
    .map((raw) =>
      // first-bid orders 0…n−1, handed over in a random order
      raw
        .map((entry, order) => ({
          ...bidder(`0x${order}`, entry.tens, order),
          whitelisted: entry.whitelisted,
          key: entry.key,
        }))
        .sort((a, b) => a.key - b.key)
        .map(({ key: _, ...entry }): AuctionBidder => entry),
    )

  test('any bids: the order is a repeated pick of the largest total (earliest first bid on a tie); a wallet wins exactly when it is whitelisted and fewer than winnerCount whitelisted wallets beat it', () => {
    let ties = 0
    let removedAhead = 0
    fc.assert(
      fc.property(biddersArb, fc.integer({ min: 1, max: 8 }), (bidders, winnerCount) => {
        const ranked = rankAuctionBids(bidders, winnerCount)
        // naive: pick the best of what is left, again and again
        const left = [...bidders]
        const expected: string[] = []
        while (left.length > 0) {
          let best = 0
          for (let i = 1; i < left.length; i++) {
            const [a, b] = [left[i] as AuctionBidder, left[best] as AuctionBidder]
            if (a.total > b.total || (a.total === b.total && a.order < b.order)) best = i
          }
          expected.push((left.splice(best, 1)[0] as AuctionBidder).account)
        }
        expect(ranked.map((entry) => entry.account)).toEqual(expected)
        expect(ranked.map((entry) => entry.rank)).toEqual(expected.map((_, i) => i + 1))

        const eligible = bidders.filter((entry) => entry.whitelisted !== false)
        for (const entry of ranked) {
          const beaten = eligible.filter(
            (other) =>
              other.total > entry.total ||
              (other.total === entry.total && other.order < entry.order),
          ).length
          expect(entry.isWinner).toBe(entry.whitelisted !== false && beaten < winnerCount)
        }
        expect(ranked.filter((entry) => entry.isWinner)).toHaveLength(
          Math.min(winnerCount, eligible.length),
        )
        if (ranked.some((entry, i) => entry.whitelisted === false && i < winnerCount)) {
          removedAhead++
        }
        const totals = new Set(bidders.map((entry) => entry.total))
        if (totals.size < bidders.length) ties++
      }),
      { numRuns: 500 },
    )
    expect(ties).toBeGreaterThan(0)
    expect(removedAhead).toBeGreaterThan(0)
  })
})
