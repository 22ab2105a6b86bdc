/**
 * /liquidity (spec §2): the account's LP positions, wallet and farm-staked, as expandable cards,
 * with the way to add liquidity and to import a pool that is not listed.
 */
import { Link } from 'react-router'
import { useConnection } from 'wagmi'
import { PageHeader } from '../../components/PageHeader'
import { useTranslation } from '../../i18n'
import { SettingsButton } from '../settings'
import { RecentTransactionsButton } from '../transactions'
import { ConnectWalletButton } from '../wallet'
import { FullPositionCard } from './PositionCard'
import { useLiquidityPositions } from './useLiquidityPositions'
import './liquidity.css'
import { ChainLoading } from '../chainNode'

export function LiquidityPage() {
  const { t } = useTranslation()
  const { address: account } = useConnection()
  const { positions, loading } = useLiquidityPositions(account)

  return (
    <section className="page-body liquidity-page">
      <div className="liquidity-panel">
        <PageHeader
          title={t('Liquidity')}
          subtitle={t('Add liquidity to receive LP tokens')}
          actions={
            <>
              <SettingsButton />
              <RecentTransactionsButton />
            </>
          }
        />
        <Link className="button liquidity-main-button" to="/add">
          {t('Add Liquidity')}
        </Link>
        <h2 className="liquidity-section-title">{t('Your Liquidity')}</h2>
        {!account ? (
          <div className="liquidity-empty">
            <p>{t('Connect to a wallet to view your liquidity.')}</p>
            <ConnectWalletButton />
          </div>
        ) : positions.length > 0 ? (
          <div className="position-list">
            {positions.map((position) => (
              <FullPositionCard key={position.pair.address} position={position} />
            ))}
          </div>
        ) : loading ? (
          <p className="liquidity-empty" role="status">
            <ChainLoading />
          </p>
        ) : (
          <p className="liquidity-empty">{t('No liquidity found.')}</p>
        )}
        <p className="liquidity-import-hint">
          {t("Don't see a pool you joined?")}{' '}
          <Link className="text-link" to="/find">
            {t('Import it.')}
          </Link>
        </p>
      </div>
    </section>
  )
}
