// @vitest-environment jsdom
/**
 * The wallet corner against a real local chain (Anvil): wagmi's mock connector stands in for the
 * user's wallet (it answers accounts itself and forwards every chain read to Anvil), so balances
 * are the node's. The injected-wallet path runs end to end in e2e/tests/wallet.spec.ts.
 */
import { type AnvilInstance, anvilClient, devAccount, startAnvil } from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { shortenAddress } from '@ghost/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type Config, createConfig, createStorage, http, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors'
import { chainFromConfig, getConnectors } from '../../chain/wagmiConfig'
import { ToastProvider } from '../../components/toasts'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { onLogout } from '../../state/logout'
import { transactionActions, transactionsStore } from '../../state/transactions/transactionsStore'
import { closeWalletModals } from '../../state/walletModals'
import { AccountProfileBadge } from '../nfts/profile/AccountProfileBadge'
import { BlockedAddressGate } from './BlockedAddressGate'
import { formatBalance } from './formatBalance'
import { UserMenu } from './UserMenu'

function renderAccountBadge(address: string) {
  return <AccountProfileBadge address={address} />
}

let anvil: AnvilInstance
let runtime: RuntimeConfig

beforeAll(async () => {
  anvil = await startAnvil()
  runtime = {
    chainId: 1337,
    rpcUrl: anvil.url,
    apiUrl: 'http://127.0.0.1:9/',
    // The wallet corner reads no contract: an empty deployment is enough.
    manifest: { chainId: 1337, startBlock: 0, contracts: {}, tokens: {} } as unknown as Manifest,
  }
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  cleanup()
  closeWalletModals()
  localStorage.clear()
})

function walletConfig(mockParameters: Parameters<typeof mock>[0]): Config {
  const chain = chainFromConfig(runtime)
  return createConfig({
    chains: [chain],
    connectors: [...getConnectors(), mock(mockParameters)],
    transports: { [chain.id]: http(runtime.rpcUrl) },
    storage: createStorage({ storage: localStorage }),
    multiInjectedProviderDiscovery: false,
  })
}

function renderApp(
  config: Config,
  children: ReactNode = <UserMenu accountBadge={renderAccountBadge} />,
) {
  render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={config} reconnectOnMount={false}>
          <QueryClientProvider client={new QueryClient()}>
            <ToastProvider>
              <MemoryRouter>{children}</MemoryRouter>
            </ToastProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

async function connectWith(walletName: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(await within(dialog).findByRole('button', { name: walletName }))
}

async function openWalletTab() {
  fireEvent.click(await screen.findByRole('button', { name: /^0x/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Wallet' }))
  return screen.findByRole('dialog', { name: 'Your Wallet' })
}

describe('connect', () => {
  test('the modal offers each wallet by name; picking one connects and shows the account', async () => {
    const account = devAccount(1).address
    renderApp(walletConfig({ accounts: [account] }))
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    // No injected wallet in jsdom: the plain injected button stays, the Binance one does not.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['', 'Mock Connector', 'Browser Wallet']),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mock Connector' }))

    expect(await screen.findByLabelText('Connected account')).toHaveProperty('textContent', account)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: '0x70...79C8' }).title).toBe(account)
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  test('no provider → Provider Error toast', async () => {
    renderApp(walletConfig({ accounts: [devAccount(1).address] }))
    await connectWith('Browser Wallet')
    const toast = await screen.findByRole('alert', { name: 'Provider Error' })
    expect(toast.textContent).toBe('Provider ErrorNo provider was found')
  })

  test('the user rejects the connection → Authorization Error toast, still disconnected', async () => {
    renderApp(walletConfig({ accounts: [devAccount(1).address], features: { connectError: true } }))
    await connectWith('Mock Connector')
    const toast = await screen.findByRole('alert', { name: 'Authorization Error' })
    expect(toast.textContent).toBe('Authorization ErrorPlease authorize to access your account')
    expect(screen.queryByLabelText('Connected account')).toBeNull()
  })
})

describe('wallet modal', () => {
  test('shows the address and the node’s BNB balance, with an explorer link only where one exists', async () => {
    const account = devAccount(1).address
    const balance = await anvilClient(anvil.url).getBalance({ address: account })
    renderApp(walletConfig({ accounts: [account] }))
    await connectWith('Mock Connector')
    const dialog = await openWalletTab()

    expect(within(dialog).getByRole('tab', { name: 'Wallet' }).ariaSelected).toBe('true')
    expect(within(dialog).getByLabelText('Your Address').textContent).toBe(account)
    await waitFor(() =>
      expect(within(dialog).getByLabelText('BNB Balance').textContent).toBe(formatBalance(balance)),
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
    // The local chain has no public explorer.
    expect(within(dialog).queryByRole('link')).toBeNull()

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Transactions' }))
    expect(within(dialog).getByRole('tab', { name: 'Transactions' }).ariaSelected).toBe('true')
    expect(within(dialog).getByRole('tabpanel').textContent).toBe('No recent transactions')
  })

  test.each([
    [2_000_000_000n, true],
    [2_000_000_001n, false],
  ])('balance %s wei → low-balance warning %s', async (wei, warned) => {
    const account = devAccount(7).address
    await anvilClient(anvil.url).setBalance({ address: account, value: wei })
    renderApp(walletConfig({ accounts: [account] }))
    await connectWith('Mock Connector')
    const dialog = await openWalletTab()
    await waitFor(() =>
      expect(within(dialog).getByLabelText('BNB Balance').textContent).toBe(formatBalance(wei)),
    )
    const alert = within(dialog).queryByRole('alert')
    expect(alert?.textContent ?? null).toBe(
      warned ? 'BNB Balance LowYou need BNB for transaction fees.' : null,
    )
  })

  test('copy puts the address on the clipboard; "Copied" shows for one second', async () => {
    const account = devAccount(1).address
    let clipboard = ''
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          clipboard = text
        },
      },
    })
    renderApp(walletConfig({ accounts: [account] }))
    await connectWith('Mock Connector')
    const dialog = await openWalletTab()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    const shownAt = Date.now()
    expect((await within(dialog).findByText('Copied')).getAttribute('role')).toBe('status')
    expect(clipboard).toBe(account)
    await waitFor(() => expect(within(dialog).queryByText('Copied')).toBeNull(), {
      timeout: 2000,
    })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(950)
  })
})

