// @vitest-environment jsdom
/**
 * The Rewards screen against a real Anvil node through wagmi (a mock connector for a development
 * account), with the reward programmes deployed as the devnet does: a ghost pot funded with 1 BNB
 * shared by levels 2 (the holder) and 3, a share pot where the holder has a level and nothing
 * pending, and a fee manager. The API is a closed port: its totals and history fail and the
 * screen says so while the chain's values show. The holder harvests the ghost pot through the
 * transaction modal.
 */

import {
  feeManagerFactoryAbi,
  feeManagerFactoryBytecode,
  ghostPotAbi,
  ghostPotBytecode,
  multicallAbi,
  multicallBytecode,
  sharePotAbi,
  sharePotFactoryAbi,
  sharePotFactoryBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilInstance, devAccount, localChain, startAnvil } from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { deploy, deployNft, devWriter, write } from '@ghost/devnet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { type Address, parseEther, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors/mock'
import { BlockProvider } from '../../chain/block/BlockProvider'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../config/useRuntimeConfig'
import { createI18n } from '../../i18n'
import { ToastProvider } from '../toasts'
import { transactionsStore } from '../transactions/transactionsStore'
import { RewardsPage } from './RewardsPage'

let anvil: AnvilInstance
let runtimeConfig: RuntimeConfig
let ghostPot: Address
const HOLDER = devAccount(4).address
const OTHER = devAccount(5).address

beforeAll(async () => {
  anvil = await startAnvil()
  const deployer = devWriter(anvil.url, 0)
  const multicall = await deploy(deployer, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  const wbnb = await deploy(deployer, { abi: wbnbAbi, bytecode: wbnbBytecode, name: 'WBNB' })
  const cake = await deploy(deployer, {
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: ['Cake', 'CAKE', 18, 10n ** 24n],
    name: 'CAKE',
  })
  const treasury = devAccount(3).address
  const nft = await deployNft({ deployer, wbnb, cake, treasury, ghostPot: treasury })
  const base = {
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: wbnb,
      Factory: zeroAddress,
      Router: zeroAddress,
      FeeSplitter: zeroAddress,
      Buyback: zeroAddress,
      Multicall: multicall,
      MasterChef: zeroAddress,
      SmartChef0: zeroAddress,
      SmartChef1: zeroAddress,
      SmartChef2: zeroAddress,
      ...nft,
    },
    tokens: { USDT: cake, BUSD: cake, GHOST: cake, CAKE: cake, TAX: cake },
  }
  // as the devnet's deployRewards: account 0 owns and administers every programme
  const me = deployer.account.address
  const rewards = {
    GhostPot: await deploy(deployer, {
      abi: ghostPotAbi,
      bytecode: ghostPotBytecode,
      args: [me, me, wbnb, nft.NFTMarket, nft.GhostSquad],
      name: 'GhostPot',
    }),
    SharePotFactory: await deploy(deployer, {
      abi: sharePotFactoryAbi,
      bytecode: sharePotFactoryBytecode,
      args: [me, wbnb],
      name: 'SharePotFactory',
    }),
    FeeManagerFactory: await deploy(deployer, {
      abi: feeManagerFactoryAbi,
      bytecode: feeManagerFactoryBytecode,
      args: [me, wbnb, treasury, 500n],
      name: 'FeeManagerFactory',
    }),
  }
  ghostPot = rewards.GhostPot
  for (const [user, level] of [
    [HOLDER, 2n],
    [OTHER, 3n],
  ] as const) {
    await write(deployer, {
      address: ghostPot,
      abi: ghostPotAbi,
      functionName: 'setGhostSquadLevel',
      args: [user, level],
    })
  }
  await write(deployer, {
    address: ghostPot,
    abi: ghostPotAbi,
    functionName: 'depositRewards',
    value: parseEther('1'),
  })
  await write(deployer, {
    address: rewards.SharePotFactory,
    abi: sharePotFactoryAbi,
    functionName: 'createPot',
    args: [nft.GhostSquad, 'Test pot', deployer.account.address],
  })
  const pot = await devWriter(anvil.url, 0).readContract({
    address: rewards.SharePotFactory,
    abi: sharePotFactoryAbi,
    functionName: 'getPotAddress',
    args: [0n],
  })
  await write(deployer, {
    address: pot,
    abi: sharePotAbi,
    functionName: 'setUserLevel',
    args: [HOLDER, 1n],
  })
  await write(deployer, {
    address: rewards.FeeManagerFactory,
    abi: feeManagerFactoryAbi,
    functionName: 'createFeeManager',
    args: ['Test fees', deployer.account.address],
  })
  runtimeConfig = {
    chainId: 1337,
    rpcUrl: anvil.url,
    apiUrl: 'http://127.0.0.1:1',
    manifest: parseManifest({
      ...base,
      contracts: { ...base.contracts, ...rewards, GhostSquadSale: zeroAddress },
    }),
  }
}, 120_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  cleanup()
  transactionsStore.reset()
})

