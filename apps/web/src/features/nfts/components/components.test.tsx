// @vitest-environment jsdom
import type { Manifest } from '@ghost/contracts/manifest'
import type { ApiToken } from '@ghost/sdk'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import type { ActivityEvent } from '../../../api/nfts/activity'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { testToken } from '../test/apiFixtures'
import { ActivityTypeFilters, NftActivityTable } from './NftActivityTable'
import { NftCard } from './NftCard'
import { NftImage } from './NftImage'
import { NftPrice } from './NftPrice'

afterEach(cleanup)

const runtime: RuntimeConfig = {
  chainId: 1337,
  rpcUrl: 'http://127.0.0.1:1',
  apiUrl: 'http://127.0.0.1:1',
  manifest: { chainId: 1337, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
}

function renderIn(node: ReactNode) {
  return render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const SQUAD = '0x00000000000000000000000000000000000000aa'

function apiToken(fields: Partial<ApiToken> = {}): ApiToken {
  return testToken({
    tokenId: '12',
    name: 'Ghost #12',
    image: { original: null, thumbnail: 'http://api/ipfs/thumb' },
    onOrder: 1,
    onOrderPrice: '300000000000000000',
    collection: { name: 'Ghost Squad', address: SQUAD },
    location: 'For Sale',
    currentAskPrice: '300000000000000000',
    isTradable: true,
    ...fields,
  })
}

describe('NftPrice', () => {
  test('wei is written as BNB through the formatter, never raw', () => {
    renderIn(<NftPrice wei="1234567890000000000000" />)
    expect(screen.getByText('1,234.56')).toBeTruthy()
    expect(screen.queryByText(/1234567890000000000000/)).toBeNull()
  })
})

describe('NftCard', () => {
  test('links to the item page with its thumbnail, name, collection and price', () => {
    renderIn(<NftCard token={apiToken()} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(`/nfts/collections/${SQUAD}/12`)
    const image = within(link).getByRole('img', { name: 'Ghost #12' })
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(link.textContent).toContain('Ghost Squad')
    expect(link.textContent).toContain('0.3 BNB')
  })

  test('without a price it shows where the item is', () => {
    renderIn(
      <NftCard
        token={apiToken({ currentAskPrice: '0', onOrder: 0, onOrderPrice: null })}
        location="Profile Pic"
      />,
    )
    expect(screen.getByRole('link').textContent).toContain('Profile Pic')
  })

  test('an unminted lazily sold item links by its UID and shows its order price', () => {
    const uid = `0x${'ab'.repeat(32)}`
    renderIn(
      <NftCard
        token={apiToken({ tokenId: null, tokenUID: uid, currentAskPrice: '0', onOrderPrice: '1' })}
      />,
    )
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/nfts/collections/${SQUAD}/${uid}`)
  })
})

describe('NftImage', () => {
  test('no image: a box named by the alt text; a decorative one is hidden', () => {
    renderIn(
      <>
        <NftImage src={null} alt="Spectral #1" />
        <NftImage src={null} alt="" />
      </>,
    )
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'Spectral #1' })).toBeTruthy()
  })

  test('a failed load falls back to the named box', () => {
    renderIn(<NftImage src="http://api/missing.png" alt="Broken" />)
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }))
    expect(screen.getByRole('img', { name: 'Broken' }).tagName).toBe('DIV')
  })
})

describe('activity', () => {
  test('no rows: the spec text', () => {
    renderIn(<NftActivityTable rows={[]} caption="Activity" />)
    expect(screen.getByText('No NFT market history found')).toBeTruthy()
  })

  test('type filters are toggle buttons', () => {
    let selected: ActivityEvent[] = []
    const { rerender } = renderIn(
      <ActivityTypeFilters selected={selected} onChange={(next) => (selected = next)} />,
    )
    const names = screen.getAllByRole('button').map((button) => button.textContent)
    expect(names).toEqual(['New listing', 'Cancelled', 'Modified', 'Bought', 'Sold'])
    fireEvent.click(screen.getByRole('button', { name: 'Bought' }))
    expect(selected).toEqual(['BUY'])
    rerender(
      <RuntimeConfigProvider config={runtime}>
        <I18nextProvider i18n={createI18n()}>
          <MemoryRouter>
            <ActivityTypeFilters selected={selected} onChange={(next) => (selected = next)} />
          </MemoryRouter>
        </I18nextProvider>
      </RuntimeConfigProvider>,
    )
    expect(screen.getByRole('button', { name: 'Bought' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Bought' }))
    expect(selected).toEqual([])
  })
})
