/** Chains the API answers for (spec: 56 mainnet, 97 testnet, 1337 local). */
export const SUPPORTED_CHAIN_IDS = [56, 97, 1337] as const

export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]

export const CHAIN_NAMES: Record<SupportedChainId, string> = {
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
  1337: 'Ghost Local',
}

export function isSupportedChainId(value: number): value is SupportedChainId {
  return (SUPPORTED_CHAIN_IDS as readonly number[]).includes(value)
}
