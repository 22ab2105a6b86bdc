export type ShouldCheckReceiptParameters = {
  /** Latest block number. */
  currentBlock: number
  /** Now, in ms since the epoch (injected so the rule is testable). */
  now: number
  transaction: {
    /** When the transaction was added, in ms since the epoch. */
    addedTime: number
    receipt?: unknown
    lastCheckedBlockNumber?: number | undefined
  }
}

const MINUTE = 60_000

/**
 * Spec §9 receipt re-check schedule for a pending transaction: never once it has a receipt;
 * always if never checked; otherwise after 1 block while under 5 minutes old, after more than 2
 * blocks once older than 5 minutes, after more than 9 blocks once older than 60 minutes.
 *
 * @example
 * shouldCheckReceipt({ currentBlock: 103, now, transaction: { addedTime: now - 10 * 60_000, lastCheckedBlockNumber: 100 } }) // true
 */
export function shouldCheckReceipt({
  currentBlock,
  now,
  transaction,
}: ShouldCheckReceiptParameters): boolean {
  if (transaction.receipt) return false
  if (transaction.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = currentBlock - transaction.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const pending = now - transaction.addedTime
  if (pending > 60 * MINUTE) return blocksSinceCheck > 9
  if (pending > 5 * MINUTE) return blocksSinceCheck > 2
  return true
}
