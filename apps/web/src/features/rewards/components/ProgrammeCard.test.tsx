// @vitest-environment jsdom
/**
 * A programme card from a programme as the data hook gives it: what a holder, a holder with
 * nothing pending and a visitor without a wallet see, and the history's error state when the API
 * cannot be reached (a closed port, no stand-in server). The harvest itself runs on Anvil in
 * RewardsPage.chain.test.tsx and e2e/tests/rewards.spec.ts.
 */

import { localChain } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import type { ProgrammeView } from '../data/useRewardsData'
import { ProgrammeCard } from './ProgrammeCard'

afterEach(cleanup)

const CLOSED = 'http://127.0.0.1:1'
const runtime: RuntimeConfig = {
  chainId: 1337,
  rpcUrl: CLOSED,
  apiUrl: CLOSED,
  manifest: { chainId: 1337, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
}
const HOLDER = '0x00000000000000000000000000000000000000d1'

function programme(fields: Partial<ProgrammeView> = {}): ProgrammeView {
  return {
    kind: 'ghostPot',
    address: '0x00000000000000000000000000000000000000a1',
    name: 'Ghost Pot',
    admin: '0x00000000000000000000000000000000000000a9',
    totalLevel: 12_345n,
    collection: undefined,
    user: { level: 3n, pendingReward: 1_234_567_890_123_456_789n },
    totals: { totalDeposited: '5000000000000000000', totalHarvested: '0', holders: 4 },
    ...fields,
  }
}

function renderCard(view: ProgrammeView, connected: boolean) {
  const chain = localChain(CLOSED)
  const wagmi = createConfig({ chains: [chain], transports: { [chain.id]: http(CLOSED) } })
  render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={wagmi} reconnectOnMount={false}>
          <QueryClientProvider
            client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <ProgrammeCard
              programme={view}
              connected={connected}
              account={connected ? HOLDER : undefined}
            />
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
  return screen.getByRole('article', { name: view.name ?? '' })
}

describe('ProgrammeCard', () => {
  test("issue 28: a reward of 1/15 BNB reads '0.0666666 BNB' (6 significant), not 18 decimals that wrap", () => {
    const view = programme({ user: { level: 1n, pendingReward: 66_666_666_666_666_666n } })
    const card = renderCard(view, true)
    const pending = within(card).getByRole('status', { name: 'Pending reward' })
    expect(pending.textContent).toBe('0.0666666 BNB')
    expect(pending.querySelector('[title]')?.getAttribute('title')).toBe('0.066666666666666666')
  })

  test('a holder sees their level, the pending reward in BNB (to the wei on hover), and can harvest', () => {
    const card = renderCard(programme(), true)
    expect(within(card).getByRole('status', { name: 'Your level' }).textContent).toBe('3')
    const pending = within(card).getByRole('status', { name: 'Pending reward' })
    expect(pending.textContent).toBe('1.23456 BNB')
    expect(pending.querySelector('[title]')?.getAttribute('title')).toBe('1.234567890123456789')
    expect(within(card).getByRole('status', { name: 'Total level' }).textContent).toBe('12,345')
    expect(card.textContent).toContain('5 BNB')
    const harvest = within(card).getByRole('button', { name: 'Harvest' })
    expect(harvest).toHaveProperty('disabled', false)
    expect(harvest.getAttribute('aria-describedby')).toBeNull()
  })

  test('nothing pending: Harvest is disabled and says why', () => {
    const card = renderCard(programme({ user: { level: 1n, pendingReward: 0n } }), true)
    const harvest = within(card).getByRole('button', { name: 'Harvest' })
    expect(harvest).toHaveProperty('disabled', true)
    const reason = document.getElementById(harvest.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('Nothing to harvest yet.')
  })

  test('without a wallet: the public values only, and harvest asks for a wallet', () => {
    const card = renderCard(
      programme({ kind: 'sharePot', name: 'Shapes pot', user: undefined, collection: HOLDER }),
      false,
    )
    expect(within(card).queryByRole('status', { name: 'Pending reward' })).toBeNull()
    expect(within(card).queryByRole('status', { name: 'Your level' })).toBeNull()
    expect(within(card).getByRole('status', { name: 'Total level' }).textContent).toBe('12,345')
    expect(card.textContent).toContain('0x00...00d1')
    const harvest = within(card).getByRole('button', { name: 'Harvest' })
    expect(harvest).toHaveProperty('disabled', true)
    expect(
      document.getElementById(harvest.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Connect your wallet to harvest.')
  })

  test('the history says so when the API cannot be reached, for both lists', async () => {
    const card = renderCard(programme(), true)
    const details = card.querySelector('details') as HTMLDetailsElement
    details.open = true
    fireEvent(details, new Event('toggle'))
    await waitFor(() => expect(within(card).getAllByRole('alert')).toHaveLength(2), {
      timeout: 5_000,
    })
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Deposits could not be loaded. Try again later.',
      'Your history could not be loaded. Try again later.',
    ])
  })
})
