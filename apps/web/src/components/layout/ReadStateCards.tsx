/**
 * A screen's card while its read has nothing to show yet: `LoadingCard` while it reads,
 * `RetryCard` when it failed.
 *
 * @example
 * if (failed) return <RetryCard message={t('Could not read the auction. Try again later.')} actionsClassName="ui-actions" onRetry={() => void refresh()} />
 * if (!data) return <LoadingCard><ChainLoading /></LoadingCard>
 */
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n'
import { Card } from './Card'

/** Marked busy for assistive technology, with what is being read. */
export function LoadingCard({ children }: { children: ReactNode }) {
  return (
    <Card busy>
      <p>{children}</p>
    </Card>
  )
}

export type RetryCardProps = {
  message: string
  onRetry: () => void
  actionsClassName: string
}

/**
 * Why the read failed, as an alert, and a Retry button in the screen's own actions row (its class
 * keeps the row's spacing and the button's size those of the screen's other actions).
 */
export function RetryCard({ message, onRetry, actionsClassName }: RetryCardProps) {
  const { t } = useTranslation()
  return (
    <Card>
      <p role="alert">{message}</p>
      <div className={actionsClassName}>
        <button type="button" className="button-primary" onClick={onRetry}>
          {t('Retry')}
        </button>
      </div>
    </Card>
  )
}
