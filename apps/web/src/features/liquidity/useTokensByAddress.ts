/**
 * Tokens for many addresses at once: from the token universe when known, otherwise read on chain
 * (name, symbol, decimals) in the page's multicall round, as a saved pair may hold a token no
 * list has.
 */
import type { Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { getTokenFromReads, useAllTokens } from '../tokens'

/** Tokens by lowercase address; an address missing from the result is unknown or not a token. */
export function useTokensByAddress(addresses: readonly Address[]): ReadonlyMap<string, Token> {
  const { chainId } = useRuntimeConfig()
  const universe = useAllTokens()
  const unknown = useMemo(
    () => addresses.filter((address) => !universe[address.toLowerCase()]),
    [addresses, universe],
  )
  const contracts = useMemo(
    () =>
      unknown.flatMap(
        (address) =>
          [
            { address, abi: erc20Abi, functionName: 'name' },
            { address, abi: erc20Abi, functionName: 'symbol' },
            { address, abi: erc20Abi, functionName: 'decimals' },
          ] as const,
      ),
    [unknown],
  )
  const { data } = useMulticall(contracts, { enabled: contracts.length > 0 })
  return useMemo(() => {
    const tokens = new Map<string, Token>()
    for (const address of addresses) {
      const known = universe[address.toLowerCase()]
      if (known) tokens.set(address.toLowerCase(), known)
    }
    unknown.forEach((address, i) => {
      const token = getTokenFromReads({
        chainId,
        address,
        name: data?.[3 * i],
        symbol: data?.[3 * i + 1],
        decimals: data?.[3 * i + 2],
      })
      if (token) tokens.set(address.toLowerCase(), token)
    })
    return tokens
  }, [addresses, universe, unknown, data, chainId])
}
