/**
 * Sends one pool transaction and reports how it ended with spec §8's toasts: the success title
 * and description once the receipt says it succeeded, or 'Error' / 'Please try again. Confirm
 * the transaction and make sure you are paying enough gas!' when the wallet refused, the gas
 * estimate failed or the transaction reverted. Pool reads refresh at once afterwards.
 */
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useClient } from 'wagmi'
import { useBlock } from '../../../chain/block/BlockProvider'
import { msg, useTranslation } from '../../../i18n'
import { useToast } from '../../toasts'

export const POOL_ERROR_TOAST = {
  title: msg('Error'),
  description: msg(
    'Please try again. Confirm the transaction and make sure you are paying enough gas!',
  ),
} as const

/** Receipts are looked for this often while a pool action waits (the chain mines in ~3 s). */
const RECEIPT_POLL_MS = 1000

export type PoolTransactionOutcome = { title: string; description: string }

export type PoolActionName =
  | 'enable'
  | 'stake'
  | 'unstake'
  | 'harvest'
  | 'compound'
  | 'emergencyWithdraw'

export function usePoolTransaction() {
  const { t } = useTranslation()
  const publicClient = useClient()
  const { refresh } = useBlock()
  const { toastSuccess, toastError } = useToast()
  const [pending, setPending] = useState<PoolActionName>()

  const run = useCallback(
    async (
      action: PoolActionName,
      send: () => Promise<Hash | undefined>,
      success: PoolTransactionOutcome,
    ): Promise<boolean> => {
      setPending(action)
      try {
        const hash = await send()
        if (!hash) return false
        const receipt = publicClient
          ? await waitForTransactionReceipt(publicClient, {
              hash,
              pollingInterval: RECEIPT_POLL_MS,
            })
          : undefined
        if (receipt?.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
        toastSuccess(success.title, success.description)
        return true
      } catch (error) {
        console.error('Pool transaction failed', error)
        toastError(t(POOL_ERROR_TOAST.title), t(POOL_ERROR_TOAST.description))
        return false
      } finally {
        setPending(undefined)
        void refresh()
      }
    },
    [publicClient, refresh, toastSuccess, toastError, t],
  )
  /** `pending` names the action waiting for its wallet or receipt, if any. */
  return { run, pending }
}
