/**
 * One pool transaction through the write flow with spec §8's toasts (the success title, or
 * 'Error' for every failure, refusals included), naming the action in flight.
 */
import { useCallback, useState } from 'react'
import type { WriteOptions, WriteOutcome } from '../../../chain/transactions/useWriteFlow'

export type PoolTransactionOutcome = { title: string; description: string }

export type PoolActionName =
  | 'enable'
  | 'stake'
  | 'unstake'
  | 'harvest'
  | 'compound'
  | 'emergencyWithdraw'

/** Sends with the options given (a `write` of a pool call, or an approval); undefined: nothing sent. */
export type PoolSend = (options: WriteOptions) => Promise<WriteOutcome | undefined>

export function usePoolTransaction() {
  const [pending, setPending] = useState<PoolActionName>()

  const run = useCallback(
    async (
      action: PoolActionName,
      send: PoolSend,
      success: PoolTransactionOutcome,
    ): Promise<boolean> => {
      setPending(action)
      try {
        const outcome = await send({ success, toastErrors: 'all' })
        return outcome?.ok ?? false
      } finally {
        setPending(undefined)
      }
    },
    [],
  )
  /** `pending` names the action waiting for its wallet or receipt, if any. */
  return { run, pending }
}
