import type { ReactNode } from 'react'
import { useConnection } from 'wagmi'
import { useTranslation } from '../../i18n'
import { isBlocked as isBlockedDefault } from './blocklist'
import './wallet.css'

/** Spec §2, §6: a blocklisted connected account sees only 'Blocked address', nothing of the app. */
export function BlockedAddressGate({
  children,
  isBlocked = isBlockedDefault,
}: {
  children: ReactNode
  /** The rule to apply; tests pass their own list. */
  isBlocked?: (address: string | undefined) => boolean
}) {
  const { t } = useTranslation()
  const { address } = useConnection()
  if (isBlocked(address)) {
    return (
      <main className="blocked-address">
        <h1>{t('Blocked address')}</h1>
      </main>
    )
  }
  return children
}
