/**
 * /pools and /pools/history (spec §2): every pool of the deployment, read in one multicall round
 * per block, filtered by tab, Staked only and the earning-token search, sorted (Hot by default),
 * 12 at a time as the list scrolls, as cards or table rows.
 */
import { useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { CardGrid, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { EXTERNAL_LINKS } from '../../layout/menuConfig'
import { updateUserSettings, useUserSettings } from '../../state/settings/userSettings'
import { PoolCard } from './components/PoolCard'
import { PoolsControls } from './components/PoolsControls'
import { PoolTable } from './components/PoolTable'
import { useInfiniteCount } from './components/useInfiniteCount'
import { usePoolsData } from './data/usePoolsData'
import { filterPools, hasStakeInFinishedPools, type PoolsTab } from './rules/filterPools'
import { DEFAULT_POOL_SORT, type PoolSortKey, sortPools } from './rules/sortPools'
import './pools.css'

export function PoolsPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const tab: PoolsTab = pathname.replace(/\/$/, '').endsWith('/history') ? 'finished' : 'live'
  const { pools, account } = usePoolsData()
  const viewMode = useUserSettings((settings) => settings.poolsViewMode)
  const stakedOnly = useUserSettings((settings) => settings.poolStakedOnly)
  const [sortBy, setSortBy] = useState<PoolSortKey>(DEFAULT_POOL_SORT)
  const [query, setQuery] = useState('')
  const hasAccount = !!account

  const shown = useMemo(
    () => sortPools(filterPools(pools, { tab, stakedOnly, query }), sortBy),
    [pools, tab, stakedOnly, query, sortBy],
  )
  const showFinishedTab = tab === 'finished' || hasStakeInFinishedPools(pools)
  const [count, sentinel] = useInfiniteCount(
    shown.length,
    `${tab}|${stakedOnly}|${query}|${sortBy}|${viewMode}`,
  )
  const page = shown.slice(0, count)

  return (
    <Page
      title={t('Pools')}
      subtitle={t('Just stake some tokens to earn. High APR, low risk.')}
      actions={
        <a
          className="pools-help"
          href={EXTERNAL_LINKS.docs}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('Help')}
        </a>
      }
    >
      <PoolsControls
        tab={tab}
        showFinishedTab={showFinishedTab}
        viewMode={viewMode}
        onViewMode={(mode) => updateUserSettings({ poolsViewMode: mode })}
        stakedOnly={stakedOnly}
        onStakedOnly={(on) => updateUserSettings({ poolStakedOnly: on })}
        sortBy={sortBy}
        onSortBy={setSortBy}
        query={query}
        onQuery={setQuery}
      />
      {tab === 'finished' ? (
        <p role="alert" className="pools-finished-warning">
          {t('These pools are no longer distributing rewards. Please unstake your tokens.')}
        </p>
      ) : null}
      {page.length === 0 ? (
        <p className="pools-empty">{t('No results')}</p>
      ) : viewMode === 'TABLE' ? (
        <PoolTable pools={page} hasAccount={hasAccount} />
      ) : (
        <CardGrid>
          {page.map((pool) => (
            <PoolCard key={pool.sousId} pool={pool} hasAccount={hasAccount} />
          ))}
        </CardGrid>
      )}
      {count < shown.length ? (
        <div ref={sentinel} className="pools-sentinel" aria-hidden="true" />
      ) : null}
    </Page>
  )
}
