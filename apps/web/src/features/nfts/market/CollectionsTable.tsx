/**
 * Collections with their figures: volume, floor (lowest ask), items listed, trades and items.
 * Sortable by each column through real buttons in the headers; aria-sort names the order.
 */
import type { ApiCollection } from '@ghost/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useTranslation } from '../../../i18n'
import { NftImage } from '../components/NftImage'
import { NftPrice } from '../components/NftPrice'
import { collectionPath } from '../components/nftLinks'
import {
  type CollectionSort,
  type CollectionSortKey,
  DEFAULT_COLLECTION_SORT,
  nextCollectionSort,
  sortCollections,
} from './marketRules'
import './market.css'

export type CollectionsTableProps = {
  collections: readonly ApiCollection[]
  caption: string
  /** Show only the first rows (the overview's top collections). */
  limit?: number | undefined
  /** Whether the headers sort (the full list) or the order is fixed (the overview). */
  sortable?: boolean | undefined
}

type Column = { key: CollectionSortKey; label: string; end: boolean }

export function CollectionsTable({
  collections,
  caption,
  limit,
  sortable = true,
}: CollectionsTableProps) {
  const { t } = useTranslation()
  const [sort, setSort] = useState<CollectionSort>(DEFAULT_COLLECTION_SORT)
  const sorted = sortCollections(collections, sortable ? sort : DEFAULT_COLLECTION_SORT)
  const rows = limit === undefined ? sorted : sorted.slice(0, limit)
  const columns: Column[] = [
    { key: 'name', label: t('Collection'), end: false },
    { key: 'volume', label: t('Volume'), end: true },
    { key: 'floor', label: t('Floor'), end: true },
    { key: 'listed', label: t('Items listed'), end: true },
    { key: 'trades', label: t('Trades'), end: true },
    { key: 'items', label: t('Items'), end: true },
  ]
  if (rows.length === 0) return <p className="nft-empty">{t('No collections yet')}</p>
  return (
    <div className="nft-table-scroll">
      <table className="nft-table nft-collections-table">
        <caption className="nft-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sortable && sort.key === column.key
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.end ? 'nft-cell-end' : undefined}
                  aria-sort={active ? sort.direction : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="nft-sort-button"
                      onClick={() => setSort((current) => nextCollectionSort(current, column.key))}
                    >
                      {column.label}
                      {active ? (
                        <span aria-hidden="true">{sort.direction === 'ascending' ? '↑' : '↓'}</span>
                      ) : null}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((collection) => (
            <tr key={collection.address}>
              <th scope="row" className="nft-collection-cell">
                <Link to={collectionPath(collection.address)} className="nft-collection-link">
                  <NftImage src={collection.avatar} alt="" className="nft-collection-avatar" />
                  <span>{collection.name}</span>
                </Link>
              </th>
              <td className="nft-cell-end">
                <NftPrice wei={collection.totalVolumeBNB} />
              </td>
              <td className="nft-cell-end">
                {collection.floorPriceBNB === null ? (
                  '-'
                ) : (
                  <NftPrice wei={collection.floorPriceBNB} />
                )}
              </td>
              <td className="nft-cell-end">
                <FormattedNumber value={BigInt(collection.numberTokensListed)} kind="amount" />
              </td>
              <td className="nft-cell-end">
                <FormattedNumber value={BigInt(collection.totalTrades)} kind="amount" />
              </td>
              <td className="nft-cell-end">
                <FormattedNumber value={BigInt(collection.totalSupply)} kind="amount" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
