/**
 * One NFT write inside a transaction modal: waiting for the wallet (the modal's pending view),
 * then either an approval (the modal goes back to its review with the approval pending until it
 * is mined) or the action itself (the modal's submitted view). The receipt ends it with a success
 * or error toast (spec §8); a mined action calls `onSettled` and makes every NFT screen refetch.
 * A wallet rejection or a failed estimate shows the error in the modal; dismissing it returns to
 * the review with everything the user typed (the form state lives outside this hook).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useClient, useConnectorClient } from 'wagmi'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useBlock } from '../../../chain/block/BlockProvider'
import { getRevertedError } from '../../../chain/transactions/getRevertedError'
import { getTransactionErrorMessage } from '../../../chain/transactions/getTransactionError'
import { useToast } from '../../../components/toasts'
import { useTranslation } from '../../../i18n'
import { refreshNftQueriesAfter } from '../data/invalidate'

export type NftWriteState = {
  /** From the click until the wallet answers. */
  attempting: boolean
  /** The action's hash (the modal shows it as submitted). */
  hash?: Hash | undefined
  /** An approval sent and not mined yet. */
  approving?: boolean | undefined
  errorMessage?: string | undefined
  /** What is being done, for the pending view. */
  pendingText?: string | undefined
}

export type NftWriteParameters = {
  kind: 'approval' | 'action'
  summary: string
  send: () => Promise<Hash | undefined>
  success: { title: string; description: string }
  /** Shown in the toast and the modal instead of the generic message when the action fails. */
  failure?: string | undefined
}

const RECEIPT_POLL_MS = 1000

export function useNftWrite(onSettled: () => void) {
  const { t } = useTranslation()
  const client = useClient()
  // The wallet's client loads after the connection: until then a send would fail with
  // 'Connect Wallet', so the modals hold their buttons.
  const { data: walletClient } = useConnectorClient()
  const queryClient = useQueryClient()
  const { client: api } = useNftApi()
  const { refresh } = useBlock()
  const { toastSuccess, toastError } = useToast()
  const [state, setState] = useState<NftWriteState>({ attempting: false })
  const settledRef = useRef(onSettled)
  settledRef.current = onSettled

  const run = useCallback(
    async ({ kind, summary, send, success, failure }: NftWriteParameters): Promise<boolean> => {
      setState({ attempting: true, pendingText: summary })
      let hash: Hash | undefined
      try {
        hash = await send()
      } catch (error) {
        console.error('NFT transaction not sent', error)
        const message = getTransactionErrorMessage(error, { flow: 'write' })
        const text = message ? t(message.key, message.values) : undefined
        setState({
          attempting: false,
          errorMessage: failure && text ? `${failure}: ${text}` : (text ?? failure ?? t('Error')),
        })
        return false
      }
      if (!hash) {
        setState({ attempting: false })
        return false
      }
      setState(
        kind === 'approval'
          ? { attempting: false, approving: true }
          : { attempting: false, hash, pendingText: summary },
      )
      try {
        if (!client) throw new Error('No chain client to wait for the receipt')
        const receipt = await waitForTransactionReceipt(client, {
          hash,
          pollingInterval: RECEIPT_POLL_MS,
        })
        if (receipt.status !== 'success') throw await getRevertedError(client, receipt)
        toastSuccess(success.title, success.description)
        if (kind === 'approval') setState({ attempting: false })
        else {
          settledRef.current()
          void refreshNftQueriesAfter(queryClient, api, receipt.blockNumber)
        }
        return true
      } catch (error) {
        console.error('NFT transaction failed', error)
        const message = getTransactionErrorMessage(error, { flow: 'write' })
        const text = message ? t(message.key, message.values) : undefined
        toastError(failure ?? t('Error'), text)
        setState({
          attempting: false,
          errorMessage: failure && text ? `${failure}: ${text}` : (text ?? failure ?? t('Error')),
        })
        return false
      } finally {
        void refresh()
      }
    },
    [client, api, queryClient, refresh, toastSuccess, toastError, t],
  )

  /** Back to the review (after an error's Dismiss). */
  const reset = useCallback(() => setState({ attempting: false }), [])
  return { state, run, reset, ready: !!walletClient }
}
