import { useMemo, useState } from 'react'
import { ClockIcon } from '../../components/icons/icons'
import { lazyOnDemand, OnDemand } from '../../components/lazyOnDemand'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'
import { useRecentTransactions } from '../../state/transactions/hooks'
import { isTransactionPending } from '../../state/transactions/transactionRules'
import './transactions.css'

// Loaded on the first hover, focus or click: the top bar is on every first load, the list rarely.
const RecentTransactionsModal = lazyOnDemand(() =>
  import('./RecentTransactionsModal').then((m) => m.RecentTransactionsModal),
)

/** The top bar's clock button: opens 'Recent Transactions', with a count of pending ones. */
export function RecentTransactionsButton() {
  const [open, setOpen] = useState(false)
  const transactions = useRecentTransactions()
  const pending = useMemo(() => transactions.filter(isTransactionPending).length, [transactions])
  return (
    <>
      <RecentTransactionsToggle
        pending={pending}
        onPreload={RecentTransactionsModal.preload}
        onOpen={() => setOpen(true)}
      />
      {open ? (
        <OnDemand>
          <RecentTransactionsModal onDismiss={() => setOpen(false)} />
        </OnDemand>
      ) : null}
    </>
  )
}

export type RecentTransactionsToggleProps = {
  /** How many of the account's transactions are not mined yet. */
  pending: number
  onPreload: () => void
  onOpen: () => void
}

/**
 * The button itself. The badge is drawn for the eye only; its count is in the button's name
 * ('Recent Transactions, 1 pending') so a screen reader hears it where it matters: on the button.
 */
export function RecentTransactionsToggle({
  pending,
  onPreload,
  onOpen,
}: RecentTransactionsToggleProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const count = format.full(BigInt(pending))
  const name =
    pending > 0 ? t('Recent Transactions, %count% pending', { count }) : t('Recent Transactions')
  return (
    <button
      type="button"
      className="icon-button recent-transactions-button"
      aria-label={name}
      title={name}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
    >
      <ClockIcon />
      {pending > 0 ? (
        <span className="pending-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  )
}
