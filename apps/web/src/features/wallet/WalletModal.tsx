import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { Modal } from '../../components/Modal'
import { useTranslation } from '../../i18n'
import { closeWalletModals, openWalletModal, type WalletTab } from '../../state/walletModals'
import { WalletInfo } from './WalletInfo'
import { WalletTransactions } from './WalletTransactions'

const TABS: readonly WalletTab[] = ['wallet', 'transactions']

/** 'Your Wallet' with the tabs 'Wallet' and 'Transactions' (arrow keys move between tabs). */
export function WalletModal({ tab }: { tab: WalletTab }) {
  const { t } = useTranslation()
  const id = useId()
  const labels: Record<WalletTab, string> = {
    wallet: t('Wallet'),
    transactions: t('Transactions'),
  }
  const panels: Record<WalletTab, ReactNode> = {
    wallet: <WalletInfo />,
    transactions: <WalletTransactions />,
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const step = event.key === 'ArrowRight' ? 1 : -1
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'wallet'
    openWalletModal(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }

  return (
    <Modal title={t('Your Wallet')} onDismiss={closeWalletModals}>
      <div role="tablist" className="wallet-tabs" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => openWalletModal(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {panels[tab]}
      </div>
    </Modal>
  )
}
