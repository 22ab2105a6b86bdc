/**
 * Whether to look for a pending transaction's receipt at this block: the sdk's spec §9 schedule
 * (every block while young, then less and less often), and never once it is known replaced or
 * dropped.
 */
import { shouldCheckReceipt } from '@ghost/sdk'
import type { TransactionDetails } from '../../state/transactions/types'

/**
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
  if (transaction.lost) return false
  return shouldCheckReceipt({ currentBlock: lastBlockNumber, now, transaction })
}
