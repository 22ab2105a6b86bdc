// @vitest-environment jsdom
/**
 * The currency input panel and the token selection modal against a real Anvil chain: balances
 * and an unknown token are read through the app's multicall; wagmi's mock connector stands in for
 * the wallet (it forwards reads to Anvil).
 */
import {
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilInstance, anvilClient, startAnvil } from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import type { Currency } from '@ghost/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { type Abi, type Address, getAddress, type Hex, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { type Config, createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { BlockProvider } from '../../chain/block/BlockProvider'
import { chainFromConfig } from '../../chain/wagmiConfig'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { userSettingsStore } from '../../state/settings/userSettings'
import { deployed } from '../../test/mined'
import { CurrencyInputPanel } from './CurrencyInputPanel'
import { tokenListsStore } from './tokenListsStore'

let anvil: AnvilInstance
let runtime: RuntimeConfig
let account: Address
let newToken: Address

beforeAll(async () => {
  anvil = await startAnvil()
  const client = anvilClient(anvil.url)
  account = client.account.address
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[] = []) => {
    const hash = await client.deployContract({ abi, bytecode, args })
    return deployed(client, hash)
  }
  const token = (symbol: string, name: string, supply: string) =>
    deploy(testTokenAbi, testTokenBytecode, [name, symbol, 18, parseEther(supply)])
  const wbnb = await deploy(wbnbAbi, wbnbBytecode)
  const multicall = await deploy(multicallAbi, multicallBytecode)
  const usdt = await token('USDT', 'Tether USD', '5000')
  const deep = await token('DEEP', 'Deep Token', '1000')
  newToken = getAddress(await token('NEWT', 'New Token', '1'))
  // contracts the modal never calls only need an address
  const unused = multicall
  const manifest: Manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: wbnb,
      Factory: unused,
      Router: unused,
      FeeSplitter: unused,
      Buyback: unused,
      Multicall: multicall,
      MasterChef: unused,
      SmartChef0: unused,
      SmartChef1: unused,
      SmartChef2: unused,
      SmartChef3: unused,
    },
    tokens: { USDT: usdt, BUSD: usdt, GHOST: usdt, CAKE: usdt, TAX: usdt, DEEP: deep },
  })
  // one address per symbol keeps the universe small: drop the aliases
  manifest.tokens = { USDT: usdt, DEEP: deep } as unknown as Manifest['tokens']
  runtime = { chainId: 1337, rpcUrl: anvil.url, apiUrl: 'http://127.0.0.1:9/', manifest }
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  userSettingsStore.reset()
  tokenListsStore.reset()
  localStorage.clear()
})

function walletConfig(): Config {
  const chain = chainFromConfig(runtime)
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account] })],
    transports: { [chain.id]: http(runtime.rpcUrl) },
    multiInjectedProviderDiscovery: false,
  })
  return config
}

function Harness({ onSelect }: { onSelect: (currency: Currency) => void }) {
  const [value, setValue] = useState('')
  const [currency, setCurrency] = useState<Currency>()
  return (
    <CurrencyInputPanel
      id="swap-input"
      label="From"
      value={value}
      onUserInput={setValue}
      showMaxButton
      onMax={() => setValue('max')}
      currency={currency}
      onCurrencySelect={(chosen) => {
        setCurrency(chosen)
        onSelect(chosen)
      }}
    />
  )
}

/** Renders inside the app's providers, then connects the mock wallet (as a user would). */
async function renderConnected(children: ReactNode) {
  const config = walletConfig()
  render(
    <RuntimeConfigProvider config={runtime}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={config} reconnectOnMount={false}>
          <QueryClientProvider client={new QueryClient()}>
            <BlockProvider>{children}</BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
  const connector = config.connectors[0]
  if (!connector) throw new Error('no connector')
  await act(() => connect(config, { connector }))
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Select a currency' }))
  return screen.findByRole('dialog', { name: 'Select a Token' })
}

const rowNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Tokens' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.currency-row-symbol')?.textContent)

test('amount input: labelled by the panel, digits with one dot, commas become dots, MAX', async () => {
  await renderConnected(<Harness onSelect={() => {}} />)
  const amount = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement
  expect(amount.placeholder).toBe('0.0')
  expect(amount.inputMode).toBe('decimal')
  fireEvent.input(amount, { target: { value: '1,5' } })
  expect(amount.value).toBe('1.5')
  fireEvent.input(amount, { target: { value: '1.5.2' } })
  expect(amount.value).toBe('1.5')
  fireEvent.input(amount, { target: { value: 'abc' } })
  expect(amount.value).toBe('1.5')
  // no currency yet: no balance, no MAX
  expect(screen.queryByRole('button', { name: 'MAX' })).toBeNull()
})

