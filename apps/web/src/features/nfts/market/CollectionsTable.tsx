/**
 * Collections with their figures: volume, floor (lowest ask), items listed, trades and items.
 * Sortable by each column through real buttons in the headers; aria-sort names the order. Built on
 * the layout's list rows: a table on wide screens, a list of labelled rows on phones.
 */
import type { ApiCollection } from '@ghost/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { type ListColumn, ListRows } from '../../../components/layout'
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

type Column = ListColumn<ApiCollection> & { key: CollectionSortKey }

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
  const count = (value: number) => <FormattedNumber value={BigInt(value)} kind="amount" />
  const columns: Column[] = [
    {
      key: 'name',
      header: t('Collection'),
      rowHeader: true,
      cell: (collection) => (
        <Link to={collectionPath(collection.address)} className="nft-collection-link">
          <NftImage
            src={collection.avatar}
            alt=""
            initialOf={collection.name}
            className="nft-collection-avatar"
          />
          <span>{collection.name}</span>
        </Link>
      ),
    },
    {
      key: 'volume',
      header: t('Volume'),
      align: 'end',
      cell: (collection) => <NftPrice wei={collection.totalVolumeBNB} />,
    },
    {
      key: 'floor',
      header: t('Floor'),
      align: 'end',
      cell: (collection) =>
        collection.floorPriceBNB === null ? '-' : <NftPrice wei={collection.floorPriceBNB} />,
    },
    {
      key: 'listed',
      header: t('Items listed'),
      align: 'end',
      cell: (collection) => count(collection.numberTokensListed),
    },
    {
      key: 'trades',
      header: t('Trades'),
      align: 'end',
      cell: (collection) => count(collection.totalTrades),
    },
    {
      key: 'items',
      header: t('Items'),
      align: 'end',
      cell: (collection) => count(collection.totalSupply),
    },
  ]
  if (rows.length === 0) return <p className="nft-empty">{t('No collections yet')}</p>
  return (
    <table className="ui-list nft-table nft-collections-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const active = sortable && sort.key === column.key
            return (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'ui-list-end' : undefined}
                aria-sort={active ? sort.direction : undefined}
              >
                {sortable ? (
                  <button
                    type="button"
                    className="nft-sort-button"
                    onClick={() => setSort((current) => nextCollectionSort(current, column.key))}
                  >
                    {column.header}
                    {active ? (
                      <span aria-hidden="true">{sort.direction === 'ascending' ? '↑' : '↓'}</span>
                    ) : null}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            )
          })}
        </tr>
      </thead>
      <ListRows columns={columns} rows={rows} rowKey={(collection) => collection.address} />
    </table>
  )
}
