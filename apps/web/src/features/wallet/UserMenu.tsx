import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useConnection } from 'wagmi'
import { OnDemand } from '../../components/lazyOnDemand'
import { useDismiss } from '../../components/useDismiss'
import { useTranslation } from '../../i18n'
import {
  closeWalletModals,
  openWalletModal,
  useWalletModalState,
  type WalletTab,
} from '../../state/walletModals'
import { ConnectWalletButton } from './ConnectWalletButton'
import { ConnectModal, WalletModal } from './lazyWalletModals'
import { useLogout } from './useLogout'
import './wallet.css'

/**
 * The top bar's wallet corner: 'Connect Wallet' without a wallet; with one, the short address
 * opening Wallet, Transactions, Your NFTs and Disconnect. Also renders the wallet modals, which
 * any page can open (see `openConnectModal`). The account button shows what `accountBadge`
 * renders (the shell passes the profile's badge, so the wallet knows nothing of profiles).
 */
export function UserMenu({ accountBadge }: { accountBadge: (address: string) => ReactNode }) {
  const { address, status } = useConnection()
  const modal = useWalletModalState()
  const connected = status === 'connected' && address !== undefined

  // Connected some other way (reconnect, the wallet's own UI): the connect modal has no purpose.
  useEffect(() => {
    if (connected && modal.modal === 'connect') closeWalletModals()
  }, [connected, modal.modal])

  return (
    <div className="user-menu">
      {connected ? (
        <AccountMenu address={address} badge={accountBadge(address)} />
      ) : (
        <ConnectWalletButton />
      )}
      {modal.modal === 'connect' && !connected ? (
        <OnDemand>
          <ConnectModal />
        </OnDemand>
      ) : null}
      {modal.modal === 'wallet' && connected ? (
        <OnDemand>
          <WalletModal tab={modal.tab} />
        </OnDemand>
      ) : null}
    </div>
  )
}

function AccountMenu({ address, badge }: { address: string; badge: ReactNode }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const ref = useRef<HTMLDivElement>(null)

  useDismiss(ref, open, () => setOpen(false))

  const show = (tab: WalletTab) => {
    setOpen(false)
    openWalletModal(tab)
  }

  return (
    <div ref={ref} className="account-menu">
      {/* The full address for assistive technology and tests; the button shows it shortened. */}
      <output aria-label={t('Connected account')} className="visually-hidden">
        {address}
      </output>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={address}
        onPointerEnter={WalletModal.preload}
        onFocus={WalletModal.preload}
        onClick={() => setOpen((o) => !o)}
      >
        {badge}
      </button>
      <ul id={listId} className="account-menu-items" hidden={!open}>
        <li>
          <button type="button" onClick={() => show('wallet')}>
            {t('Wallet')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => show('transactions')}>
            {t('Transactions')}
          </button>
        </li>
        <li>
          <Link to={`/nfts/profile/${address.toLowerCase()}`} onClick={() => setOpen(false)}>
            {t('Your NFTs')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              void logout()
            }}
          >
            {t('Disconnect')}
          </button>
        </li>
      </ul>
    </div>
  )
}
