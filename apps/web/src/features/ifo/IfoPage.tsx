/**
 * `/ifo`: the current initial offering sale (the live one, else the latest finished, else the
 * next to start; `?sale=` names another, as the history's links do) with its two pools, commit
 * and harvest, the next sale announced when another is shown, and the way to the past sales.
 * Sales come from the chain (the manifest's IFO deployer); without one in this world the page
 * says so. A `?sale=` that names no sale of this deployer shows the current one and says so.
 */
import { Link, useSearchParams } from 'react-router'
import { useConnection } from 'wagmi'
import { useBlock } from '../../chain/block/BlockProvider'
import { useChainNow } from '../../chain/clock/chainNow'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ChainLoading } from '../chainNode'
import { SaleCard } from './components/SaleCard'
import { UpcomingSale } from './components/UpcomingSale'
import { useIfoSales } from './data/useIfoSales'
import { chooseSale, pickIfoSales, SALE_PARAM } from './rules/ifoRules'
import './ifo.css'

export function IfoPage() {
  const { t } = useTranslation()
  const { address } = useConnection()
  const { refresh } = useBlock()
  const [params] = useSearchParams()
  const state = useIfoSales()
  const now = useChainNow(state.blockTimestamp)
  const subtitle = t(
    'Buy new tokens with CAKE: a basic sale with a cap per wallet, and an unlimited sale where everyone gets their share.',
  )
  const pastLink = (
    <p className="ifo-links">
      <Link to="/ifo/history">{t('Past sales')}</Link>
    </p>
  )

  if (!state.deployer) {
    return (
      <Page title={t('IFO')} subtitle={subtitle}>
        <Card>
          <p>{t('IFO is not available on this network.')}</p>
        </Card>
      </Page>
    )
  }
  if (state.failed) {
    return (
      <Page title={t('IFO')} subtitle={subtitle}>
        <Card>
          <p role="alert">{t('Could not read the sales. Try again later.')}</p>
          <div className="ifo-actions">
            <button type="button" className="button-primary" onClick={() => void refresh()}>
              {t('Retry')}
            </button>
          </div>
        </Card>
      </Page>
    )
  }
  const { sales, cake, profile } = state
  if (!sales || now === undefined || !cake || !profile) {
    return (
      <Page title={t('IFO')} subtitle={subtitle}>
        <Card busy>
          <p>
            <ChainLoading />
          </p>
        </Card>
      </Page>
    )
  }

  const choice = chooseSale(params.get(SALE_PARAM), sales)
  const { current, next } = pickIfoSales(sales, now)
  const shown = choice.kind === 'found' ? choice.sale : current
  const upcoming = next && next.address !== shown?.address ? next : undefined

  return (
    <Page title={t('IFO')} subtitle={subtitle}>
      <div className="ifo-layout">
        {choice.kind === 'unknown' ? (
          <p className="ifo-notice" role="status">
            {t('There is no sale at this address: here is the current one.')}
          </p>
        ) : null}
        {shown ? (
          <SaleCard
            key={shown.address}
            sale={shown}
            now={now}
            cake={cake}
            profile={profile}
            account={address}
          />
        ) : (
          <Card>
            <p>{t('No sale yet. The first one will appear here.')}</p>
          </Card>
        )}
        {upcoming ? <UpcomingSale sale={upcoming} now={now} /> : null}
        {pastLink}
      </div>
    </Page>
  )
}
