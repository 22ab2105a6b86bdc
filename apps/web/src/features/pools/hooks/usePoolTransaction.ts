/** One pool transaction with spec §8's toasts (useSettledTransaction), naming the action in flight. */
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import {
  type SettledOutcome,
  useSettledTransaction,
} from '../../transactions/useSettledTransaction'

export type PoolTransactionOutcome = SettledOutcome

export type PoolActionName =
  | 'enable'
  | 'stake'
  | 'unstake'
  | 'harvest'
  | 'compound'
  | 'emergencyWithdraw'

export function usePoolTransaction() {
  const settle = useSettledTransaction()
  const [pending, setPending] = useState<PoolActionName>()

  const run = useCallback(
    async (
      action: PoolActionName,
      send: () => Promise<Hash | undefined>,
      success: PoolTransactionOutcome,
    ): Promise<boolean> => {
      setPending(action)
      try {
        return await settle(send, success)
      } finally {
        setPending(undefined)
      }
    },
    [settle],
  )
  /** `pending` names the action waiting for its wallet or receipt, if any. */
  return { run, pending }
}
