/**
 * The transitions of the transaction list (spec §4 Transactions), as pure functions from one
 * state to the next. A transition that changes nothing returns the very same state object, so
 * subscribers are not woken for nothing. Unknown hashes are ignored by every transition but `add`:
 * the list may have been cleared while a receipt was on its way.
 */
import type { Address, Hash } from 'viem'
import { TransactionExistsError, TransactionHashMissingError } from './errors'
import type {
  LostTransaction,
  TransactionDetails,
  TransactionReceiptRecord,
  TransactionsState,
} from './types'

export type AddTransactionParameters = {
  chainId: number
  hash: Hash | undefined
  from: Address
  summary?: string | undefined
  approval?: TransactionDetails['approval']
  claim?: TransactionDetails['claim']
  nonce?: number | undefined
  addedTime: number
}

/**
 * Records a transaction the user just sent.
 *
 * @example
 * addTransaction(state, { chainId: 56, hash, from, summary: 'Wrap 1 BNB to WBNB', addedTime: Date.now() })
 */
export function addTransaction(
  state: TransactionsState,
  { chainId, hash, ...details }: AddTransactionParameters,
): TransactionsState {
  if (!hash) throw new TransactionHashMissingError()
  const chain = state[chainId] ?? {}
  if (chain[hash]) throw new TransactionExistsError()
  const transaction: TransactionDetails = { hash, chainId, ...withoutUndefined(details) }
  return { ...state, [chainId]: { ...chain, [hash]: transaction } }
}

function update(
  state: TransactionsState,
  chainId: number,
  hash: Hash,
  change: (transaction: TransactionDetails) => TransactionDetails,
): TransactionsState {
  const chain = state[chainId]
  const transaction = chain?.[hash]
  if (!chain || !transaction) return state
  const next = change(transaction)
  if (next === transaction) return state
  return { ...state, [chainId]: { ...chain, [hash]: next } }
}

/** Notes the block at which the receipt was last looked for; the highest block seen is kept. */
export function checkedTransaction(
  state: TransactionsState,
  { chainId, hash, blockNumber }: { chainId: number; hash: Hash; blockNumber: number },
): TransactionsState {
  return update(state, chainId, hash, (transaction) =>
    transaction.lastCheckedBlockNumber !== undefined &&
    transaction.lastCheckedBlockNumber >= blockNumber
      ? transaction
      : { ...transaction, lastCheckedBlockNumber: blockNumber },
  )
}

/** Stores the receipt and the time it was seen. A transaction is finalized once only. */
export function finalizeTransaction(
  state: TransactionsState,
  {
    chainId,
    hash,
    receipt,
    confirmedTime,
  }: { chainId: number; hash: Hash; receipt: TransactionReceiptRecord; confirmedTime: number },
): TransactionsState {
  return update(state, chainId, hash, (transaction) =>
    transaction.receipt ? transaction : { ...transaction, receipt, confirmedTime },
  )
}

/** Remembers the nonce the node reports for a transaction sent without one. */
export function setTransactionNonce(
  state: TransactionsState,
  { chainId, hash, nonce }: { chainId: number; hash: Hash; nonce: number },
): TransactionsState {
  return update(state, chainId, hash, (transaction) =>
    transaction.nonce === nonce ? transaction : { ...transaction, nonce },
  )
}

/** Marks a transaction replaced or dropped: it will not be mined, so it stops being pending. */
export function markTransactionLost(
  state: TransactionsState,
  { chainId, hash, lost }: { chainId: number; hash: Hash; lost: LostTransaction },
): TransactionsState {
  return update(state, chainId, hash, (transaction) =>
    transaction.receipt || transaction.lost ? transaction : { ...transaction, lost },
  )
}

/** Empties one chain's list (the clear-all button, and logout). */
export function clearAllTransactions(
  state: TransactionsState,
  { chainId }: { chainId: number },
): TransactionsState {
  const chain = state[chainId]
  if (!chain || Object.keys(chain).length === 0) return state
  // Kept as an empty entry (not deleted) so a merging store update still clears it.
  return { ...state, [chainId]: {} }
}

function withoutUndefined<value extends object>(record: value): value {
  return Object.fromEntries(
    Object.entries(record).filter(([, field]) => field !== undefined),
  ) as value
}
