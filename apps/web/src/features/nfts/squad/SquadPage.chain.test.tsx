// @vitest-environment jsdom
/**
 * SquadPage against a real Anvil node through wagmi (a mock connector for a development
 * account): the NFT market and the squad sale deployed as the devnet does, the manifest without
 * GhostSquadSale (found as the squad's minter). The page follows the chain's clock as a test
 * moves it: not started with a countdown to the presale, then the public sale, where a wallet
 * without an active profile is sent to the profile page.
 */

import {
  ghostSquadAbi,
  iGhostSquadSaleAbi,
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import {
  type AnvilInstance,
  anvilClient,
  devAccount,
  localChain,
  startAnvil,
} from '@ghost/contracts/anvil'
import { parseManifest } from '@ghost/contracts/manifest'
import { deploy, deployNft, devWriter } from '@ghost/devnet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { type Address, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors/mock'
import { BlockProvider } from '../../../chain/block/BlockProvider'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { RuntimeConfigProvider } from '../../../config/useRuntimeConfig'
import { createI18n } from '../../../i18n'
import { ToastProvider } from '../../toasts'
import { SquadPage } from './SquadPage'

let anvil: AnvilInstance
let runtimeConfig: RuntimeConfig
let sale: Address

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
  const nft = await deployNft({
    deployer,
    wbnb,
    cake,
    treasury,
    ghostPot: treasury,
  })
  sale = await anvilClient(anvil.url).readContract({
    address: nft.GhostSquad,
    abi: ghostSquadAbi,
    functionName: 'minter',
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

afterEach(cleanup)

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
                <MemoryRouter>
                  <SquadPage />
                </MemoryRouter>
              </ToastProvider>
            </BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}

const shown = (label: string) => screen.getByRole('status', { name: label }).textContent

test('follows the chain clock: not started, then the public sale asks for a profile', {
  timeout: 90_000,
}, async () => {
  const client = anvilClient(anvil.url)
  const read = (functionName: 'presaleStart' | 'publicSaleStart' | 'saleEnd') =>
    client.readContract({ address: sale, abi: iGhostSquadSaleAbi, functionName })
  const [presaleStart, publicSaleStart, saleEnd] = await Promise.all([
    read('presaleStart'),
    read('publicSaleStart'),
    read('saleEnd'),
  ])
  await renderAs(devAccount(2).address)
  await screen.findByRole('status', { name: 'Phase' }, { timeout: 20_000 })
  expect(shown('Phase')).toBe('Not started')
  const now = (await client.getBlock()).timestamp
  // the countdown is the chain's: days away from the presale (the chain starts in the past)
  const days = Number((presaleStart - now) / 86_400n)
  expect(shown('Presale starts in')).toMatch(new RegExp(`^${days}d \\d\\dh \\d\\dm \\d\\ds$`))
  expect(shown('Tickets sold')).toMatch(/^0 \/ \d+$/)
  expect(shown('Presale sold')).toBe('0 / 490')
  expect(shown('Price per ticket')).toBe('5 CAKE')
  expect(
    await screen.findByText('Tickets are not on sale now', undefined, { timeout: 20_000 }),
  ).toBeTruthy()

  // one hour into the public sale, to the second (the page then counts on from that block)
  await client.setNextBlockTimestamp({ timestamp: publicSaleStart + 3_600n })
  await client.mine({ blocks: 1 })
  await waitFor(() => expect(shown('Phase')).toBe('Public sale'), { timeout: 20_000 })
  // the phase's length less the hour, or (a second later) just under it
  const hours = (saleEnd - publicSaleStart) / 3_600n - 1n
  const hh = (n: bigint) => String(n).padStart(2, '0')
  expect(shown('Claim starts in')).toMatch(
    new RegExp(`^0d (${hh(hours)}h 00m 00s|${hh(hours - 1n)}h 59m \\d\\ds)$`),
  )
  expect(shown('Price per ticket')).toBe('8 CAKE')
  const notice = await screen.findByText('An active profile is needed to buy tickets.', undefined, {
    timeout: 20_000,
  })
  expect(notice.parentElement?.querySelector('a')?.getAttribute('href')).toBe('/nfts/profile')
  expect(screen.queryByRole('textbox')).toBeNull()
})
