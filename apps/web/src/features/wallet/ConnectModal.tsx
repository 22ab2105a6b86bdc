import { Modal } from '../../components/Modal'
import { useTranslation } from '../../i18n'
import { closeWalletModals } from '../../state/walletModals'
import { useWalletChoices } from './useWalletChoices'
import { useWalletLogin } from './useWalletLogin'

/** 'Connect Wallet': one button per available wallet, by name. */
export function ConnectModal() {
  const { t } = useTranslation()
  const options = useWalletChoices()
  const { login, pendingUid } = useWalletLogin()

  return (
    <Modal title={t('Connect Wallet')} onDismiss={closeWalletModals}>
      <ul className="wallet-options">
        {options.map((option) => (
          <li key={option.uid}>
            <button
              type="button"
              disabled={pendingUid !== undefined}
              aria-busy={pendingUid === option.uid || undefined}
              onClick={() => void login(option.connector)}
            >
              {option.connector.icon ? (
                <img src={option.connector.icon} alt="" width={24} height={24} />
              ) : null}
              {option.translate ? t(option.name) : option.name}
            </button>
          </li>
        ))}
      </ul>
      {pendingUid !== undefined ? (
        <p className="wallet-note" role="status">
          {t('Confirm the connection in your wallet')}
        </p>
      ) : null}
    </Modal>
  )
}
