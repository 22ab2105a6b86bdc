/**
 * Pure rules of the market screens: sorting collections, trait rarity, the ordering choices, and
 * the rows of a virtualised grid.
 */
import type { ApiCollection } from '@ghost/sdk'
import type { TokenOrdering } from '../../../api/nfts/collectionTokensQuery'
import { msg } from '../../../i18n'

export type CollectionSortKey = 'name' | 'volume' | 'floor' | 'listed' | 'trades' | 'items'
export type SortDirection = 'ascending' | 'descending'
export type CollectionSort = { key: CollectionSortKey; direction: SortDirection }

export const DEFAULT_COLLECTION_SORT: CollectionSort = { key: 'volume', direction: 'descending' }

function digitsValue(value: string | null): bigint | null {
  return value !== null && /^\d+$/.test(value) ? BigInt(value) : null
}

function compareBig(a: bigint | null, b: bigint | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Collections in the chosen order; ties by name then address. A collection without a floor goes
 * last whichever way the floor is sorted.
 */
export function sortCollections(
  collections: readonly ApiCollection[],
  { key, direction }: CollectionSort,
): ApiCollection[] {
  const sign = direction === 'ascending' ? 1 : -1
  const compare = (a: ApiCollection, b: ApiCollection): number => {
    switch (key) {
      case 'name':
        return sign * a.name.localeCompare(b.name)
      case 'volume':
        return sign * compareBig(digitsValue(a.totalVolumeBNB), digitsValue(b.totalVolumeBNB))
      case 'floor': {
        const fa = digitsValue(a.floorPriceBNB)
        const fb = digitsValue(b.floorPriceBNB)
        if (fa === null || fb === null) return compareBig(fa, fb)
        return sign * compareBig(fa, fb)
      }
      case 'listed':
        return sign * (a.numberTokensListed - b.numberTokensListed)
      case 'trades':
        return sign * (a.totalTrades - b.totalTrades)
      case 'items':
        return sign * (a.totalSupply - b.totalSupply)
    }
  }
  return [...collections].sort(
    (a, b) => compare(a, b) || a.name.localeCompare(b.name) || (a.address < b.address ? -1 : 1),
  )
}

/** A header click: the same column flips, a new one starts descending (names ascending). */
export function nextCollectionSort(
  current: CollectionSort,
  key: CollectionSortKey,
): CollectionSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' }
}

export type TraitValueCount = {
  value: string
  count: number
  /** Share of the collection's tokens with this value, in percent. */
  rarity: number
}

export type TraitGroup = { traitType: string; values: TraitValueCount[] }

/**
 * The trait filters' groups: every trait type (alphabetical) with its values, the rarest first,
 * each with its count and rarity (count / tokens × 100). `tokens` 0 gives rarity 0.
 */
export function traitGroups(
  distribution: Record<string, Record<string, number>>,
  tokens: number,
): TraitGroup[] {
  return Object.keys(distribution)
    .sort((a, b) => a.localeCompare(b))
    .map((traitType) => ({
      traitType,
      values: Object.entries(distribution[traitType] ?? {})
        .map(([value, count]) => ({ value, count, rarity: rarityPercent(count, tokens) }))
        .sort((a, b) => a.count - b.count || a.value.localeCompare(b.value)),
    }))
}

export function rarityPercent(count: number, tokens: number): number {
  if (tokens <= 0 || count <= 0) return 0
  return Math.min(100, (count / tokens) * 100)
}

export type OrderingChoice = { id: string; label: string; ordering: TokenOrdering }

/** The ordering select's choices (spec §3: token id ascending by default). */
export const ORDERING_CHOICES: readonly OrderingChoice[] = [
  { id: 'tokenId', label: msg('Token ID'), ordering: { field: 'tokenId', direction: 'asc' } },
  {
    id: 'listed',
    label: msg('Recently listed'),
    ordering: { field: 'listed', direction: 'desc' },
  },
  { id: 'priceAsc', label: msg('Lowest price'), ordering: { field: 'price', direction: 'asc' } },
  {
    id: 'priceDesc',
    label: msg('Highest price'),
    ordering: { field: 'price', direction: 'desc' },
  },
]

export function orderingChoiceId(ordering: TokenOrdering): string {
  return (
    ORDERING_CHOICES.find(
      (choice) =>
        choice.ordering.field === ordering.field &&
        choice.ordering.direction === ordering.direction,
    )?.id ?? 'tokenId'
  )
}

export type GridLayoutParameters = {
  itemCount: number
  /** The grid's inner width in px. */
  width: number
  minColumnWidth: number
  gap: number
  /** Height of a card's text below its square image. */
  bodyHeight: number
}

export type GridLayout = { columns: number; columnWidth: number; rowHeight: number; rows: number }

/** Columns that fit at least `minColumnWidth` each, square images, one row height for all. */
export function gridLayout({
  itemCount,
  width,
  minColumnWidth,
  gap,
  bodyHeight,
}: GridLayoutParameters): GridLayout {
  const usable = Math.max(width, minColumnWidth)
  const columns = Math.max(1, Math.floor((usable + gap) / (minColumnWidth + gap)))
  const columnWidth = (usable - gap * (columns - 1)) / columns
  const rowHeight = Math.ceil(columnWidth + bodyHeight + gap)
  return { columns, columnWidth, rowHeight, rows: Math.ceil(itemCount / columns) }
}

export type VisibleRowsParameters = {
  rows: number
  rowHeight: number
  /** Where the grid's top is relative to the viewport's top (negative once scrolled past). */
  gridTop: number
  viewportHeight: number
  /** Rows rendered beyond each edge. */
  overscan: number
}

/** The rows [start, end) of a window-scrolled grid that are in or near the viewport. */
export function visibleRows({
  rows,
  rowHeight,
  gridTop,
  viewportHeight,
  overscan,
}: VisibleRowsParameters): { start: number; end: number } {
  if (rows <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, -gridTop) / rowHeight)
  const last = Math.ceil(Math.max(0, viewportHeight - gridTop) / rowHeight)
  const start = Math.max(0, Math.min(rows, first - overscan))
  const end = Math.min(rows, Math.max(start, last + overscan))
  return { start, end }
}
