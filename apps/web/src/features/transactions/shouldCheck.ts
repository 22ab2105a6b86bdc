/**
 * When to look for a pending transaction's receipt again (spec §9): every block while it is
 * young, then less and less often, so a long-pending transaction does not cost a request per block.
 */
import type { TransactionDetails } from './types'

const MINUTE_MS = 60_000
/** Until then, look every block. */
export const RECHECK_EVERY_BLOCK_MINUTES = 5
/** Past `RECHECK_EVERY_BLOCK_MINUTES`, look after more than this many blocks. */
export const RECHECK_SLOW_BLOCKS = 2
/** Past this age, look after more than `RECHECK_SLOWEST_BLOCKS` blocks. */
export const RECHECK_SLOWEST_MINUTES = 60
export const RECHECK_SLOWEST_BLOCKS = 9

/**
 * Whether the transaction should be checked at block `lastBlockNumber`.
 *
 * @example
 * shouldCheck(101, { addedTime: Date.now(), lastCheckedBlockNumber: 100, … }) // true
 */
export function shouldCheck(
  lastBlockNumber: number,
  transaction: Pick<
    TransactionDetails,
    'addedTime' | 'lastCheckedBlockNumber' | 'receipt' | 'lost'
  >,
  now: number = Date.now(),
): boolean {
  if (transaction.receipt || transaction.lost) return false
  if (transaction.lastCheckedBlockNumber === undefined) return true
  const blocksSinceCheck = lastBlockNumber - transaction.lastCheckedBlockNumber
  if (blocksSinceCheck < 1) return false
  const minutesPending = (now - transaction.addedTime) / MINUTE_MS
  if (minutesPending > RECHECK_SLOWEST_MINUTES) return blocksSinceCheck > RECHECK_SLOWEST_BLOCKS
  if (minutesPending > RECHECK_EVERY_BLOCK_MINUTES) return blocksSinceCheck > RECHECK_SLOW_BLOCKS
  return true
}
