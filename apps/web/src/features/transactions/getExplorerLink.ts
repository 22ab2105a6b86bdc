/** Links to the public block explorer of the chains that have one (spec §2: 56 and 97). */
const EXPLORER_URLS: Readonly<Record<number, string>> = {
  56: 'https://bscscan.com',
  97: 'https://testnet.bscscan.com',
}

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
  const base = EXPLORER_URLS[chainId]
  return base ? `${base}/${PATHS[type]}/${data}` : undefined
}
