/**
 * The one way the app writes to the chain. A write goes: the wallet (with the user's gas price
 * and the one gas rule, `useSendContractTransaction`) → the Recent Transactions list → the
 * transaction modal's states (`state`) → the receipt → the revert reason when it failed → the
 * toast → the chain reads refreshed → optionally the server's index caught up with the block
 * (`waitForIndex`, so a screen that reads the API shows the write) → exactly the queries the
 * write touched invalidated. Every screen that writes calls `write` with a request from a typed
 * call builder (`chain/actions`); none waits for a receipt or toasts on its own.
 */
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Abi, ContractFunctionName, Hash, TransactionReceipt } from 'viem'
import { useClient, useConnectorClient } from 'wagmi'
import { useToast } from '../../components/toasts'
import { msg, useTranslation } from '../../i18n'
import { useBlock } from '../block/BlockProvider'
import { getTransactionErrorMessage } from './getTransactionError'
import {
  type SendContractTransactionParameters,
  useSendContractTransaction,
} from './useSendContractTransaction'

/** What a write (or a signature) throws before the wallet's client has loaded. */
export { WalletNotConnectedError } from './useSendContractTransaction'

/** Spec §8: the title of a failed write's toast when the screen names none. */
export const WRITE_ERROR_TITLE = msg('Error')

/** Receipts are looked for this often while a write waits (the chain mines in ~3 s). */
const RECEIPT_POLL_MS = 1000

export type WriteFlowState = {
  /** From the click until the wallet answers (the modal's pending view). */
  attempting: boolean
  /** The summary of the write in flight, for the pending view. */
  pendingText?: string | undefined
  /** The sent action's hash (the modal's submitted view). */
  hash?: Hash | undefined
  /** An approval sent and not mined yet (the modal goes back to its review meanwhile). */
  approving?: boolean | undefined
  /** Set when mined successfully, until `reset`. */
  receipt?: TransactionReceipt | undefined
  /** What failed, translated (the modal's error view). */
  errorMessage?: string | undefined
}

export type WriteOptions = {
  /** An approval returns the modal to its review while it is mined; an action shows its hash. */
  kind?: 'action' | 'approval' | undefined
  /** The toast once the receipt says it succeeded (already translated). */
  success?: { title: string; description?: string | undefined } | undefined
  /** The failure toast's title and the modal message's prefix (already translated). */
  failure?: string | undefined
  /**
   * Which failures toast: every one (the earn screens, which have no modal), only those mined
   * and reverted (screens whose modal shows a refusal), or none (the screen shows it itself).
   */
  toastErrors?: 'all' | 'reverted' | 'none' | undefined
  /** Called with the hash as soon as the wallet sent it. */
  onSent?: ((hash: Hash) => void) | undefined
  /** Waits until the server's index holds the receipt's block (read-your-writes). */
  waitForIndex?: ((blockNumber: bigint) => Promise<unknown>) | undefined
  /** The queries the write changed, invalidated once mined (and again once indexed). */
  invalidates?: readonly QueryKey[] | undefined
}

export type WriteOutcome =
  | { ok: true; hash: Hash; receipt: TransactionReceipt }
  | { ok: false; hash?: Hash | undefined; error: unknown; errorMessage: string }

export type WriteRequest<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<
    abi,
    'nonpayable' | 'payable'
  >,
> = SendContractTransactionParameters<abi, functionName>

export function useWriteFlow() {
  const { t } = useTranslation()
  const client = useClient()
  // The wallet's client loads after the connection: until then a send fails with
  // 'Connect Wallet', so screens hold their buttons on `ready`.
  const { data: walletClient } = useConnectorClient()
  const send = useSendContractTransaction()
  const queryClient = useQueryClient()
  const { refresh } = useBlock()
  const { toastSuccess, toastError } = useToast()
  const [state, setState] = useState<WriteFlowState>({ attempting: false })
  // A write started after an unmount has nothing to show; the receipt wait still ends the toast.
  const mounted = useRef(true)
  const update = useCallback((next: WriteFlowState) => {
    if (mounted.current) setState(next)
  }, [])

  const write = useCallback(
    async <
      const abi extends Abi,
      functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    >(
      request: WriteRequest<abi, functionName>,
      options: WriteOptions = {},
    ): Promise<WriteOutcome> => {
      const { kind = 'action', success, failure, toastErrors = 'reverted' } = options
      const describe = (error: unknown) => {
        const message = getTransactionErrorMessage(error, { flow: 'write' })
        const text = message ? t(message.key, message.values) : undefined
        return {
          text,
          modal:
            failure && text ? `${failure}: ${text}` : (text ?? failure ?? t(WRITE_ERROR_TITLE)),
        }
      }
      update({ attempting: true, pendingText: request.summary })
      let hash: Hash
      try {
        hash = await send(request)
      } catch (error) {
        console.error('Transaction not sent', error)
        const { text, modal } = describe(error)
        if (toastErrors === 'all') toastError(failure ?? t(WRITE_ERROR_TITLE), text)
        update({ attempting: false, errorMessage: modal })
        return { ok: false, error, errorMessage: modal }
      }
      options.onSent?.(hash)
      update(
        kind === 'approval'
          ? { attempting: false, approving: true }
          : { attempting: false, hash, pendingText: request.summary },
      )
      try {
        if (!client) throw new Error('No chain client to wait for the receipt')
        // Already loaded by the send (useSendContractTransaction); a resolved import costs nothing.
        const { waitForMinedReceipt } = await import('./writeOnChain')
        const receipt = await waitForMinedReceipt(client, hash, RECEIPT_POLL_MS)
        if (success) toastSuccess(success.title, success.description)
        update(kind === 'approval' ? { attempting: false } : { attempting: false, hash, receipt })
        void settle(receipt.blockNumber)
        return { ok: true, hash, receipt }
      } catch (error) {
        console.error('Transaction failed', error)
        const { text, modal } = describe(error)
        if (toastErrors !== 'none') toastError(failure ?? t(WRITE_ERROR_TITLE), text)
        update({ attempting: false, errorMessage: modal })
        void refresh()
        return { ok: false, hash, error, errorMessage: modal }
      }

      async function settle(blockNumber: bigint) {
        void refresh()
        const invalidate = () =>
          Promise.all(
            (options.invalidates ?? []).map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
        await invalidate()
        if (!options.waitForIndex) return
        await options.waitForIndex(blockNumber)
        await invalidate()
      }
    },
    [client, send, queryClient, refresh, toastSuccess, toastError, t, update],
  )

  /** Back to the review (after an error's Dismiss, or to start again). */
  const reset = useCallback(() => update({ attempting: false }), [update])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return { state, write, reset, ready: !!walletClient }
}
