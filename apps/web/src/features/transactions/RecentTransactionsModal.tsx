/**
 * 'Recent Transactions' (spec §2 Other pieces): the connected account's transactions on the app's
 * chain, newest first, with status and explorer link, and 'clear all'; 'No recent transactions'
 * when there are none; a connect prompt without a wallet.
 */
import { shortenAddress } from '@ghost/sdk'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { TransactionLink } from '../../chain/transactions/TransactionLink'
import { Modal } from '../../components/Modal'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { msg, useTranslation } from '../../i18n'
import { useClearAllTransactions, useRecentTransactions } from '../../state/transactions/hooks'
import { getTransactionStatus } from '../../state/transactions/transactionRules'
import type { TransactionDetails, TransactionStatus } from '../../state/transactions/types'
import { openConnectModal } from '../../state/walletModals'
import './transactions.css'

const STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: msg('Pending'),
  confirmed: msg('Confirmed'),
  failed: msg('Failed'),
  replaced: msg('Replaced'),
  dropped: msg('Dropped'),
}

function TransactionRow({
  chainId,
  transaction,
}: {
  chainId: number
  transaction: TransactionDetails
}) {
  const { t } = useTranslation()
  const status = getTransactionStatus(transaction)
  // A replaced transaction is best seen through the one that replaced it.
  const shownHash = transaction.lost?.replacementHash ?? transaction.hash
  const summary = transaction.summary ?? shortenAddress(shownHash)
  return (
    <li className={`recent-transaction recent-transaction-${status}`}>
      <span className="recent-transaction-summary">
        {summary}
        <TransactionLink chainId={chainId} hash={shownHash} />
      </span>
      <span className="recent-transaction-status">{t(STATUS_LABELS[status])}</span>
    </li>
  )
}

export type RecentTransactionsViewProps = {
  account: Address | undefined
  chainId: number
  transactions: readonly TransactionDetails[]
  onClearAll: () => void
  onConnect: () => void
}

/** The modal's content, without wallet or store wiring. */
export function RecentTransactionsView({
  account,
  chainId,
  transactions,
  onClearAll,
  onConnect,
}: RecentTransactionsViewProps) {
  const { t } = useTranslation()
  if (!account) {
    return (
      <div className="recent-transactions-empty">
        <p>{t('Please connect your wallet to view your recent transactions')}</p>
        <button type="button" onClick={onConnect}>
          {t('Connect Wallet')}
        </button>
      </div>
    )
  }
  if (transactions.length === 0) {
    return <p className="recent-transactions-empty">{t('No recent transactions')}</p>
  }
  return (
    <div className="recent-transactions">
      <div className="recent-transactions-toolbar">
        <button type="button" className="text-button" onClick={onClearAll}>
          {t('clear all')}
        </button>
      </div>
      <ul aria-label={t('Recent Transactions')}>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.hash} chainId={chainId} transaction={transaction} />
        ))}
      </ul>
    </div>
  )
}

/**
 * The list wired to the wallet and the store; the modal shows it, and the wallet modal's
 * Transactions tab can too. `onConnect` runs before the connect modal opens (e.g. to close this).
 */
export function RecentTransactions({ onConnect }: { onConnect?: (() => void) | undefined }) {
  const { address } = useConnection()
  const { chainId } = useRuntimeConfig()
  const transactions = useRecentTransactions()
  const clearAll = useClearAllTransactions()
  return (
    <RecentTransactionsView
      account={address}
      chainId={chainId}
      transactions={transactions}
      onClearAll={clearAll}
      onConnect={() => {
        onConnect?.()
        openConnectModal()
      }}
    />
  )
}

export function RecentTransactionsModal({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal title={t('Recent Transactions')} onDismiss={onDismiss}>
      <RecentTransactions onConnect={onDismiss} />
    </Modal>
  )
}
