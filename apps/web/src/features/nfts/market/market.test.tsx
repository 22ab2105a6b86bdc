// @vitest-environment jsdom
import type { ApiToken } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createI18n } from '../../../i18n'
import { testCollection, testToken } from '../test/apiFixtures'
import { CollectionsTable } from './CollectionsTable'
import { TraitFilters } from './TraitFilters'
import { VirtualNftGrid } from './VirtualNftGrid'

afterEach(cleanup)

function renderIn(node: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  )
}

const collection = testCollection

function token(index: number): ApiToken {
  return testToken({
    tokenId: String(index),
    name: `Item ${index}`,
    collection: { name: 'Big', address: '0x00000000000000000000000000000000000000bb' },
  })
}

describe('CollectionsTable', () => {
  const list = [
    collection('Spectral Shapes', {
      totalVolumeBNB: '1000000000000000000',
      floorPriceBNB: '600000000000000000',
    }),
    collection('Ghost Squad', {
      totalVolumeBNB: '2000000000000000000',
      floorPriceBNB: '300000000000000000',
      numberTokensListed: 4,
    }),
  ]
  const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent)

  test('volume descending first; headers are buttons that sort with aria-sort', () => {
    renderIn(<CollectionsTable collections={list} caption="Collections" />)
    expect(rowNames()).toEqual(['Ghost Squad', 'Spectral Shapes'])
    const volume = screen.getByRole('columnheader', { name: /Volume/ })
    expect(volume.getAttribute('aria-sort')).toBe('descending')
    fireEvent.click(within(volume).getByRole('button'))
    expect(volume.getAttribute('aria-sort')).toBe('ascending')
    expect(rowNames()).toEqual(['Spectral Shapes', 'Ghost Squad'])
    const floor = screen.getByRole('columnheader', { name: 'Floor' })
    fireEvent.click(within(floor).getByRole('button'))
    expect(floor.getAttribute('aria-sort')).toBe('descending')
    expect(volume.getAttribute('aria-sort')).toBeNull()
    expect(rowNames()).toEqual(['Spectral Shapes', 'Ghost Squad'])
    const ghost = screen.getByRole('row', { name: /Ghost Squad/ })
    expect(ghost.textContent).toContain('0.3 BNB')
    expect(within(ghost).getByRole('link').getAttribute('href')).toBe(
      `/nfts/collections/${list[1]?.address}`,
    )
  })

  test("a collection without an avatar shows its name's initial, not an empty circle", () => {
    const avatar = 'http://api.test/ipfs/bafyavatar'
    const { container } = renderIn(
      <CollectionsTable
        collections={[collection('ghost Squad'), collection('Spectral Shapes', { avatar })]}
        caption="Collections"
        sortable={false}
      />,
    )
    const circles = container.querySelectorAll('.nft-collection-avatar')
    expect(circles).toHaveLength(2)
    const [initial, image] = [...circles]
    // decorative (the name beside it is the link's text): hidden, its initial drawn by CSS
    expect(initial?.getAttribute('aria-hidden')).toBe('true')
    expect(initial?.getAttribute('data-initial')).toBe('G')
    expect(image?.querySelector('img')?.getAttribute('src')).toBe(avatar)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'ghost Squad',
      'Spectral Shapes',
    ])
  })
})

describe('TraitFilters', () => {
  test('each value is a checkbox with its count and rarity', () => {
    const onToggle = vi.fn()
    renderIn(
      <TraitFilters
        distribution={{ Hat: { Cap: 3, Crown: 1 } }}
        tokens={20}
        selected={{ Hat: ['Crown'] }}
        onToggle={onToggle}
        onClear={() => {}}
      />,
    )
    const crown = screen.getByRole('checkbox', { name: 'Crown 1 5.00%' })
    expect((crown as HTMLInputElement).checked).toBe(true)
    const cap = screen.getByRole('checkbox', { name: 'Cap 3 15.00%' })
    fireEvent.click(cap)
    expect(onToggle).toHaveBeenCalledWith('Hat', 'Cap')
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy()
  })
})

describe('VirtualNftGrid', () => {
  test('1,000 items keep fewer than 300 cards in the DOM and ask for more near the end', () => {
    const tokens = Array.from({ length: 1000 }, (_, index) => token(index + 1))
    const onLoadMore = vi.fn()
    renderIn(
      <VirtualNftGrid
        tokens={tokens}
        label="Items of Big"
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    )
    const grid = screen.getByRole('region', { name: 'Items of Big' })
    const links = within(grid).getAllByRole('link')
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThan(300)
    expect(links[0]?.getAttribute('href')).toBe(
      '/nfts/collections/0x00000000000000000000000000000000000000bb/1',
    )
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  test('a short list asks for the next page at once', () => {
    const onLoadMore = vi.fn()
    renderIn(
      <VirtualNftGrid
        tokens={[token(1), token(2)]}
        label="Items"
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    )
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })
})
