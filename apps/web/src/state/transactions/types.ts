import type { Address, Hash } from 'viem'

/**
 * The receipt fields the app keeps (spec §3), in JSON-safe form: numbers rather than bigints,
 * and `status` 1 for success, 0 for a revert.
 */
export type TransactionReceiptRecord = {
  blockHash: Hash
  blockNumber: number
  contractAddress: Address | null
  from: Address
  status: 0 | 1
  to: Address | null
  transactionHash: Hash
  transactionIndex: number
}

/** A transaction that will never be mined: another one took its nonce, or the node forgot it. */
export type LostTransaction = {
  reason: 'replaced' | 'dropped'
  /** The transaction mined with the same nonce (a speed-up or cancel done in the wallet). */
  replacementHash?: Hash | undefined
  detectedTime: number
}

/** One transaction the user sent through the app (spec §3 Transaction record). */
export type TransactionDetails = {
  hash: Hash
  from: Address
  chainId: number
  approval?: { tokenAddress: Address; spender: Address } | undefined
  summary?: string | undefined
  claim?: { recipient: Address } | undefined
  /** Milliseconds since 1970. */
  addedTime: number
  confirmedTime?: number | undefined
  lastCheckedBlockNumber?: number | undefined
  receipt?: TransactionReceiptRecord | undefined
  /** The sender's nonce, once known (from the node, or from the feature that sent it). */
  nonce?: number | undefined
  /** Set when the transaction was replaced or dropped; it is then no longer polled. */
  lost?: LostTransaction | undefined
}

/** Chain id (as a string key) → transaction hash → details. */
export type TransactionsState = Record<string, Record<string, TransactionDetails>>

export type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped'
