/**
 * Trait filters: every trait type with its values, each a checkbox labelled with its count and
 * rarity (share of the collection's tokens). Several values of one trait are alternatives;
 * traits combine (spec §3 activeFilters).
 */
import { Fraction } from '@ghost/sdk'
import { useState } from 'react'
import type { TraitFilters as TraitFilterState } from '../../../api/nfts/collectionTokensQuery'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { traitGroups } from './marketRules'

export type TraitFiltersProps = {
  distribution: Record<string, Record<string, number>>
  /** How many tokens the collection has (the rarity's denominator). */
  tokens: number
  selected: TraitFilterState
  onToggle: (traitType: string, value: string) => void
  onClear: () => void
}

function wideScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true
  return window.matchMedia('(min-width: 800px)').matches
}

export function TraitFilters({
  distribution,
  tokens,
  selected,
  onToggle,
  onClear,
}: TraitFiltersProps) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const groups = traitGroups(distribution, tokens)
  // open beside the grid on wide screens; folded above it on phones
  const [open, setOpen] = useState(wideScreen)
  if (groups.length === 0) return null
  const active = Object.values(selected).some((values) => values.length > 0)
  const chosenCount = Object.values(selected).reduce((sum, values) => sum + values.length, 0)
  return (
    <section className="nft-traits" aria-label={t('Filter by trait')}>
      <details
        className="nft-traits-panel"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="nft-traits-summary">
          {t('Traits')}
          {active ? ` (${format.format(BigInt(chosenCount), { decimals: 0 })})` : ''}
        </summary>
        {active ? (
          <button type="button" className="nft-link-button" onClick={onClear}>
            {t('Clear filters')}
          </button>
        ) : null}
        {groups.map((group) => {
          const chosen = selected[group.traitType] ?? []
          return (
            <details key={group.traitType} className="nft-trait" open={chosen.length > 0}>
              <summary>
                {group.traitType}
                {chosen.length > 0
                  ? ` (${format.format(BigInt(chosen.length), { decimals: 0 })})`
                  : ''}
              </summary>
              <ul>
                {group.values.map((entry) => {
                  const count = format.format(BigInt(entry.count), { decimals: 0 })
                  const rarity = format.format(
                    tokens > 0 ? new Fraction(BigInt(entry.count), BigInt(tokens)) : 0n,
                    { style: 'percent', decimals: 2 },
                  )
                  return (
                    <li key={entry.value}>
                      <label className="nft-trait-value">
                        <input
                          type="checkbox"
                          checked={chosen.includes(entry.value)}
                          onChange={() => onToggle(group.traitType, entry.value)}
                        />
                        <span className="nft-trait-name">{entry.value}</span>{' '}
                        <span className="nft-trait-count">{count}</span>{' '}
                        <span className="nft-trait-rarity">{rarity}</span>
                      </label>
                    </li>
                  )
                })}
              </ul>
            </details>
          )
        })}
      </details>
    </section>
  )
}
