import { useTranslation } from '../../i18n'
import { useAppChain } from './useAppChain'
import { useWalletChainGuard } from './useWalletChainGuard'
import './wallet.css'

/**
 * Shown while the connected wallet is on another chain; mounting it also makes the app ask the
 * wallet to switch (once per wrong chain). Render it once, in the shell.
 */
export function WrongNetworkBanner() {
  const { t } = useTranslation()
  const appChain = useAppChain()
  const { wrongChain, switchNetwork, switching } = useWalletChainGuard()
  if (!wrongChain) return null
  return (
    <div role="alert" className="wrong-network">
      <p>
        <strong>{t('Wrong network')}</strong>{' '}
        {t('Please switch your wallet to %network%.', { network: appChain.name })}
      </p>
      <button type="button" disabled={switching} onClick={() => void switchNetwork()}>
        {t('Switch network')}
      </button>
    </div>
  )
}
