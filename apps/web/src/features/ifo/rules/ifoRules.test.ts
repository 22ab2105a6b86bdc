import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { ifoOffering, ifoPool, ifoUser, ifoUserPool } from '../../../api/ifo/test/fixtures'
import {
  chooseSale,
  finishedApiSales,
  getCommitFormState,
  getCommitMaxText,
  getFinishedIfoSales,
  getHarvestState,
  getSoldOffering,
  historyRowFromApi,
  historyRowFromChain,
  type IfoSaleSummary,
  pickIfoSales,
  saleHref,
} from './ifoRules'

const sale = (n: number, start: number, end: number): IfoSaleSummary => ({
  address: `0x${n.toString(16).padStart(40, '0')}`,
  offeringToken: `0x${(n + 100).toString(16).padStart(40, '0')}`,
  startTimestamp: BigInt(start),
  endTimestamp: BigInt(end),
})

const OLD = sale(1, 100, 200)
const OLDER = sale(2, 50, 150)
const LIVE = sale(3, 900, 1_100)
const LATER_LIVE = sale(4, 950, 2_000)
const NEXT = sale(5, 1_500, 1_600)
const AFTER = sale(6, 3_000, 3_100)

describe('pickIfoSales', () => {
  test.each([
    ['the live sale, and the next one to start', [OLD, LIVE, AFTER, NEXT], 1_000n, LIVE, NEXT],
    ['of two live sales the latest started', [LIVE, LATER_LIVE], 1_000n, LATER_LIVE, undefined],
    [
      'no live sale: the latest finished stays, the next is announced',
      [OLD, AFTER, NEXT],
      1_000n,
      OLD,
      NEXT,
    ],
    ['nothing finished or live: the first to start', [AFTER, NEXT], 1_000n, NEXT, NEXT],
    ['only finished ones: the latest to end', [OLDER, OLD], 1_000n, OLD, undefined],
    ['a sale ends at its end time', [LIVE], 1_100n, LIVE, undefined],
    ['none at all', [], 1_000n, undefined, undefined],
  ])('%s', (_name, sales, now, current, next) => {
    expect(pickIfoSales(sales, now)).toEqual({ current, next })
  })

  test('the finished ones newest start first; a live one is not among them', () => {
    expect(getFinishedIfoSales([OLDER, OLD, LIVE], 1_000n)).toEqual([OLD, OLDER])
  })
})

describe('chooseSale', () => {
  test.each([
    [null, { kind: 'none' }],
    ['  ', { kind: 'none' }],
    ['nonsense', { kind: 'unknown' }],
    ['0x12', { kind: 'unknown' }],
    [`0x${'9'.repeat(40)}`, { kind: 'unknown' }],
    [LIVE.address.toUpperCase().replace('0X', '0x'), { kind: 'found', sale: LIVE }],
  ])('?sale=%s', (param, choice) => {
    expect(chooseSale(param, [OLD, LIVE])).toEqual(choice)
  })

  test('the history links to the lowercase address', () => {
    expect(saleHref('0xABCDEF0000000000000000000000000000000001')).toBe(
      '/ifo?sale=0xabcdef0000000000000000000000000000000001',
    )
  })
})

describe('the commit form', () => {
  const context = {
    hasActiveProfile: true,
    balance: parseEther('30'),
    limitPerUser: parseEther('50'),
    committed: parseEther('40'),
  }

  test('an amount within the balance and what the cap leaves goes', () => {
    expect(getCommitFormState('10', context)).toEqual({ amount: parseEther('10') })
  })

  test.each([
    ['', { ...context }, { message: 'Enter an amount', empty: true }],
    ['0', { ...context }, { message: 'Enter an amount', empty: false }],
    [
      '31',
      { ...context, limitPerUser: 0n },
      { message: 'Insufficient CAKE balance', empty: false },
    ],
    [
      '5',
      { ...context, hasActiveProfile: false },
      { message: 'You need a profile to participate!', empty: false },
    ],
    [
      '10.5',
      context,
      {
        message:
          'This pool takes at most %limit% CAKE per wallet: you can commit %remaining% CAKE more.',
        limit: { limit: parseEther('50'), remaining: parseEther('10') },
        empty: false,
      },
    ],
    [
      '9'.repeat(79),
      { ...context, balance: undefined, limitPerUser: 0n },
      { message: 'This amount is too large', empty: false },
    ],
  ])('%s is refused with its message', (typed, form, state) => {
    expect(getCommitFormState(typed, form)).toEqual(state)
  })

  test('an amount within the balance while it loads goes (the contract checks it)', () => {
    expect(getCommitFormState('1', { ...context, balance: undefined })).toEqual({
      amount: parseEther('1'),
    })
  })

  test('Max: the balance, at most what the cap leaves, exact', () => {
    expect(getCommitMaxText(context)).toBe('10')
    expect(getCommitMaxText({ ...context, limitPerUser: 0n })).toBe('30')
    expect(getCommitMaxText({ ...context, balance: 1234567890123456789n, limitPerUser: 0n })).toBe(
      '1.234567890123456789',
    )
    expect(getCommitMaxText({ ...context, committed: parseEther('50') })).toBe('')
    expect(getCommitMaxText({ ...context, balance: undefined })).toBe('')
  })
})

