/**
 * A collection's Items tab: All / On Sale, the ordering select, trait filters with counts and
 * rarity, and the virtualised grid loading 100 items a page as it scrolls (spec §3, §4, §9).
 * The filter state is idle or loading; a trait filter's result replaces the list.
 */
import { useCallback, useId, useState } from 'react'
import {
  type CollectionTokensQuery,
  DEFAULT_TOKENS_QUERY,
  toggleTrait,
} from '../../../api/nfts/collectionTokensQuery'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { useCollectionTokens } from '../data/hooks'
import { ORDERING_CHOICES, orderingChoiceId } from './marketRules'
import { TraitFilters } from './TraitFilters'
import { VirtualNftGrid } from './VirtualNftGrid'
import './market.css'

export type CollectionItemsProps = { address: string; collectionName: string }

export function CollectionItems({ address, collectionName }: CollectionItemsProps) {
  const { t } = useTranslation()
  const selectId = useId()
  const format = useNumberFormat()
  const [query, setQuery] = useState<CollectionTokensQuery>(DEFAULT_TOKENS_QUERY)
  const list = useCollectionTokens(address, query)
  // The whole collection (cached: the default list), for the trait counts' denominator.
  const everything = useCollectionTokens(address)
  const distribution =
    Object.keys(list.attributesDistribution).length > 0
      ? list.attributesDistribution
      : everything.attributesDistribution
  const loading = list.isPending || (list.isFetching && !list.isFetchingNextPage)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const loadMore = useCallback(() => {
    void fetchNextPage()
  }, [fetchNextPage])

  return (
    <div className="nft-items">
      <aside className="nft-items-side">
        <TraitFilters
          distribution={distribution}
          tokens={everything.total}
          selected={query.traits}
          onToggle={(traitType, value) =>
            setQuery((current) => ({
              ...current,
              traits: toggleTrait(current.traits, traitType, value),
            }))
          }
          onClear={() => setQuery((current) => ({ ...current, traits: {} }))}
        />
      </aside>
      <div className="nft-items-main">
        <div className="nft-items-bar">
          <fieldset className="nft-toggle-group">
            <legend className="nft-visually-hidden">{t('Show')}</legend>
            <button
              type="button"
              className="nft-toggle"
              aria-pressed={!query.onSale}
              onClick={() => setQuery((current) => ({ ...current, onSale: false }))}
            >
              {t('All')}
            </button>
            <button
              type="button"
              className="nft-toggle"
              aria-pressed={query.onSale}
              onClick={() => setQuery((current) => ({ ...current, onSale: true }))}
            >
              {t('On Sale')}
            </button>
          </fieldset>
          <div className="nft-items-order">
            <label htmlFor={selectId}>{t('Sort by')}</label>
            <select
              id={selectId}
              value={orderingChoiceId(query.ordering)}
              onChange={(event) => {
                const choice = ORDERING_CHOICES.find((entry) => entry.id === event.target.value)
                if (choice) setQuery((current) => ({ ...current, ordering: choice.ordering }))
              }}
            >
              {ORDERING_CHOICES.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {t(choice.label)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="nft-items-count" aria-live="polite">
          {loading
            ? t('Loading…')
            : list.total === 1
              ? t('1 item')
              : t('%count% items', { count: format.format(BigInt(list.total), { decimals: 0 }) })}
        </p>
        {!loading && list.tokens.length === 0 ? (
          <p className="nft-empty">{t('No NFTs found')}</p>
        ) : (
          <div aria-busy={loading}>
            <VirtualNftGrid
              tokens={list.tokens}
              label={t('Items of %collection%', { collection: collectionName })}
              hasMore={hasNextPage}
              loadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
            />
          </div>
        )}
      </div>
    </div>
  )
}
