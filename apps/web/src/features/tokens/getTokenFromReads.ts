import { Token } from '@ghost/sdk'

/** A multicall read as `useMulticall` returns it. */
export type TokenFieldRead<value> =
  | { status: 'success'; result: value }
  | { status: 'failure'; error: Error }
  | undefined

export type GetTokenFromReadsParameters = {
  chainId: number
  address: string
  name: TokenFieldRead<unknown>
  symbol: TokenFieldRead<unknown>
  decimals: TokenFieldRead<unknown>
}

/**
 * The token at `address` from its on-chain name, symbol and decimals: undefined while reads are
 * missing, null when it is not a token (decimals unreadable). A missing name or symbol is
 * allowed (shown as 'Unknown').
 *
 * @example
 * getTokenFromReads({ chainId, address, name, symbol, decimals })?.symbol // 'DEEP'
 */
export function getTokenFromReads({
  chainId,
  address,
  name,
  symbol,
  decimals,
}: GetTokenFromReadsParameters): Token | null | undefined {
  if (!name || !symbol || !decimals) return undefined
  if (decimals.status !== 'success') return null
  const places = Number(decimals.result)
  if (!Number.isInteger(places) || places < 0 || places >= 255) return null
  const text = (read: TokenFieldRead<unknown>) =>
    read?.status === 'success' && typeof read.result === 'string' && read.result.length > 0
      ? read.result
      : undefined
  return new Token({
    chainId,
    address,
    decimals: places,
    symbol: text(symbol),
    name: text(name),
  })
}
