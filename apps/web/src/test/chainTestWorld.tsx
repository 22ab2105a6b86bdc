/**
 * The set-up the NFT and reward screens' chain tests share: Anvil with Multicall, WBNB, a CAKE
 * TestToken and the NFT market deployed as the devnet does (`startNftChainWorld`), a runtime
 * config whose manifest names them (zeroAddress for the DEX, which these screens do not use),
 * and a render through the app's providers with a wagmi mock connector for one account
 * (`renderAs`).
 */
import {
  multicallAbi,
  multicallBytecode,
  testTokenAbi,
  testTokenBytecode,
  wbnbAbi,
  wbnbBytecode,
} from '@ghost/contracts'
import { type AnvilInstance, localChain, startAnvil } from '@ghost/contracts/anvil'
import { type Manifest, type ManifestNftContracts, parseManifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, deployNft, devWriter } from '@ghost/devnet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { type Address, zeroAddress } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { type MockParameters, mock } from 'wagmi/connectors/mock'
import { BlockProvider } from '../chain/block/BlockProvider'
import { ToastProvider } from '../components/toasts'
import type { RuntimeConfig } from '../config/runtimeConfig'
import { RuntimeConfigProvider } from '../config/useRuntimeConfig'
import { createI18n } from '../i18n'
import { localRuntimeConfig } from './chainFixtures'

export type NftChainWorld = {
  anvil: AnvilInstance
  /** Account 0: deployed everything. */
  deployer: ChainWriter
  wbnb: Address
  cake: Address
  multicall: Address
  nft: ManifestNftContracts
  /** The world's manifest, with `extra` contracts (the reward contracts, say) added. */
  manifestWith(extra?: Record<string, Address>): Manifest
  /**
   * A runtime config for the world, with `manifest` or the world's, and the API at `apiUrl` (a
   * closed port unless given).
   */
  runtimeConfig(manifest?: Manifest, apiUrl?: string): RuntimeConfig
}

export type StartNftChainWorldParameters = {
  /** The market's treasury. */
  treasury: Address
  /** The market's ghost pot; the treasury unless given. */
  ghostPot?: Address
}

/** Starts Anvil and deploys the world; stop it with `world.anvil.stop()`. */
export async function startNftChainWorld(
  parameters: StartNftChainWorldParameters,
): Promise<NftChainWorld> {
  const { treasury, ghostPot = treasury } = parameters
  const anvil = await startAnvil()
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
  const nft = await deployNft({ deployer, wbnb, cake, treasury, ghostPot })
  const manifestWith = (extra: Record<string, Address> = {}) =>
    parseManifest({
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
        SmartChef3: zeroAddress,
        ...nft,
        ...extra,
      },
      tokens: { USDT: cake, BUSD: cake, GHOST: cake, CAKE: cake, TAX: cake },
    })
  return {
    anvil,
    deployer,
    wbnb,
    cake,
    multicall,
    nft,
    manifestWith,
    runtimeConfig: (manifest = manifestWith(), apiUrl) =>
      localRuntimeConfig(anvil.url, manifest, apiUrl),
  }
}

export type RenderAsOptions = {
  config: RuntimeConfig
  /** The React Query client; a fresh default one unless given. */
  queryClient?: QueryClient
  /**
   * The mock wallet's behaviour (wagmi's mock connector reads it on each request, so a getter can
   * count requests or switch a refusal on); reconnecting, signing everything, unless given.
   */
  wallet?: MockParameters['features']
}

/**
 * Renders `ui` in the app's providers (config, i18n, wagmi, React Query, blocks, toasts, a
 * memory router) with a mock wallet connected as `account` on the config's RPC.
 */
export async function renderAs(account: Address, ui: ReactNode, options: RenderAsOptions) {
  const { config, queryClient = new QueryClient(), wallet = { reconnect: true } } = options
  const chain = localChain(config.rpcUrl)
  const wagmiConfig = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account], features: wallet })],
    transports: { [chain.id]: http(config.rpcUrl) },
  })
  const connector = wagmiConfig.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(wagmiConfig, { connector })
  return render(
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={createI18n()}>
        <WagmiProvider config={wagmiConfig}>
          <QueryClientProvider client={queryClient}>
            <BlockProvider>
              <ToastProvider>
                <MemoryRouter>{ui}</MemoryRouter>
              </ToastProvider>
            </BlockProvider>
          </QueryClientProvider>
        </WagmiProvider>
      </I18nextProvider>
    </RuntimeConfigProvider>,
  )
}
