// @vitest-environment jsdom
/**
 * ClaimRevenuePanel against a real Anvil node through wagmi (a mock connector for a development
 * account): the NFT market deployed as the devnet does, one sale on chain (account 1 sells a
 * Ghost Squad token to account 2), so the treasury (account 3) holds the platform fee as pending
 * revenue. The treasury sees it and claims it through the transaction modal; an account with
 * nothing pending sees no panel.
 */
import {
  ghostCollectionAbi,
  ghostMarketAbi,
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilInstance, devAccount, localChain, startAnvil } from '@ghost/contracts/anvil'
import { type ManifestNftContracts, parseManifest } from '@ghost/contracts/manifest'
import { deploy, deployNft, devWriter, write } from '@ghost/devnet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { type Address, parseEther, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors/mock'
import { BlockProvider } from '../../../chain/block/BlockProvider'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { ToastProvider } from '../../toasts'
import { transactionsStore } from '../../transactions/transactionsStore'
import { ClaimRevenuePanel } from './ClaimRevenuePanel'

let anvil: AnvilInstance
let nft: ManifestNftContracts
let runtimeConfig: RuntimeConfig
const TREASURY = devAccount(3).address
const PRICE = parseEther('2')

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
  nft = await deployNft({ deployer, wbnb, cake, treasury: TREASURY, ghostPot: TREASURY })
  // account 0 mints to 1, 1 lists, 2 buys with BNB
  const seller = devWriter(anvil.url, 1)
  await write(deployer, {
    address: nft.GhostSquad,
    abi: ghostCollectionAbi,
    functionName: 'mint',
    args: [
      seller.account.address,
      'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
    ],
  })
  const tokenId = 1n
  await write(seller, {
    address: nft.GhostSquad,
    abi: ghostCollectionAbi,
    functionName: 'approve',
    args: [nft.NFTMarket, tokenId],
  })
  await write(seller, {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'createAskOrder',
    args: [nft.GhostSquad, tokenId, PRICE],
  })
  await write(devWriter(anvil.url, 2), {
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'buyTokenUsingBNB',
    args: [nft.GhostSquad, tokenId, zeroAddress],
    value: PRICE,
  })
  runtimeConfig = {
    chainId: 1337,
    rpcUrl: anvil.url,
    apiUrl: 'http://127.0.0.1:1',
    manifest: parseManifest({
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
    }),
  }
}, 90_000)

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
          <QueryClientProvider client={new QueryClient()}>
            <BlockProvider>
              <ToastProvider>
                <main>
                  <ClaimRevenuePanel />
                </main>
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
    address: nft.NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'pendingRevenue',
    args: [account],
  })

test('the treasury sees its pending market revenue and claims it through the modal', {
  timeout: 90_000,
}, async () => {
  const pending = await pendingOf(TREASURY)
  // platform fee + referrer fee (no referrer named) + ghost pot: all the treasury's here
  expect(pending).toBeGreaterThan(0n)
  await renderAs(TREASURY)
  const panel = await screen.findByRole('region', { name: 'Pending revenue' }, { timeout: 20_000 })
  expect(
    within(panel).queryByRole('button', { name: 'Claim Lazily minted sales revenue' }),
  ).toBeNull()
  fireEvent.click(within(panel).getByRole('button', { name: 'Claim Market sales revenue' }))
  const dialog = screen.getByRole('dialog', { name: 'Claim revenue' })
  const confirm = within(dialog).getByRole('button', { name: 'Confirm claim' })
  // held until the wallet's client is there
  await waitFor(() => expect(confirm).toHaveProperty('disabled', false), { timeout: 10_000 })
  fireEvent.click(confirm)
  await within(dialog).findByText('Transaction Submitted', undefined, { timeout: 20_000 })
  await within(screen.getByRole('region', { name: 'Notifications' })).findByRole(
    'status',
    { name: 'Claimed!' },
    { timeout: 20_000 },
  )
  expect(await pendingOf(TREASURY)).toBe(0n)
  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
  // nothing pending any more: no panel
  await waitFor(
    () => expect(screen.queryByRole('region', { name: 'Pending revenue' })).toBeNull(),
    {
      timeout: 20_000,
    },
  )
})

test('an account with nothing pending sees nothing', { timeout: 30_000 }, async () => {
  await renderAs(devAccount(4).address)
  // let a block of reads come in
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(screen.queryByRole('region', { name: 'Pending revenue' })).toBeNull()
})
