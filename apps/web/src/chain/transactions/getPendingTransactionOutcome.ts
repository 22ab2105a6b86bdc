/**
 * Decides whether a transaction without a receipt is still pending, or will never be mined.
 * A sender's confirmed nonce counts its mined transactions: once it has passed our transaction's
 * nonce, some transaction took that slot. If the node no longer knows our hash, that transaction
 * was not ours: ours was replaced (when we found the one that took the slot, e.g. a speed-up or
 * cancel done in the wallet) or dropped (when we could not find it).
 */
import type { Hash } from 'viem'

export type PendingTransactionOutcome = 'pending' | 'replaced' | 'dropped'

export type GetPendingTransactionOutcomeParameters = {
  hash: Hash
  /** Our transaction's nonce; undefined when not known yet. */
  nonce: number | undefined
  /** The sender's transaction count at the checked block. */
  confirmedNonce: number | undefined
  /** Whether the node still returns our transaction by hash (pending or mined). */
  knownToNode: boolean
  /** The mined transaction of the same sender with the same nonce, if found. */
  replacementHash: Hash | undefined
}

/**
 * @example
 * getPendingTransactionOutcome({ hash, nonce: 4, confirmedNonce: 5, knownToNode: false, replacementHash: other }) // 'replaced'
 */
export function getPendingTransactionOutcome({
  hash,
  nonce,
  confirmedNonce,
  knownToNode,
  replacementHash,
}: GetPendingTransactionOutcomeParameters): PendingTransactionOutcome {
  if (nonce === undefined || confirmedNonce === undefined) return 'pending'
  if (confirmedNonce <= nonce) return 'pending'
  if (knownToNode) return 'pending'
  // Our own hash in that slot means it was mined after all: the receipt comes with the next check.
  if (replacementHash?.toLowerCase() === hash.toLowerCase()) return 'pending'
  return replacementHash ? 'replaced' : 'dropped'
}