test('search: balances order the rows, a query narrows them, Enter picks the exact symbol', async () => {
  const chosen: Currency[] = []
  await renderConnected(<Harness onSelect={(c) => chosen.push(c)} />)
  const dialog = await openModal()
  // BNB first, then USDT (5000) before DEEP (1000) by balance, not symbol; then WBNB (none held)
  await waitFor(() => expect(rowNames(dialog)).toEqual(['BNB', 'USDT', 'DEEP', 'WBNB']), {
    timeout: 5000,
  })
  // named by the symbol it shows; the token's name and the balance describe it
  expect(within(dialog).getByRole('button', { name: 'USDT', description: /5,000$/ })).toBeTruthy()
  const search = within(dialog).getByRole('textbox', { name: 'Search name or paste address' })
  fireEvent.input(search, { target: { value: 'usd' } })
  await waitFor(() => expect(rowNames(dialog)).toEqual(['USDT']))
  fireEvent.input(search, { target: { value: 'zzz' } })
  expect(await within(dialog).findByText('No results found.')).toBeTruthy()
  fireEvent.input(search, { target: { value: 'deep' } })
  fireEvent.keyDown(search, { key: 'Enter' })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(chosen.map((c) => c.symbol)).toEqual(['DEEP'])
  expect(screen.getByRole('button', { name: 'DEEP' })).toBeTruthy()
  expect(await screen.findByText('Balance: 1,000', {}, { timeout: 3000 })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'MAX' }))
  expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('max')
})

test('an unknown address is normalised, read on chain and imported after "I understand"', async () => {
  const chosen: Currency[] = []
  await renderConnected(<Harness onSelect={(c) => chosen.push(c)} />)
  const dialog = await openModal()
  const search = within(dialog).getByRole('textbox', { name: 'Search name or paste address' })
  fireEvent.input(search, { target: { value: newToken.toLowerCase() } })
  expect((search as HTMLInputElement).value).toBe(newToken)
  const importResults = await within(dialog).findByRole('list', { name: 'Import Tokens' })
  expect(importResults.textContent).toContain('NEWT')
  fireEvent.click(within(importResults).getByRole('button', { name: 'Import' }))
  const importView = await screen.findByRole('dialog', { name: 'Import Tokens' })
  expect(within(importView).getByRole('alert').textContent).toContain('Import at your own risk')
  expect(within(importView).getByText('Unknown Source')).toBeTruthy()
  const importButton = within(importView).getByRole('button', { name: 'Import' })
  expect((importButton as HTMLButtonElement).disabled).toBe(true)
  fireEvent.click(within(importView).getByRole('checkbox', { name: 'I understand' }))
  fireEvent.click(importButton)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(chosen.map((c) => c.symbol)).toEqual(['NEWT'])
  expect(Object.keys(userSettingsStore.get().savedTokens['1337'] ?? {})).toEqual([
    newToken.toLowerCase(),
  ])
  // now part of the universe, marked as the user's
  fireEvent.click(screen.getByRole('button', { name: 'NEWT' }))
  const reopened = await screen.findByRole('dialog', { name: 'Select a Token' })
  await waitFor(() => expect(rowNames(reopened)).toContain('NEWT'))
  expect(within(reopened).getByText(/Added by user/)).toBeTruthy()
})

test('Manage: tabs, invalid list location and token address, Back to search', async () => {
  await renderConnected(<Harness onSelect={() => {}} />)
  const dialog = await openModal()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Manage Tokens' }))
  const manage = await screen.findByRole('dialog', { name: 'Manage' })
  fireEvent.input(
    within(manage).getByRole('textbox', { name: 'https:// or ipfs:// or ENS name' }),
    {
      target: { value: 'not a location' },
    },
  )
  expect((await within(manage).findByRole('alert')).textContent).toBe('Enter valid list location')
  fireEvent.click(within(manage).getByRole('tab', { name: 'Tokens' }))
  fireEvent.input(within(manage).getByRole('textbox', { name: 'Token address' }), {
    target: { value: '0x1234' },
  })
  expect(within(manage).getByRole('alert').textContent).toBe('Enter valid token address')
  expect(within(manage).getByText('0 Custom Tokens')).toBeTruthy()
  await act(async () => {
    fireEvent.click(within(manage).getByRole('button', { name: 'Back' }))
  })
  expect(await screen.findByRole('dialog', { name: 'Select a Token' })).toBeTruthy()
})
