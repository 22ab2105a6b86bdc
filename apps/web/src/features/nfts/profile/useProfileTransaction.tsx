/**
 * One profile transaction (approval, create, update, pause, reactivate) through the app's write
 * flow (Recent Transactions, receipt, success toast or spec §8's 'Error' toast with what went
 * wrong on chain). While the wallet is asked, the transaction modal says 'Waiting For
 * Confirmation'; when the wallet refuses it says 'Transaction rejected' (the form keeps
 * everything, and no toast repeats it); once the wallet sends, the modal closes and the toasts
 * follow. Every NFT query refetches afterwards, again once the server's index has the block.
 */
import { useCallback, useState } from 'react'
import { getTransactionErrorMessage } from '../../../chain/transactions/getTransactionError'
import { useWriteFlow, type WriteRequest } from '../../../chain/transactions/useWriteFlow'
import { useTranslation } from '../../../i18n'
import { TransactionConfirmationModal } from '../../transactions'
import { useNftWriteOptions } from '../trade/nftWriteOptions'

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
  const { write } = useWriteFlow()
  const nftWrite = useNftWriteOptions()
  const [pending, setPending] = useState<ProfileActionName>()
  const [modal, setModal] = useState<ModalState>()

  const run = useCallback(
    async (
      action: ProfileActionName,
      title: string,
      /** Undefined while what the call needs is not read yet: nothing is sent. */
      request: WriteRequest | undefined,
      success: { title: string; description: string },
    ): Promise<boolean> => {
      if (!request) return false
      setPending(action)
      setModal({ title, attempting: true })
      try {
        // What goes wrong before the wallet sends (a rejection, a failed estimate) is the modal's
        // to say; the toasts say only what happens to a sent transaction (issue 28).
        const outcome = await write(request, {
          ...nftWrite,
          success,
          toastErrors: 'reverted',
          onSent: () => setModal(undefined),
        })
        if (!outcome.ok && outcome.hash === undefined) {
          const message = getTransactionErrorMessage(outcome.error, { flow: 'write' })
          setModal({
            title,
            attempting: false,
            error: message
              ? t(message.key, message.values)
              : t('An error occurred confirming transaction'),
          })
        }
        return outcome.ok
      } finally {
        setPending(undefined)
      }
    },
    [write, nftWrite, t],
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
