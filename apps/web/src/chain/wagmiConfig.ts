import { defineChain, type EIP1193Provider, type HttpTransportConfig } from 'viem'
import { type CreateConnectorFn, createConfig, fallback, http, type Transport } from 'wagmi'
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
 * How the app talks to one node: requests of one tick go as one JSON-RPC batch (at most 50 calls:
 * public nodes refuse larger batches), a request that hangs gives up after 10 s, and 429 and
 * 5xx answers are retried with viem's backoff (150 ms doubling, or the node's Retry-After).
 */
export const RPC_HTTP_OPTIONS = {
  batch: { batchSize: 50 },
  retryDelay: 150,
  timeout: 10_000,
} as const satisfies HttpTransportConfig

/**
 * One node: three retries. Several (`rpcUrls`): viem's `fallback` asks them in order, each
 * once with one retry before the next is asked, and starts over from the first, twice, after a
 * pause; so a dead first node costs little and no single node is hammered.
 */
export function createRpcTransport(urls: readonly string[]): Transport {
  const [only, ...others] = urls
  if (only === undefined) throw new Error('createRpcTransport needs a URL')
  if (others.length === 0) return http(only, { ...RPC_HTTP_OPTIONS, retryCount: 3 })
  return fallback(
    urls.map((url) => http(url, { ...RPC_HTTP_OPTIONS, retryCount: 1 })),
    { retryCount: 2, retryDelay: 500 },
  )
}

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = chainFromConfig(config)
  return createConfig({
    chains: [chain],
    connectors: getConnectors(),
    transports: { [chain.id]: createRpcTransport(rpcUrlsOf(config)) },
  })
}
