import type { ApiCollection } from '@ghost/sdk'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { testCollection } from '../test/apiFixtures'
import {
  DEFAULT_COLLECTION_SORT,
  gridLayout,
  nextCollectionSort,
  ORDERING_CHOICES,
  orderingChoiceId,
  rarityPercent,
  sortCollections,
  traitGroups,
  visibleRows,
} from './marketRules'

const collection = testCollection

describe('sortCollections', () => {
  const list = [
    collection('B', { totalVolumeBNB: '5', floorPriceBNB: '300', totalTrades: 2 }),
    collection('A', { totalVolumeBNB: '50', floorPriceBNB: null, totalTrades: 1 }),
    collection('C', { totalVolumeBNB: '1', floorPriceBNB: '100', totalTrades: 3 }),
  ]
  const names = (sorted: ApiCollection[]) => sorted.map((entry) => entry.name)

  test('by volume (the default) descending, by name ascending', () => {
    expect(names(sortCollections(list, DEFAULT_COLLECTION_SORT))).toEqual(['A', 'B', 'C'])
    expect(names(sortCollections(list, { key: 'name', direction: 'ascending' }))).toEqual([
      'A',
      'B',
      'C',
    ])
    expect(names(sortCollections(list, { key: 'trades', direction: 'descending' }))).toEqual([
      'C',
      'B',
      'A',
    ])
  })

  test('a collection without a floor is last both ways', () => {
    expect(names(sortCollections(list, { key: 'floor', direction: 'ascending' }))).toEqual([
      'C',
      'B',
      'A',
    ])
    expect(names(sortCollections(list, { key: 'floor', direction: 'descending' }))).toEqual([
      'B',
      'C',
      'A',
    ])
  })

  test('header clicks flip the same column, a new one starts descending', () => {
    const floor = nextCollectionSort(DEFAULT_COLLECTION_SORT, 'floor')
    expect(floor).toEqual({ key: 'floor', direction: 'descending' })
    expect(nextCollectionSort(floor, 'floor')).toEqual({ key: 'floor', direction: 'ascending' })
    expect(nextCollectionSort(floor, 'name')).toEqual({ key: 'name', direction: 'ascending' })
  })
})

describe('traits', () => {
  test('groups alphabetical, rarest value first, rarity in percent', () => {
    expect(traitGroups({ Hat: { Cap: 3, Crown: 1 }, Eyes: { Red: 2 } }, 4)).toEqual([
      { traitType: 'Eyes', values: [{ value: 'Red', count: 2, rarity: 50 }] },
      {
        traitType: 'Hat',
        values: [
          { value: 'Crown', count: 1, rarity: 25 },
          { value: 'Cap', count: 3, rarity: 75 },
        ],
      },
    ])
  })

  test('rarity stays within 0 to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 2000 }),
        fc.integer({ min: -5, max: 2000 }),
        (c, n) => {
          const rarity = rarityPercent(c, n)
          expect(rarity).toBeGreaterThanOrEqual(0)
          expect(rarity).toBeLessThanOrEqual(100)
        },
      ),
    )
    expect(rarityPercent(1, 0)).toBe(0)
  })
})

test('ordering choices: token id ascending is the default and each choice maps back', () => {
  expect(orderingChoiceId({ field: 'tokenId', direction: 'asc' })).toBe('tokenId')
  for (const choice of ORDERING_CHOICES) expect(orderingChoiceId(choice.ordering)).toBe(choice.id)
  expect(ORDERING_CHOICES.map((choice) => choice.label)).toEqual([
    'Token ID',
    'Recently listed',
    'Lowest price',
    'Highest price',
  ])
})

describe('virtual grid', () => {
  test('columns fit the width; one column at 390 px', () => {
    expect(
      gridLayout({ itemCount: 1000, width: 960, minColumnWidth: 160, gap: 16, bodyHeight: 96 }),
    ).toMatchObject({ columns: 5, rows: 200 })
    expect(
      gridLayout({ itemCount: 10, width: 358, minColumnWidth: 160, gap: 16, bodyHeight: 96 }),
    ).toMatchObject({ columns: 2, rows: 5 })
    expect(
      gridLayout({ itemCount: 3, width: 0, minColumnWidth: 160, gap: 16, bodyHeight: 96 }),
    ).toMatchObject({ columns: 1, rows: 3 })
  })

  test('a 1,000-item grid keeps far fewer than 300 items rendered wherever it is scrolled', () => {
    const layout = gridLayout({
      itemCount: 1000,
      width: 358,
      minColumnWidth: 160,
      gap: 16,
      bodyHeight: 96,
    })
    fc.assert(
      fc.property(fc.integer({ min: -400_000, max: 2000 }), (gridTop) => {
        const { start, end } = visibleRows({
          rows: layout.rows,
          rowHeight: layout.rowHeight,
          gridTop,
          viewportHeight: 844,
          overscan: 2,
        })
        expect(start).toBeGreaterThanOrEqual(0)
        expect(end).toBeLessThanOrEqual(layout.rows)
        expect(start).toBeLessThanOrEqual(end)
        expect((end - start) * layout.columns).toBeLessThan(300)
      }),
    )
  })

  test('the rows in view: scrolled past the grid top, and the grid below the fold (its overscan row only)', () => {
    expect(
      visibleRows({ rows: 100, rowHeight: 100, gridTop: -1000, viewportHeight: 500, overscan: 1 }),
    ).toEqual({ start: 9, end: 16 })
    expect(
      visibleRows({ rows: 100, rowHeight: 100, gridTop: 2000, viewportHeight: 500, overscan: 1 }),
    ).toEqual({ start: 0, end: 1 })
  })
})
