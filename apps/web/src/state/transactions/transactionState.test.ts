import { describe, expect, test } from 'vitest'
import {
  addTransaction,
  checkedTransaction,
  clearAllTransactions,
  finalizeTransaction,
  markTransactionLost,
  setTransactionNonce,
} from './transactionState'
import type { TransactionReceiptRecord, TransactionsState } from './types'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const from = `0x${'11'.repeat(20)}` as const
const receipt = (status: 0 | 1): TransactionReceiptRecord => ({
  blockHash: hash(99),
  blockNumber: 12,
  contractAddress: null,
  from,
  status,
  to: `0x${'22'.repeat(20)}`,
  transactionHash: hash(1),
  transactionIndex: 0,
})

function withOne(): TransactionsState {
  return addTransaction(
    {},
    { chainId: 56, hash: hash(1), from, summary: 'Wrap 1 BNB to WBNB', addedTime: 1000 },
  )
}

describe('add', () => {
  test('records the transaction under its chain, leaving out absent fields', () => {
    const state = addTransaction(withOne(), {
      chainId: 97,
      hash: hash(2),
      from,
      approval: { tokenAddress: from, spender: from },
      summary: undefined,
      addedTime: 2000,
    })
    expect(state).toEqual({
      56: {
        [hash(1)]: {
          hash: hash(1),
          chainId: 56,
          from,
          summary: 'Wrap 1 BNB to WBNB',
          addedTime: 1000,
        },
      },
      97: {
        [hash(2)]: {
          hash: hash(2),
          chainId: 97,
          from,
          approval: { tokenAddress: from, spender: from },
          addedTime: 2000,
        },
      },
    })
    expect(Object.keys(state[97]?.[hash(2)] ?? {})).not.toContain('summary')
  })

  test("throws 'Attempted to add existing transaction.' for a hash already on that chain", () => {
    expect(() =>
      addTransaction(withOne(), { chainId: 56, hash: hash(1), from, addedTime: 5 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[TransactionExistsError: Attempted to add existing transaction.]`,
    )
    // The same hash on another chain is another transaction.
    expect(() =>
      addTransaction(withOne(), { chainId: 97, hash: hash(1), from, addedTime: 5 }),
    ).not.toThrow()
  })

  test("throws 'No transaction hash found.' without a hash", () => {
    expect(() =>
      addTransaction({}, { chainId: 56, hash: undefined, from, addedTime: 5 }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[TransactionHashMissingError: No transaction hash found.]`,
    )
  })
})

describe('checked', () => {
  test('keeps the highest block number seen', () => {
    let state = checkedTransaction(withOne(), { chainId: 56, hash: hash(1), blockNumber: 10 })
    expect(state[56]?.[hash(1)]?.lastCheckedBlockNumber).toBe(10)
    state = checkedTransaction(state, { chainId: 56, hash: hash(1), blockNumber: 12 })
    expect(state[56]?.[hash(1)]?.lastCheckedBlockNumber).toBe(12)
    const same = checkedTransaction(state, { chainId: 56, hash: hash(1), blockNumber: 11 })
    expect(same).toBe(state)
    expect(checkedTransaction(state, { chainId: 56, hash: hash(1), blockNumber: 12 })).toBe(state)
  })

  test('ignores unknown hashes and chains', () => {
    const state = withOne()
    expect(checkedTransaction(state, { chainId: 56, hash: hash(7), blockNumber: 10 })).toBe(state)
    expect(checkedTransaction(state, { chainId: 1, hash: hash(1), blockNumber: 10 })).toBe(state)
  })
})

describe('finalize', () => {
  test('stores the receipt and the confirmed time, once', () => {
    const state = finalizeTransaction(withOne(), {
      chainId: 56,
      hash: hash(1),
      receipt: receipt(1),
      confirmedTime: 5000,
    })
    expect(state[56]?.[hash(1)]).toMatchObject({ receipt: receipt(1), confirmedTime: 5000 })
    expect(
      finalizeTransaction(state, {
        chainId: 56,
        hash: hash(1),
        receipt: receipt(0),
        confirmedTime: 6000,
      }),
    ).toBe(state)
  })
})

describe('nonce, lost and clear', () => {
  test('remembers the nonce', () => {
    const state = setTransactionNonce(withOne(), { chainId: 56, hash: hash(1), nonce: 7 })
    expect(state[56]?.[hash(1)]?.nonce).toBe(7)
    expect(setTransactionNonce(state, { chainId: 56, hash: hash(1), nonce: 7 })).toBe(state)
  })

  test('marks replaced or dropped once, and never a mined transaction', () => {
    const lost = { reason: 'replaced', replacementHash: hash(2), detectedTime: 9 } as const
    const state = markTransactionLost(withOne(), { chainId: 56, hash: hash(1), lost })
    expect(state[56]?.[hash(1)]?.lost).toEqual(lost)
    expect(
      markTransactionLost(state, {
        chainId: 56,
        hash: hash(1),
        lost: { reason: 'dropped', detectedTime: 10 },
      }),
    ).toBe(state)
    const mined = finalizeTransaction(withOne(), {
      chainId: 56,
      hash: hash(1),
      receipt: receipt(1),
      confirmedTime: 1,
    })
    expect(markTransactionLost(mined, { chainId: 56, hash: hash(1), lost })).toBe(mined)
  })

  test('clear all empties one chain only', () => {
    const state = addTransaction(withOne(), { chainId: 97, hash: hash(2), from, addedTime: 1 })
    const cleared = clearAllTransactions(state, { chainId: 56 })
    expect(cleared[56]).toEqual({})
    expect(cleared[97]).toBe(state[97])
    expect(clearAllTransactions(cleared, { chainId: 56 })).toBe(cleared)
    expect(clearAllTransactions(state, { chainId: 1 })).toBe(state)
  })
})
