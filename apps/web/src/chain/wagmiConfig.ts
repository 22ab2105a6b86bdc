import { createRpcTransport } from '@ghost/sdk'
import { defineChain, type EIP1193Provider } from 'viem'
import { type CreateConnectorFn, createConfig } from 'wagmi'
import { injected, walletConnect } from 'wagmi/connectors'
import { type RuntimeConfig, rpcUrlsOf } from '../config/runtimeConfig'

/** Public block explorers of the chains the spec names; the local chain has none. */
export const BLOCK_EXPLORERS: Readonly<Record<number, { name: string; url: string }>> = {
  56: { name: 'BscScan', url: 'https://bscscan.com' },
  97: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
}

export function chainFromConfig(config: Pick<RuntimeConfig, 'chainId' | 'rpcUrl' | 'rpcUrls'>) {
  const explorer = BLOCK_EXPLORERS[config.chainId]
  return defineChain({
    id: config.chainId,
    name:
      config.chainId === 56
        ? 'BNB Smart Chain'
        : config.chainId === 97
          ? 'BNB Smart Chain Testnet'
          : 'Ghost Local',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [...rpcUrlsOf(config)] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    contracts: { multicall3: undefined },
  })
}

declare global {
  interface Window {
    /** Binance Chain Wallet's own injected provider (it does not always take `window.ethereum`). */
    BinanceChain?: EIP1193Provider
  }
}

export const BINANCE_CHAIN_WALLET_ID = 'bsc'

/**
 * WalletConnect, only when a project id is set at build time. Vite writes the value in at build,
 * so without one this folds to `[]` and the connector's code is not bundled at all. The
 * connector loads `@walletconnect/ethereum-provider` lazily; that optional package is not
 * installed here (see docs/decisions.md, Wallet): a deployment wanting WalletConnect installs it
 * and sets the id.
 */
const walletConnectConnectors: CreateConnectorFn[] = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID
  ? [
      walletConnect({
        projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
        showQrModal: true,
      }),
    ]
  : []

/**
 * The injected wallet (MetaMask and others; EIP-6963 announcements add one connector per named
 * wallet on top), the Binance Chain Wallet when it is present, and WalletConnect when configured.
 */
export function getConnectors(): CreateConnectorFn[] {
  return [
    injected(),
    injected({
      target: {
        id: BINANCE_CHAIN_WALLET_ID,
        name: 'Binance Chain Wallet',
        // wagmi types its argument as its own narrow `Window`; read ours from the global instead.
        provider: () => (typeof window === 'undefined' ? undefined : window.BinanceChain),
      },
    }),
    ...walletConnectConnectors,
  ]
}

/**
 * The app's reads and sends go through the sdk's `createRpcTransport`, the server's too: viem
 * `fallback` over the config's nodes in order, 429, 5xx, timeouts (10 s) and refused
 * connections retried in rounds with backoff (or the node's Retry-After), JSON-RPC batches of
 * at most 50 calls (public nodes refuse larger ones).
 */
export const RPC_BATCH = { batchSize: 50 } as const

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = chainFromConfig(config)
  return createConfig({
    chains: [chain],
    connectors: getConnectors(),
    transports: { [chain.id]: createRpcTransport({ urls: rpcUrlsOf(config), batch: RPC_BATCH }) },
  })
}