test('a pool sells all its offering once the target is reached, else in proportion', () => {
  const pool = { raisingAmount: 100n, offeringAmount: 1_000n }
  expect(getSoldOffering({ ...pool, totalAmount: 250n })).toBe(1_000n)
  expect(getSoldOffering({ ...pool, totalAmount: 33n })).toBe(330n)
  expect(getSoldOffering({ ...pool, raisingAmount: 0n, totalAmount: 5n })).toBe(0n)
})

test.each([
  [undefined, 'finished', 'none'],
  [{ amount: 0n, claimed: false }, 'finished', 'none'],
  [{ amount: 5n, claimed: false }, 'live', 'waiting'],
  [{ amount: 5n, claimed: false }, 'finished', 'ready'],
  [{ amount: 5n, claimed: true }, 'finished', 'harvested'],
] as const)('harvest of %o when %s: %s', (userPool, phase, kind) => {
  expect(getHarvestState(userPool, phase)).toEqual({ kind })
})

describe('history rows', () => {
  test('from the index: what each pool sold, and the wallet’s pools with what harvests paid', () => {
    const harvested = ifoUserPool('basic', {
      harvested: true,
      offeringAmount: '100',
      refundAmount: '0',
      feeAmount: '0',
    })
    const user = ifoUser(undefined, {
      pools: [harvested, ifoUserPool('unlimited', { amount: '0' })],
      pointsAwarded: '100',
    })
    const row = historyRowFromApi(
      ifoOffering(undefined, {
        pools: [
          ifoPool('basic'),
          ifoPool('unlimited', { totalAmount: (50n * 10n ** 18n).toString() }),
        ],
      }),
      user,
    )
    expect(row.pools.map((pool) => [pool.kind, pool.sold])).toEqual([
      ['basic', 1_000n * 10n ** 18n],
      ['unlimited', 500n * 10n ** 18n],
    ])
    expect(row.mine).toEqual([
      {
        pid: 0,
        amount: 10n * 10n ** 18n,
        harvested: true,
        paid: { offeringAmount: 100n, refundAmount: 0n, feeAmount: 0n },
      },
    ])
    expect(row.pointsAwarded).toBe(100n)
    // no answer for the wallet: unknown; the wallet in no pool: none
    expect(historyRowFromApi(ifoOffering(), undefined).mine).toBeUndefined()
    expect(historyRowFromApi(ifoOffering(), null).mine).toEqual([])
  })

  test('from the chain: the pools read, the wallet’s commits once all are read', () => {
    const pool = {
      raisingAmount: 10n,
      offeringAmount: 20n,
      limitPerUser: 0n,
      hasFee: false,
      totalAmount: 5n,
      harvestedAmount: 0n,
      sumFees: 0n,
    }
    const row = historyRowFromChain(
      OLD,
      [pool, pool],
      [
        { amount: 0n, claimed: false },
        { amount: 3n, claimed: true },
      ],
    )
    expect(row.pools.map((entry) => entry.sold)).toEqual([10n, 10n])
    expect(row.mine).toEqual([{ pid: 1, amount: 3n, harvested: true }])
    expect(historyRowFromChain(OLD, [pool, undefined], [undefined, undefined]).mine).toBeUndefined()
  })

  test('only finished sales of the index’s pages', () => {
    const live = ifoOffering(`0x${'2'.repeat(40)}`, { phase: 'live' })
    expect(finishedApiSales([{ data: [live, ifoOffering()] }]).map((s) => s.phase)).toEqual([
      'finished',
    ])
  })
})
