/**
 * The modal a feature shows while a transaction is being sent (spec §2 Modals, §8): waiting for
 * the wallet, submitted (with the explorer link), or failed (the message and Dismiss). Otherwise
 * it shows the feature's own review content. Swap and liquidity reuse it.
 */
import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { TransactionLink } from '../../chain/transactions/TransactionLink'
import { Modal } from '../../components/Modal'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import './transactions.css'

export type ConfirmationView = 'review' | 'pending' | 'submitted' | 'error'

/** A hash wins (the transaction is out), then waiting on the wallet, then an error. */
export function getConfirmationView({
  attemptingTxn,
  hash,
  errorMessage,
}: {
  attemptingTxn: boolean
  hash?: Hash | undefined
  errorMessage?: string | undefined
}): ConfirmationView {
  if (hash) return 'submitted'
  if (attemptingTxn) return 'pending'
  if (errorMessage) return 'error'
  return 'review'
}

export function ConfirmationPendingContent({ pendingText }: { pendingText?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="confirmation confirmation-pending" role="status">
      <span className="confirmation-spinner" aria-hidden="true" />
      <p className="confirmation-heading">{t('Waiting For Confirmation')}</p>
      {pendingText ? <p>{pendingText}</p> : null}
      <p className="confirmation-hint">{t('Confirm this transaction in your wallet')}</p>
    </div>
  )
}

export function TransactionSubmittedContent({
  chainId,
  hash,
  onDismiss,
}: {
  chainId: number
  hash: Hash
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="confirmation confirmation-submitted">
      <p className="confirmation-heading">{t('Transaction Submitted')}</p>
      <TransactionLink chainId={chainId} hash={hash} />
      <button type="button" onClick={onDismiss}>
        {t('Close')}
      </button>
    </div>
  )
}

export function TransactionErrorContent({
  message,
  onDismiss,
}: {
  message: string
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="confirmation confirmation-error">
      <p role="alert">{message}</p>
      <button type="button" onClick={onDismiss}>
        {t('Dismiss')}
      </button>
    </div>
  )
}

export type TransactionConfirmationModalProps = {
  title: string
  onDismiss: () => void
  /** True from the click until the wallet answers. */
  attemptingTxn: boolean
  /** The hash the wallet returned. */
  hash?: Hash | undefined
  /** What is being done, e.g. 'Wrap 1 BNB to WBNB'. */
  pendingText?: ReactNode
  /** Already translated, e.g. from `getTransactionErrorMessage`. */
  errorMessage?: string | undefined
  /** The review step of the feature (shown when nothing else is). */
  children?: ReactNode
}

export function TransactionConfirmationModal({
  title,
  onDismiss,
  attemptingTxn,
  hash,
  pendingText,
  errorMessage,
  children,
}: TransactionConfirmationModalProps) {
  const { chainId } = useRuntimeConfig()
  const view = getConfirmationView({ attemptingTxn, hash, errorMessage })
  return (
    <Modal title={title} onDismiss={onDismiss}>
      {view === 'submitted' && hash ? (
        <TransactionSubmittedContent chainId={chainId} hash={hash} onDismiss={onDismiss} />
      ) : view === 'pending' ? (
        <ConfirmationPendingContent pendingText={pendingText} />
      ) : view === 'error' && errorMessage ? (
        <TransactionErrorContent message={errorMessage} onDismiss={onDismiss} />
      ) : (
        children
      )}
    </Modal>
  )
}
