/**
 * /farms and /farms/history: every MasterChef farm with APR, liquidity, multiplier and the
 * account's earnings and stake; Live/Finished tabs, 'Staked only' (persisted per tab), card or
 * table view (persisted), search by symbol and sort (spec §2 Pools page layout, applied to farms).
 */
import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useConnection } from 'wagmi'
import { CardGrid, Page } from '../../components/layout'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useTranslation } from '../../i18n'
import { updateUserSettings, useUserSettings } from '../../state/settings/userSettings'
import { RoiCalculatorModal } from '../roi'
import { FarmCard } from './components/FarmCard'
import { FarmsTable } from './components/FarmsTable'
import { getAddLiquidityPath } from './config/getFarmConfig'
import { useFarmsData } from './data/useFarmsData'
import { useFarmsWithLpRewards } from './data/useFarmsWithLpRewards'
import { type FarmsTab, filterFarms } from './rules/filterFarms'
import type { FarmView } from './rules/getFarmView'
import { FARM_SORT_OPTIONS, type FarmSortOption, sortFarms } from './rules/sortFarms'
import { useFarmActions } from './useFarmActions'
import './farms.css'
import { ChainLoading } from '../chainNode'

/** Spec §9 generic search debounce. */
const SEARCH_DEBOUNCE_MS = 500

export function FarmsPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const tab: FarmsTab = pathname.startsWith('/farms/history') ? 'finished' : 'live'
  const { chainId, manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  const { farms: chainFarms, isLoading } = useFarmsData(account)
  const farms = useFarmsWithLpRewards(chainFarms)
  const actions = useFarmActions()
  const viewMode = useUserSettings((settings) => settings.farmsViewMode)
  const stakedOnlyByTab = useUserSettings((settings) => settings.farmStakedOnly)
  const stakedOnly = tab === 'finished' ? stakedOnlyByTab.onFinished : stakedOnlyByTab.live
  const [sort, setSort] = useState<FarmSortOption>('hot')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [roiFarm, setRoiFarm] = useState<number>()

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])

  const shown = useMemo(
    () => sortFarms(filterFarms(farms, { tab, stakedOnly, query }), sort),
    [farms, tab, stakedOnly, query, sort],
  )
  const wbnb = manifest.contracts.WBNB
  const addPath = (farm: FarmView) => getAddLiquidityPath(farm, wbnb)
  const roi = farms.find((farm) => farm.pid === roiFarm)
  const itemProps = {
    account,
    masterChef: manifest.contracts.MasterChef,
    chainId,
    actions,
    onOpenRoi: (farm: FarmView) => setRoiFarm(farm.pid),
  }

  return (
    <Page
      title={t('Farms')}
      subtitle={t('Stake LP tokens to earn.')}
      actions={
        <Link to="/farms/auction" className="button">
          {t('Farm Auctions')}
        </Link>
      }
    >
      <div className="farms-controls">
        <fieldset className="farms-segmented">
          <legend className="visually-hidden">{t('View')}</legend>
          <button
            type="button"
            aria-pressed={viewMode === 'CARD'}
            onClick={() => updateUserSettings({ farmsViewMode: 'CARD' })}
          >
            {t('Card View')}
          </button>
          <button
            type="button"
            aria-pressed={viewMode === 'TABLE'}
            onClick={() => updateUserSettings({ farmsViewMode: 'TABLE' })}
          >
            {t('Table View')}
          </button>
        </fieldset>
        <label className="farms-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={stakedOnly}
            checked={stakedOnly}
            onChange={(event) =>
              updateUserSettings({
                farmStakedOnly: {
                  ...stakedOnlyByTab,
                  [tab === 'finished' ? 'onFinished' : 'live']: event.target.checked,
                },
              })
            }
          />
          {t('Staked only')}
        </label>
        <nav className="farms-tabs" aria-label={t('Farms')}>
          <Link to="/farms" aria-current={tab === 'live' ? 'page' : undefined}>
            {t('Live')}
          </Link>
          <Link to="/farms/history" aria-current={tab === 'finished' ? 'page' : undefined}>
            {t('Finished')}
          </Link>
        </nav>
        <label className="farms-field">
          {t('Sort by')}
          <select value={sort} onChange={(event) => setSort(event.target.value as FarmSortOption)}>
            {FARM_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="farms-field">
          {t('Search')}
          <input
            type="search"
            placeholder={t('Search Farms')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      {tab === 'finished' ? (
        <p className="farms-warning" role="note">
          {t('These farms no longer distribute rewards. Please unstake your tokens from them.')}
        </p>
      ) : null}
      {isLoading && farms.length === 0 ? (
        <p className="farm-muted">
          <ChainLoading />
        </p>
      ) : shown.length === 0 ? (
        <p className="farm-muted">{t('No farms found')}</p>
      ) : viewMode === 'TABLE' ? (
        <FarmsTable {...itemProps} farms={shown} getAddLiquidityPath={addPath} />
      ) : (
        <CardGrid>
          {shown.map((farm) => (
            <FarmCard key={farm.pid} {...itemProps} farm={farm} addLiquidityPath={addPath(farm)} />
          ))}
        </CardGrid>
      )}
      {roi?.apr && roi.lpTokenPriceUsd && roi.earningTokenPriceUsd ? (
        <RoiCalculatorModal
          apr={roi.apr}
          stakingTokenSymbol={roi.lpSymbol}
          stakingTokenPrice={roi.lpTokenPriceUsd}
          earningTokenSymbol={roi.earningToken.symbol ?? ''}
          earningTokenPrice={roi.earningTokenPriceUsd}
          stakingTokenBalance={account ? roi.user?.tokenBalance : undefined}
          multiplier={roi.multiplier}
          linkLabel={t('Get %symbol%', { symbol: roi.lpSymbol })}
          linkHref={addPath(roi)}
          onDismiss={() => setRoiFarm(undefined)}
        />
      ) : null}
    </Page>
  )
}
