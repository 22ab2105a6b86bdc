import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  getAccountTransactions,
  getTransactionStatus,
  hasPendingApproval,
  isTransactionRecent,
  PENDING_APPROVAL_WINDOW_MS,
} from './transactionRules'
import type { TransactionDetails, TransactionReceiptRecord } from './types'

const NOW = 1_700_000_000_000
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const alice = '0x00000000000000000000000000000000000000A1' as const
const bob = '0x00000000000000000000000000000000000000b0' as const
const token = '0x000000000000000000000000000000000000000C' as const
const router = '0x000000000000000000000000000000000000000d' as const
const receipt = (status: 0 | 1): TransactionReceiptRecord => ({
  blockHash: hash(99),
  blockNumber: 1,
  contractAddress: null,
  from: alice,
  status,
  to: null,
  transactionHash: hash(1),
  transactionIndex: 0,
})
const tx = (n: number, fields: Partial<TransactionDetails> = {}): TransactionDetails => ({
  hash: hash(n),
  from: alice,
  chainId: 56,
  addedTime: NOW - n * 1000,
  ...fields,
})

test('status: pending, confirmed (status 1), failed (other), replaced, dropped', () => {
  expect(getTransactionStatus(tx(1))).toBe('pending')
  expect(getTransactionStatus(tx(1, { receipt: receipt(1) }))).toBe('confirmed')
  expect(getTransactionStatus(tx(1, { receipt: receipt(0) }))).toBe('failed')
  expect(getTransactionStatus(tx(1, { lost: { reason: 'replaced', detectedTime: 1 } }))).toBe(
    'replaced',
  )
  expect(getTransactionStatus(tx(1, { lost: { reason: 'dropped', detectedTime: 1 } }))).toBe(
    'dropped',
  )
})

test('recent means added less than 24 hours ago', () => {
  expect(isTransactionRecent({ addedTime: NOW - PENDING_APPROVAL_WINDOW_MS + 1 }, NOW)).toBe(true)
  expect(isTransactionRecent({ addedTime: NOW - PENDING_APPROVAL_WINDOW_MS }, NOW)).toBe(false)
})

describe('hasPendingApproval', () => {
  const approval = { tokenAddress: token, spender: router }
  const check = (list: TransactionDetails[], t: Address = token, s: Address = router) =>
    hasPendingApproval(Object.fromEntries(list.map((x) => [x.hash, x])), t, s, NOW)

  test('an approval without receipt, under 24 h old, for this token and spender (any case)', () => {
    expect(check([tx(1, { approval })])).toBe(true)
    expect(
      check(
        [tx(1, { approval })],
        token.toLowerCase() as typeof token,
        router.toUpperCase().replace('0X', '0x') as typeof router,
      ),
    ).toBe(true)
  })

  test('not when mined, lost, too old, another token or spender, or missing inputs', () => {
    expect(check([tx(1, { approval, receipt: receipt(1) })])).toBe(false)
    expect(check([tx(1, { approval, receipt: receipt(0) })])).toBe(false)
    expect(check([tx(1, { approval, lost: { reason: 'dropped', detectedTime: 1 } })])).toBe(false)
    expect(check([tx(1, { approval, addedTime: NOW - PENDING_APPROVAL_WINDOW_MS })])).toBe(false)
    expect(check([tx(1, { approval })], router, router)).toBe(false)
    expect(check([tx(1, { approval })], token, token)).toBe(false)
    expect(check([tx(1)])).toBe(false)
    expect(hasPendingApproval({ [hash(1)]: tx(1, { approval }) }, undefined, router, NOW)).toBe(
      false,
    )
  })
})

test("the account's transactions, newest first, whatever the address case", () => {
  const list = Object.fromEntries(
    [tx(3), tx(1), tx(2, { from: bob }), tx(5), tx(4, { addedTime: NOW - 5000 })].map((x) => [
      x.hash,
      x,
    ]),
  )
  expect(
    getAccountTransactions(list, alice.toLowerCase() as typeof alice).map((x) => x.hash),
  ).toEqual([hash(1), hash(3), hash(4), hash(5)])
  expect(getAccountTransactions(list, bob).map((x) => x.hash)).toEqual([hash(2)])
  expect(getAccountTransactions(list, undefined)).toEqual([])
})
