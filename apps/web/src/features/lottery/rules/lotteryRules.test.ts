import { LOTTERY_DEFAULT_BREAKDOWN } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import {
  type ChainRound,
  getBracketRows,
  getChainRoundFigures,
  getCollectPlan,
  getLatestDrawnRoundId,
  type LotteryTicket,
  parseRoundNumber,
  parseTicketCount,
  parseTicketFields,
} from './lotteryRules'

describe('the quantity field', () => {
  test('takes whole numbers 1 to 100 only', () => {
    expect(parseTicketCount('')).toEqual({ status: 'empty' })
    expect(parseTicketCount(' 7 ')).toEqual({ status: 'ok', count: 7 })
    expect(parseTicketCount('100')).toEqual({ status: 'ok', count: 100 })
    for (const text of ['0', '101', '1.5', '-1', '1e2', 'abc', '٣']) {
      expect(parseTicketCount(text).status, text).toBe('invalid')
    }
  })
})

describe('the edit view', () => {
  test('accepts exactly six ASCII digits per ticket and names the bad fields', () => {
    expect(parseTicketFields(['012345', '999999'])).toEqual({
      numbers: [12345, 999999],
      invalid: [false, false],
    })
    const bad = parseTicketFields(['12345', '1234567', '12 456', '١٢٣٤٥٦', '000000'])
    expect(bad.numbers).toBeUndefined()
    expect(bad.invalid).toEqual([true, true, true, true, false])
  })
})

const TICKET = (ticketId: bigint, reward: bigint, claimed = false): LotteryTicket => ({
  ticketId,
  number: 0,
  claimed,
  matchedDigits: reward > 0n ? 1 : 0,
  reward,
})

describe('collecting', () => {
  test('sums the unclaimed winners’ rewards and claims them 100 per transaction', () => {
    const tickets = [
      ...Array.from({ length: 230 }, (_, i) => TICKET(BigInt(i), BigInt(i + 1))),
      TICKET(300n, 0n),
      TICKET(301n, 5n, true),
    ]
    const plan = getCollectPlan(tickets)
    expect(plan.tickets).toHaveLength(230)
    expect(plan.total).toBe((230n * 231n) / 2n)
    expect(plan.batches.map((batch) => batch.length)).toEqual([100, 100, 30])
    expect(plan.batches.flat()).toEqual(tickets.slice(0, 230).map((ticket) => ticket.ticketId))
  })

  test('nothing to collect: no batches', () => {
    expect(getCollectPlan([TICKET(1n, 0n), TICKET(2n, 9n, true)])).toEqual({
      tickets: [],
      total: 0n,
      batches: [],
    })
  })
})

const ROUND: ChainRound = {
  status: 3,
  treasuryFee: 500,
  finalNumber: 123456,
  startTime: 0n,
  endTime: 43_200n,
  claimDeadline: 0n,
  priceTicketInCake: 10n ** 18n,
  amountCollectedInCake: 1_000_000n,
  ticketRevenue: 200_000n,
  ticketsSold: 10n,
  prizesReserved: 0n,
  prizesClaimed: 0n,
  rewardsBreakdown: [...LOTTERY_DEFAULT_BREAKDOWN],
  cakePerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
  winnersPerBracket: [0n, 0n, 0n, 0n, 0n, 0n],
}

describe('round figures', () => {
  test('brackets share the pot less the fee on ticket revenue', () => {
    // (1,000,000 − 200,000 × 5%) = 990,000
    expect(getBracketRows(ROUND).map((row) => row.share)).toEqual([
      24_750n,
      37_125n,
      61_875n,
      123_750n,
      247_500n,
      495_000n,
    ])
  })

  test('a drawn round: what the winners did not get rolled over, to the wei', () => {
    const figures = getChainRoundFigures(5n, {
      ...ROUND,
      winnersPerBracket: [0n, 3n, 0n, 0n, 0n, 1n],
      cakePerBracket: [0n, 12_375n, 0n, 0n, 0n, 495_000n],
      prizesReserved: 3n * 12_375n + 495_000n,
    })
    expect(figures?.treasuryAmount).toBe(10_000n)
    expect(figures?.rolledOver).toBe(990_000n - 37_125n - 495_000n)
    expect(figures?.brackets[1]).toEqual({
      bracket: 2,
      share: 37_125n,
      winners: 3n,
      perTicket: 12_375n,
    })
    expect(getChainRoundFigures(6n, { ...ROUND, status: 0 })).toBeUndefined()
  })

  test('the newest drawn round and round numbers', () => {
    expect(getLatestDrawnRoundId(0n, undefined)).toBe(0n)
    expect(getLatestDrawnRoundId(4n, 1)).toBe(3n)
    expect(getLatestDrawnRoundId(4n, 3)).toBe(4n)
    expect(parseRoundNumber(' 12 ')).toBe(12n)
    expect(parseRoundNumber('1.2')).toBeUndefined()
  })
})
