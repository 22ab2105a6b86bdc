// @vitest-environment jsdom
/**
 * Manage → Lists on stored lists (no network needed): switch, Update, Remove behind the browser
 * confirm and never the last list, stored errors in the spec wording; and the unsupported-asset
 * pieces.
 */
import type { Manifest } from '@ghost/contracts/manifest'
import { EMPTY_TOKEN_LIST_STATE, Token, type TokenList } from '@ghost/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { chainFromConfig } from '../../chain/wagmiConfig'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { ManageLists } from './ManageLists'
import { tokenListsStore } from './tokenListsStore'
import { UnsupportedAssetButton, UnsupportedCurrencyFooter } from './Unsupported'
import { UNSUPPORTED_TOKENS } from './unsupportedTokens'

const A = 'https://lists.example/a.json'
const B = 'https://lists.example/b.json'
const C = 'https://lists.example/c.json'

const list = (name: string, minor: number, count: number): TokenList => ({
  name,
  timestamp: '2024-01-01T00:00:00.000Z',
  version: { major: 1, minor, patch: 0 },
  tokens: Array.from({ length: count }, (_, i) => ({
    chainId: 1337,
    address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
    name: `Token ${i}`,
    symbol: `T${i}`,
    decimals: 18,
  })),
})

function renderWith(children: ReactNode, chainId = 1337) {
  // nothing here reads the chain; the RPC URL is never called
  const runtime = {
    chainId,
    rpcUrl: 'http://127.0.0.1:9',
    apiUrl: 'http://127.0.0.1:9/',
    manifest: { chainId, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
  } satisfies RuntimeConfig
  const chain = chainFromConfig(runtime)
  const config = createConfig({
    chains: [chain],
    connectors: [],
    transports: { [chain.id]: http(runtime.rpcUrl) },
  })
  render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={config} reconnectOnMount={false}>
          <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

afterEach(() => {
  cleanup()
  tokenListsStore.reset()
  vi.restoreAllMocks()
})

test('rows: active first, switch, Update replaces the list, stored error in spec wording', () => {
  tokenListsStore.set({
    byUrl: {
      [A]: {
        ...EMPTY_TOKEN_LIST_STATE,
        current: list('Alpha', 0, 2),
        pendingUpdate: list('Alpha', 1, 3),
      },
      [B]: { ...EMPTY_TOKEN_LIST_STATE, current: list('Beta', 0, 1) },
      [C]: {
        ...EMPTY_TOKEN_LIST_STATE,
        error: 'Failed to download list https://lists.example/c.json',
      },
    },
    activeListUrls: [B],
  })
  renderWith(<ManageLists onImportList={() => {}} />)
  const rows = within(screen.getByRole('list', { name: 'Lists' })).getAllByRole('listitem')
  expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Beta', 'Alpha', C])
  expect(rows[2]?.textContent).toContain('Failed to download list https://lists.example/c.json')

  const alpha = screen.getByRole('listitem', { name: 'Alpha' })
  expect(alpha.textContent).toContain('2 tokens')
  expect(alpha.textContent).toContain('v1.0.0')
  fireEvent.click(within(alpha).getByRole('button', { name: 'Update' }))
  expect(screen.getByRole('listitem', { name: 'Alpha' }).textContent).toContain('3 tokens')
  expect(screen.getByRole('listitem', { name: 'Alpha' }).textContent).toContain('v1.1.0')
  expect(
    within(screen.getByRole('listitem', { name: 'Alpha' })).queryByRole('button', {
      name: 'Update',
    }),
  ).toBeNull()

  fireEvent.click(screen.getByRole('switch', { name: 'Alpha' }))
  expect(tokenListsStore.get().activeListUrls).toEqual([B, A])
  fireEvent.click(screen.getByRole('switch', { name: 'Beta' }))
  expect(tokenListsStore.get().activeListUrls).toEqual([A])
})

test('Remove asks the browser to confirm and never removes the only list', () => {
  tokenListsStore.set({
    byUrl: {
      [A]: { ...EMPTY_TOKEN_LIST_STATE, current: list('Alpha', 0, 1) },
      [B]: { ...EMPTY_TOKEN_LIST_STATE, current: list('Beta', 0, 1) },
    },
    activeListUrls: [A, B],
  })
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
  renderWith(<ManageLists onImportList={() => {}} />)
  const remove = () =>
    within(screen.getByRole('listitem', { name: 'Alpha' })).getByRole('button', { name: 'Remove' })
  fireEvent.click(remove())
  expect(confirm).toHaveBeenLastCalledWith('Please confirm you would like to remove this list')
  expect(Object.keys(tokenListsStore.get().byUrl)).toEqual([A, B])
  fireEvent.click(remove())
  expect(Object.keys(tokenListsStore.get().byUrl)).toEqual([B])
  expect(tokenListsStore.get().activeListUrls).toEqual([B])
  const lastRemove = within(screen.getByRole('listitem', { name: 'Beta' })).getByRole('button', {
    name: 'Remove',
  })
  expect((lastRemove as HTMLButtonElement).disabled).toBe(true)
})

test('unsupported assets: a disabled button and the modal with the spec text', () => {
  const [example] = UNSUPPORTED_TOKENS[56] ?? []
  if (!example) throw new Error('no example')
  const other = new Token({ chainId: 56, address: `0x${'2'.repeat(40)}`, symbol: 'OK' })
  renderWith(
    <>
      <UnsupportedAssetButton />
      <UnsupportedCurrencyFooter currencies={[other, example]} />
    </>,
    56,
  )
  const button = screen.getByRole('button', { name: 'Unsupported Asset' }) as HTMLButtonElement
  expect(button.disabled).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: 'Read more about unsupported assets' }))
  const dialog = screen.getByRole('dialog', { name: 'Unsupported Assets' })
  expect(dialog.textContent).toContain(
    'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
  )
  // only the unsupported one of the two is named
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`UNSUP ${example.address}`])
})
