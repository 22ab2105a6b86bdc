import { useMemo, useState } from 'react'
import { useTranslation } from '../../i18n'
import { useRecentTransactions } from './hooks'
import { RecentTransactionsModal } from './RecentTransactionsModal'
import { isTransactionPending } from './transactionRules'
import './transactions.css'

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
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {pending > 0 ? (
          <span className="pending-badge" aria-hidden="true">
            {pending}
          </span>
        ) : null}
      </button>
      {open ? <RecentTransactionsModal onDismiss={() => setOpen(false)} /> : null}
    </>
  )
}
