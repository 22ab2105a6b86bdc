/** What the transaction list means for the screens: statuses, recency, pending approvals. */
import type { Address } from 'viem'
import type { TransactionDetails, TransactionStatus } from './types'

/** Approvals older than this no longer count as pending (spec §4, §9). */
export const PENDING_APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * Confirmed when the receipt's status is 1, failed for any other status, replaced or dropped when
 * it will never be mined, pending otherwise.
 */
export function getTransactionStatus(
  transaction: Pick<TransactionDetails, 'receipt' | 'lost'>,
): TransactionStatus {
  if (transaction.receipt) return transaction.receipt.status === 1 ? 'confirmed' : 'failed'
  if (transaction.lost) return transaction.lost.reason
  return 'pending'
}

export function isTransactionPending(
  transaction: Pick<TransactionDetails, 'receipt' | 'lost'> | undefined,
): boolean {
  return !!transaction && getTransactionStatus(transaction) === 'pending'
}

/** Added within the last 24 hours. */
export function isTransactionRecent(
  transaction: Pick<TransactionDetails, 'addedTime'>,
  now: number = Date.now(),
): boolean {
  return now - transaction.addedTime < PENDING_APPROVAL_WINDOW_MS
}

/** An approval of `tokenAddress` for `spender` that has no receipt yet and is under 24 hours old. */
export function isPendingApproval(
  transaction: TransactionDetails,
  tokenAddress: Address,
  spender: Address,
  now: number = Date.now(),
): boolean {
  const approval = transaction.approval
  return (
    !!approval &&
    approval.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
    approval.spender.toLowerCase() === spender.toLowerCase() &&
    isTransactionPending(transaction) &&
    isTransactionRecent(transaction, now)
  )
}

export function hasPendingApproval(
  transactions: Readonly<Record<string, TransactionDetails>>,
  tokenAddress: Address | undefined,
  spender: Address | undefined,
  now: number = Date.now(),
): boolean {
  if (!tokenAddress || !spender) return false
  return Object.values(transactions).some((transaction) =>
    isPendingApproval(transaction, tokenAddress, spender, now),
  )
}

/** The account's transactions, newest first (ties: the hash, so the order is stable). */
export function getAccountTransactions(
  transactions: Readonly<Record<string, TransactionDetails>>,
  account: Address | undefined,
): TransactionDetails[] {
  if (!account) return []
  const lower = account.toLowerCase()
  return Object.values(transactions)
    .filter((transaction) => transaction.from.toLowerCase() === lower)
    .sort((a, b) => b.addedTime - a.addedTime || a.hash.localeCompare(b.hash))
}
