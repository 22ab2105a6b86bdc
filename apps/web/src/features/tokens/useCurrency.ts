/**
 * Currencies by id as routes and swap state carry them (spec §3: 'BNB' for the native coin,
 * otherwise a token address). An address outside the token universe is read on chain, so a
 * screen can offer to import it.
 */
import { type Currency, isAddress, type Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { erc20Abi } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getTokenFromReads } from './getTokenFromReads'
import { useAllTokens } from './useAllTokens'
import { useNativeCurrency } from './useNativeCurrency'

/**
 * The token at `address`: from the universe when known, else read on chain. undefined while
 * unknown (no address, or the read pending), null when the text is not an address or no token
 * lives there.
 */
export function useToken(address: string | undefined): Token | null | undefined {
  const { chainId } = useRuntimeConfig()
  const tokens = useAllTokens()
  const checksummed = address === undefined ? undefined : isAddress(address)
  const known = checksummed ? tokens[checksummed.toLowerCase()] : undefined
  const contracts = useMemo(
    () =>
      checksummed && !known
        ? ([
            { address: checksummed, abi: erc20Abi, functionName: 'name' },
            { address: checksummed, abi: erc20Abi, functionName: 'symbol' },
            { address: checksummed, abi: erc20Abi, functionName: 'decimals' },
          ] as const)
        : undefined,
    [checksummed, known],
  )
  const { data } = useMulticall(contracts)
  return useMemo(() => {
    if (address === undefined) return undefined
    if (!checksummed) return null
    if (known) return known
    if (!data) return undefined
    const [name, symbol, decimals] = data
    return getTokenFromReads({ chainId, address: checksummed, name, symbol, decimals })
  }, [address, checksummed, known, data, chainId])
}

/**
 * The currency behind `currencyId`: 'BNB' (any case) is the native coin; an address is a token
 * (possibly not imported yet: see `useUnimportedTokens`).
 *
 * @example
 * const input = useCurrency(searchParams.get('inputCurrency') ?? undefined)
 */
export function useCurrency(currencyId: string | undefined): Currency | null | undefined {
  const native = useNativeCurrency()
  const isNative = currencyId?.toUpperCase() === 'BNB'
  const token = useToken(isNative ? undefined : currencyId)
  return isNative ? native : token
}

/** The tokens among `currencies` that are not in the token universe (the Import Token modal shows them). */
export function useUnimportedTokens(currencies: readonly (Currency | null | undefined)[]): Token[] {
  const tokens = useAllTokens()
  return useMemo(() => {
    const unknown: Token[] = []
    for (const currency of currencies) {
      if (!currency?.isToken || tokens[currency.address.toLowerCase()]) continue
      if (!unknown.some((token) => token.equals(currency))) unknown.push(currency)
    }
    return unknown
  }, [currencies, tokens])
}
