import { useTranslation } from '../../i18n'
import { openConnectModal } from '../../state/walletModals'
import { ConnectModal } from './lazyWalletModals'

/** Opens the connect modal; pages without a wallet (swap, pools, …) reuse it. */
export function ConnectWalletButton({ className }: { className?: string | undefined }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={ConnectModal.preload}
      onFocus={ConnectModal.preload}
      onClick={openConnectModal}
    >
      {t('Connect Wallet')}
    </button>
  )
}