async function renderAs(account: Address) {
  const chain = localChain(anvil.url)
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account], features: { reconnect: true } })],
    transports: { [chain.id]: http(anvil.url) },
  })
  const connector = wagmiConfig.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(wagmiConfig, { connector })
  render(
    <RuntimeConfigProvider config={runtimeConfig}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider
            client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <BlockProvider>
              <ToastProvider>
                <MemoryRouter>
                  <main>
                    <RewardsPage />
                  </main>
                </MemoryRouter>
              </ToastProvider>
            </BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const pendingOf = (account: Address) =>
  devWriter(anvil.url, 0).readContract({
    address: ghostPot,
    abi: ghostPotAbi,
    functionName: 'getPendingReward',
    args: [account],
  })

test('every programme from the chain; the holder harvests the ghost pot through the modal', {
  timeout: 90_000,
}, async () => {
  expect(await pendingOf(HOLDER)).toBe(parseEther('0.4'))
  await renderAs(HOLDER)
  const card = await screen.findByRole('article', { name: 'Ghost Pot' }, { timeout: 20_000 })
  await waitFor(
    () =>
      expect(within(card).getByRole('status', { name: 'Pending reward' }).textContent).toBe(
        '0.4 BNB',
      ),
    { timeout: 20_000 },
  )
  expect(within(card).getByRole('status', { name: 'Your level' }).textContent).toBe('2')
  expect(within(card).getByRole('status', { name: 'Total level' }).textContent).toBe('5')
  // the share pot: a level, nothing pending
  const pot = within(screen.getByRole('region', { name: 'Share Pots' })).getByRole('article', {
    name: 'Test pot',
  })
  expect(within(pot).getByRole('button', { name: 'Harvest' })).toHaveProperty('disabled', true)
  expect(pot.textContent).toContain('Nothing to harvest yet.')
  within(screen.getByRole('region', { name: 'Fee Managers' })).getByRole('article', {
    name: 'Test fees',
  })
  // the API is down: said once, the chain's values above still show
  await screen.findByText(
    'Totals and history are unavailable right now; levels and rewards come from the chain.',
  )

  fireEvent.click(within(card).getByRole('button', { name: 'Harvest' }))
  const dialog = screen.getByRole('dialog', { name: 'Harvest' })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm harvest' })
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false), { timeout: 10_000 })
  fireEvent.click(confirm)
  await within(dialog).findByText('Transaction Submitted', undefined, { timeout: 20_000 })
  await within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'status',
    { name: 'Harvested' },
    { timeout: 20_000 },
  )
  expect(await pendingOf(HOLDER)).toBe(0n)
  await waitFor(
    () =>
      expect(within(card).getByRole('button', { name: 'Harvest' })).toHaveProperty(
        'disabled',
        true,
      ),
    { timeout: 20_000 },
  )
})
