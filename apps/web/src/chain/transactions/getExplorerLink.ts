import { BLOCK_EXPLORERS } from '../wagmiConfig'

export type ExplorerLinkType = 'transaction' | 'address' | 'token' | 'block'

const PATHS: Record<ExplorerLinkType, string> = {
  transaction: 'tx',
  address: 'address',
  token: 'token',
  block: 'block',
}

/**
 * The explorer page of a transaction, address, token or block, or undefined when the chain has
 * no public explorer (the local chain 1337).
 *
 * @example
 * getExplorerLink(56, '0xabc…', 'transaction') // 'https://bscscan.com/tx/0xabc…'
 */
export function getExplorerLink(
  chainId: number,
  data: string,
  type: ExplorerLinkType,
): string | undefined {
  const base = BLOCK_EXPLORERS[chainId]?.url
  return base ? `${base}/${PATHS[type]}/${data}` : undefined
}
