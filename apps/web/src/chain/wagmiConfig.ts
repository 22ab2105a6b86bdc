import { defineChain } from 'viem'
import { createConfig, http } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { RuntimeConfig } from '../config/runtimeConfig'

export function chainFromConfig(config: RuntimeConfig) {
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
    contracts: { multicall3: undefined },
  })
}

export function createWagmiConfig(config: RuntimeConfig) {
  const chain = chainFromConfig(config)
  return createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http(config.rpcUrl, { batch: true }) },
  })
}
