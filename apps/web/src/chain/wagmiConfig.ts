import { defineChain, type EIP1193Provider } from 'viem'
import { type CreateConnectorFn, createConfig, http } from 'wagmi'
import { injected, walletConnect } from 'wagmi/connectors'
import type { RuntimeConfig } from '../config/runtimeConfig'

/** Public block explorers of the chains the spec names; the local chain has none. */
export const BLOCK_EXPLORERS: Readonly<Record<number, { name: string; url: string }>> = {
  56: { name: 'BscScan', url: 'https://bscscan.com' },
  97: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
}

export function chainFromConfig(config: Pick<RuntimeConfig, 'chainId' | 'rpcUrl'>) {
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
    rpcUrls: { default: { http: [config.rpcUrl] } },
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
 * The injected wallet (MetaMask and others; EIP-6963 announcements add one connector per named
 * wallet on top), the Binance Chain Wallet when it is present, and WalletConnect when a project
 * id is configured at build time. WalletConnect loads `@walletconnect/ethereum-provider` lazily;
 * that optional package is not installed here (see docs/decisions.md, Wallet), so the connector
 * is only offered when a deployment both installs it and sets the id.
 */
export function getConnectors(
  walletConnectProjectId: string | undefined = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = [
    injected(),
    injected({
      target: {
        id: BINANCE_CHAIN_WALLET_ID,
        name: 'Binance Chain Wallet',
        // wagmi types its argument as its own narrow `Window`; read ours from the global instead.
        provider: () => (typeof window === 'undefined' ? undefined : window.BinanceChain),
      },
    }),
  ]
  if (walletConnectProjectId) {
    connectors.push(walletConnect({ projectId: walletConnectProjectId, showQrModal: true }))
  }
  return connectors
}

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = chainFromConfig(config)
  return createConfig({
    chains: [chain],
    connectors: getConnectors(),
    transports: { [chain.id]: http(config.rpcUrl, { batch: true }) },
  })
}
