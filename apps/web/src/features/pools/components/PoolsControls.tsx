/** The bar above the pool list: view toggle, Live/Finished tabs, Staked only, Sort by, search. */
import { useId } from 'react'
import { NavLink } from 'react-router'
import { useTranslation } from '../../../i18n'
import type { ViewMode } from '../../../state/settings/userSettings'
import type { PoolsTab } from '../rules/filterPools'
import { POOL_SORT_OPTIONS, type PoolSortKey } from '../rules/sortPools'
import { SearchInput } from './SearchInput'
import { SortSelect } from './SortSelect'

export type PoolsControlsProps = {
  tab: PoolsTab
  showFinishedTab: boolean
  viewMode: ViewMode
  onViewMode: (mode: ViewMode) => void
  stakedOnly: boolean
  onStakedOnly: (on: boolean) => void
  sortBy: PoolSortKey
  onSortBy: (sortBy: PoolSortKey) => void
  query: string
  onQuery: (query: string) => void
}

export function PoolsControls(props: PoolsControlsProps) {
  const { t } = useTranslation()
  const searchId = useId()
  const sortOptions = POOL_SORT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))
  return (
    <div className="pools-controls">
      <fieldset className="pools-view-toggle">
        <legend className="visually-hidden">{t('View')}</legend>
        <button
          type="button"
          aria-pressed={props.viewMode === 'CARD'}
          onClick={() => props.onViewMode('CARD')}
        >
          {t('Card View')}
        </button>
        <button
          type="button"
          aria-pressed={props.viewMode === 'TABLE'}
          onClick={() => props.onViewMode('TABLE')}
        >
          {t('Table View')}
        </button>
      </fieldset>
      <label className="pools-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={props.stakedOnly}
          checked={props.stakedOnly}
          onChange={(event) => props.onStakedOnly(event.target.checked)}
        />
        <span>{t('Staked only')}</span>
      </label>
      <nav className="pools-tabs" aria-label={t('Pool status')}>
        <NavLink to="/pools" end>
          {t('Live')}
        </NavLink>
        {props.showFinishedTab ? <NavLink to="/pools/history">{t('Finished')}</NavLink> : null}
      </nav>
      <SortSelect
        label={t('Sort by')}
        options={sortOptions}
        value={props.sortBy}
        onChange={props.onSortBy}
      />
      <div className="pools-search-field">
        <label htmlFor={searchId} className="pools-control-label">
          {t('Search')}
        </label>
        <SearchInput
          id={searchId}
          placeholder={t('Search Pools')}
          initialValue={props.query}
          onChange={props.onQuery}
        />
      </div>
    </div>
  )
}
