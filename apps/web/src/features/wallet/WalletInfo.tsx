import { useBalance, useConnection } from 'wagmi'
import { CopyButton } from '../../components/CopyButton'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useTranslation } from '../../i18n'
import { balanceValue } from './formatBalance'
import { isLowBnbBalance } from './lowBalance'
import { useAppChain } from './useAppChain'
import { useLogout } from './useLogout'
import { WALLET_POLLING_MS } from './walletPolling'

/** The Wallet tab: address with copy, BNB balance (with the low-balance warning), explorer link. */
export function WalletInfo() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const appChain = useAppChain()
  const logout = useLogout()
  const balance = useBalance({
    address,
    chainId: appChain.id,
    query: { enabled: !!address, refetchInterval: WALLET_POLLING_MS },
  })
  if (!address) return null
  const value = balance.data?.value

  return (
    <div className="wallet-info">
      <h3 className="wallet-label">{t('Your Address')}</h3>
      <p className="wallet-address">
        <output aria-label={t('Your Address')}>{address}</output>
        <CopyButton text={address} label={t('Copy address')} />
      </p>
      {isLowBnbBalance(value) ? (
        <div role="alert" className="wallet-warning">
          <strong>{t('BNB Balance Low')}</strong>
          <p>{t('You need BNB for transaction fees.')}</p>
        </div>
      ) : null}
      <p className="wallet-row">
        <span>{t('BNB Balance')}</span>
        <output aria-label={t('BNB Balance')}>
          {value !== undefined ? (
            <FormattedNumber value={balanceValue(value)} kind="balance" />
          ) : balance.isError ? (
            '—'
          ) : (
            '…'
          )}
        </output>
      </p>
      {appChain.explorerUrl ? (
        <a
          href={`${appChain.explorerUrl}/address/${address}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('View on BscScan')}
        </a>
      ) : null}
      <button type="button" className="wallet-secondary" onClick={() => void logout()}>
        {t('Disconnect Wallet')}
      </button>
    </div>
  )
}
