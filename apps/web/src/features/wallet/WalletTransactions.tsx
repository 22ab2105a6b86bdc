import { useTranslation } from '../../i18n'

/** The Transactions tab. Hook point for the Recent Transactions list (features/transactions). */
export function WalletTransactions() {
  const { t } = useTranslation()
  return <p className="wallet-note">{t('No recent transactions')}</p>
}
