/**
 * Pairs for many currency pairs in one multicall round per block: each pair's address is its
 * CREATE2 address (factory from the manifest, `pairInitCodeHash`), read with `getReserves`.
 */
import { ghostPairAbi, pairInitCodeHash } from '@ghost/contracts'
import { type Currency, computePairAddress, type Pair } from '@ghost/sdk'
import { useMemo } from 'react'
import { zeroAddress } from 'viem'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useMulticall } from '../multicall/useMulticall'
import { getPairState, getPairTokens, PairState, type ReservesRead } from './getPairState'

export { PairState }

export type UsePairsReturnType = [PairState, Pair | null][]

export function usePairs(
  currencyPairs: readonly (readonly [Currency | undefined, Currency | undefined])[],
): UsePairsReturnType {
  const { manifest } = useRuntimeConfig()
  const factory = manifest.contracts.Factory
  const entries = useMemo(
    () =>
      currencyPairs.map(([a, b]) => {
        const tokens = getPairTokens(a, b)
        const address = tokens
          ? computePairAddress({
              factoryAddress: factory,
              initCodeHash: pairInitCodeHash,
              tokenA: tokens[0],
              tokenB: tokens[1],
            })
          : undefined
        return { tokens, address }
      }),
    [currencyPairs, factory],
  )
  const contracts = useMemo(
    () =>
      entries.map(
        ({ address }) =>
          ({
            address: address ?? zeroAddress,
            abi: ghostPairAbi,
            functionName: 'getReserves',
          }) as const,
      ),
    [entries],
  )
  const { data } = useMulticall(contracts, { enabled: contracts.length > 0 })
  return useMemo(
    () =>
      entries.map(({ tokens, address }, i) =>
        getPairState({ tokens, address, read: data?.[i] as ReservesRead }),
      ),
    [entries, data],
  )
}

export function usePair(
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): [PairState, Pair | null] {
  const pairs = useMemo(() => [[currencyA, currencyB] as const], [currencyA, currencyB])
  return usePairs(pairs)[0] ?? [PairState.INVALID, null]
}
