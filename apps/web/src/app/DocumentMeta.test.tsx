// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, useNavigate } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { createI18n } from '../i18n'
import { DocumentMeta } from './DocumentMeta'
import { type PageMetaOverride, useOverridePageMeta } from './pageMetaOverride'

afterEach(cleanup)

const meta = (name: string) => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
  name,
})

let navigate: (path: string) => void = () => {}

function Item({ override }: { override: PageMetaOverride | null }) {
  useOverridePageMeta(override)
  navigate = useNavigate()
  return null
}

function renderAt(path: string, override: PageMetaOverride | null) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <DocumentMeta />
        <Item override={override} />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

test("an item page's override wins on its own path only; the share tags follow", () => {
  const path = '/nfts/collections/0x5fbdb2315678afecb367f032d93f642f64180aa3/2'
  const view = renderAt(path, {
    pathname: path,
    title: 'Ghost Squad #2 | GHOST',
    description: 'Boo.',
    image: 'http://api/ipfs/t',
  })
  expect(meta('item')).toEqual({
    title: 'Ghost Squad #2 | GHOST',
    description: 'Boo.',
    ogTitle: 'Ghost Squad #2 | GHOST',
    ogImage: 'http://api/ipfs/t',
    name: 'item',
  })
  // the next page (still rendering the stale override for a moment) gets its own meta
  act(() => navigate('/nfts/mypage'))
  expect(meta('next')).toEqual({
    title: 'Mypage | GHOST',
    description: 'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.',
    ogTitle: 'Mypage | GHOST',
    ogImage: null,
    name: 'next',
  })
  view.unmount()
})

test('without an override: the title by route', () => {
  renderAt('/nfts/collections/0xabc/1', null)
  expect(document.title).toBe('Collection | GHOST')
})
