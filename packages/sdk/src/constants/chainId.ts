/** Spec §1: the chains Ghost runs on. */
export const ChainId = {
  BSC: 56,
  BSC_TESTNET: 97,
  LOCAL: 1337,
} as const

export type ChainId = (typeof ChainId)[keyof typeof ChainId]

/** Type guard for a chain id Ghost supports. */
export function isSupportedChainId(chainId: number): chainId is ChainId {
  return chainId === ChainId.BSC || chainId === ChainId.BSC_TESTNET || chainId === ChainId.LOCAL
}