test('Disconnect clears the connection, the stored connector, the chain’s transactions and runs the logout resets', async () => {
  const resets: number[] = []
  const off = onLogout(({ chainId }) => resets.push(chainId))
  const account = devAccount(1).address
  const hash = `0x${'ab'.repeat(32)}` as const
  transactionActions.add({
    chainId: 1337,
    hash,
    from: account,
    summary: 'Wrap 1 BNB',
    addedTime: 1,
  })
  transactionActions.add({ chainId: 97, hash, from: account, summary: 'Elsewhere', addedTime: 1 })
  const config = walletConfig({ accounts: [account] })
  renderApp(config)
  await connectWith('Mock Connector')
  await screen.findByLabelText('Connected account')
  expect(await config.storage?.getItem('recentConnectorId')).toBe('mock')

  fireEvent.click(screen.getByRole('button', { name: /^0x/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Transactions' }))
  const dialog = await screen.findByRole('dialog', { name: 'Your Wallet' })
  const list = within(dialog).getByRole('list', { name: 'Recent Transactions' })
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([`Wrap 1 BNB${shortenAddress(hash)}Pending`])
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(screen.queryByRole('dialog')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: /^0x/ }))
  expect(screen.getByRole('link', { name: 'Your NFTs' }).getAttribute('href')).toBe(
    `/nfts/profile/${devAccount(1).address.toLowerCase()}`,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))

  await screen.findByRole('button', { name: 'Connect Wallet' })
  expect(screen.queryByLabelText('Connected account')).toBeNull()
  await waitFor(() => expect(resets).toEqual([1337]))
  expect(await config.storage?.getItem('recentConnectorId')).toBeNull()
  // Only the app chain's list is cleared.
  expect(Object.keys(transactionsStore.get()[1337] ?? {})).toEqual([])
  expect(Object.keys(transactionsStore.get()[97] ?? {})).toEqual([hash])
  off()
})

test('a blocklisted account sees only "Blocked address"', async () => {
  const account = devAccount(1).address
  renderApp(
    walletConfig({ accounts: [account] }),
    <BlockedAddressGate isBlocked={(address) => address === account}>
      <UserMenu accountBadge={renderAccountBadge} />
      <p>The app</p>
    </BlockedAddressGate>,
  )
  expect(screen.getByText('The app')).toBeTruthy()
  await connectWith('Mock Connector')
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Blocked address')
  expect(screen.queryByText('The app')).toBeNull()
  expect(screen.queryByRole('button')).toBeNull()
})
