/**
 * One profile transaction (approval, create, update, pause, reactivate): sent through the app's
 * contract writer (Recent Transactions + receipt toast), waited for, then a success toast, or
 * spec §8's 'Error' toast with what went wrong on chain. While the wallet is asked, the transaction
 * modal says 'Waiting For Confirmation'; when the wallet refuses it says 'Transaction rejected'
 * (the form keeps everything, and no toast repeats it); once the wallet sends, the modal closes
 * and the toasts follow.
 * Every NFT query refetches afterwards.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { useClient } from 'wagmi'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { getTransactionErrorMessage } from '../../../chain/transactions/getTransactionError'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions/TransactionConfirmationModal'
import {
  type SettledOutcome,
  useSettledTransaction,
} from '../../transactions/useSettledTransaction'
import { refreshNftQueriesAfter } from '../data/invalidate'

export type ProfileActionName =
  | 'approveCake'
  | 'approveNft'
  | 'create'
  | 'update'
  | 'pause'
  | 'reactivate'

type ModalState = { title: string; attempting: boolean; error?: string | undefined }

export function useProfileTransaction() {
  const { t } = useTranslation()
  const settle = useSettledTransaction()
  const queryClient = useQueryClient()
  const chainClient = useClient()
  const { client: api } = useNftApi()
  const [pending, setPending] = useState<ProfileActionName>()
  const [modal, setModal] = useState<ModalState>()

  const run = useCallback(
    async (
      action: ProfileActionName,
      title: string,
      send: () => Promise<Hash | undefined>,
      success: SettledOutcome,
    ): Promise<boolean> => {
      setPending(action)
      setModal({ title, attempting: true })
      // What goes wrong before the wallet sends (a rejection, a failed estimate) is the modal's
      // to say; passing it on as well made the toast say it a second time (issue 28). Only what
      // happens to a sent transaction reaches the toasts.
      const sendAndWatch = async () => {
        try {
          const hash = await send()
          setModal(undefined)
          return hash
        } catch (error) {
          const message = getTransactionErrorMessage(error, { flow: 'write' })
          setModal({
            title,
            attempting: false,
            error: message
              ? t(message.key, message.values)
              : t('An error occurred confirming transaction'),
          })
          return undefined
        }
      }
      try {
        const ok = await settle(sendAndWatch, success)
        // Mined by now: the latest block holds it (the receipt's own block is not passed up).
        if (ok && chainClient) {
          void getBlockNumber(chainClient).then((block) =>
            refreshNftQueriesAfter(queryClient, api, block),
          )
        }
        return ok
      } finally {
        setPending(undefined)
      }
    },
    [settle, queryClient, chainClient, api, t],
  )
  const dismiss = useCallback(() => setModal(undefined), [])
  return { run, pending, modal, dismiss }
}

export type ProfileTransaction = ReturnType<typeof useProfileTransaction>

/** The transaction modal of a profile panel (nothing while no transaction is being asked). */
export function ProfileTransactionModal({ transaction }: { transaction: ProfileTransaction }) {
  const { modal, dismiss } = transaction
  if (!modal) return null
  return (
    <TransactionConfirmationModal
      title={modal.title}
      onDismiss={dismiss}
      attemptingTxn={modal.attempting}
      pendingText={modal.title}
      errorMessage={modal.error}
    />
  )
}
