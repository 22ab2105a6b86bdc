/**
 * Sends one earn transaction (farm or pool, or their approval) and reports how it ended with spec
 * §8's toasts: the success title and description once the receipt says it succeeded, or 'Error'
 * with what the shared error mapper reads in the failure: 'Transaction rejected' when the wallet
 * refused, the revert reason, or the spec's gas advice ('Please try again. Confirm the
 * transaction and make sure you are paying enough gas!') only when gas was the cause. Chain reads
 * refresh at once afterwards. Nothing to send (no hash) ends quietly.
 */
import { useCallback } from 'react'
import type { Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useClient } from 'wagmi'
import { useBlock } from '../../chain/block/BlockProvider'
import { getRevertedError } from '../../chain/transactions/getRevertedError'
import { getTransactionErrorMessage } from '../../chain/transactions/getTransactionError'
import { useToast } from '../../components/toasts'
import { msg, useTranslation } from '../../i18n'

/** Spec §8: the title of every stake, unstake, harvest and approval failure. */
export const EARN_ERROR_TOAST = { title: msg('Error') } as const

/** Receipts are looked for this often while an action waits (the chain mines in ~3 s). */
const RECEIPT_POLL_MS = 1000

export type SettledOutcome = { title: string; description: string }

export function useSettledTransaction() {
  const { t } = useTranslation()
  const client = useClient()
  const { refresh } = useBlock()
  const { toastSuccess, toastError } = useToast()
  return useCallback(
    async (send: () => Promise<Hash | undefined>, success: SettledOutcome): Promise<boolean> => {
      try {
        const hash = await send()
        if (!hash) return false
        if (!client) throw new Error('No chain client to wait for the receipt')
        const receipt = await waitForTransactionReceipt(client, {
          hash,
          pollingInterval: RECEIPT_POLL_MS,
        })
        if (receipt.status !== 'success') throw await getRevertedError(client, receipt)
        toastSuccess(success.title, success.description)
        return true
      } catch (error) {
        console.error('Transaction failed', error)
        const message = getTransactionErrorMessage(error, { flow: 'write' })
        toastError(t(EARN_ERROR_TOAST.title), message ? t(message.key, message.values) : undefined)
        return false
      } finally {
        void refresh()
      }
    },
    [client, refresh, toastSuccess, toastError, t],
  )
}
