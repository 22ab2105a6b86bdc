import { useMemo, useState } from 'react'
import { lazyOnDemand, OnDemand } from '../../components/lazyOnDemand'
import { useTranslation } from '../../i18n'
import { useRecentTransactions } from './hooks'
import { isTransactionPending } from './transactionRules'
import './transactions.css'
import { ClockIcon } from '../../components/icons/icons'

// Loaded on the first hover, focus or click: the top bar is on every first load, the list rarely.
const RecentTransactionsModal = lazyOnDemand(() =>
  import('./RecentTransactionsModal').then((m) => m.RecentTransactionsModal),
)

/** The top bar's clock button: opens 'Recent Transactions', with a count of pending ones. */
export function RecentTransactionsButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const transactions = useRecentTransactions()
  const pending = useMemo(() => transactions.filter(isTransactionPending).length, [transactions])
  return (
    <>
      <button
        type="button"
        className="icon-button recent-transactions-button"
        aria-label={t('Recent Transactions')}
        title={t('Recent Transactions')}
        onPointerEnter={RecentTransactionsModal.preload}
        onFocus={RecentTransactionsModal.preload}
        onClick={() => setOpen(true)}
      >
        <ClockIcon />
        {pending > 0 ? (
          <span className="pending-badge" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? (
        <OnDemand>
          <RecentTransactionsModal onDismiss={() => setOpen(false)} />
        </OnDemand>
      ) : null}
    </>
  )
}
