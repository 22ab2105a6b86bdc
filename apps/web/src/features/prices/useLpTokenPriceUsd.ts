import type { Fraction } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { getLpValueUsd } from './getLpValueUsd'
import { priceKey } from './getTokenPricesUsd'
import { useManifestPairs } from './useManifestPairs'
import { useTokenPricesUsd } from './useTokenPricesUsd'

/**
 * USD per whole LP token of a manifest pair (by its address) at the current block; undefined
 * while loading, for a pair outside the manifest, or without a price for either side.
 */
export function useLpTokenPriceUsd(lpAddress: Address | undefined): Fraction | undefined {
  const { pairs } = useManifestPairs()
  const prices = useTokenPricesUsd()
  const pair = Object.values(pairs).find(
    (candidate) => lpAddress && priceKey(candidate.address) === priceKey(lpAddress),
  )
  const contracts = useMemo(
    () => [
      { address: lpAddress ?? zeroAddress, abi: erc20Abi, functionName: 'totalSupply' } as const,
    ],
    [lpAddress],
  )
  const { data } = useMulticall(contracts, { enabled: !!lpAddress })
  const read = data?.[0]
  const totalSupply = read?.status === 'success' ? read.result : undefined
  return useMemo(
    () =>
      pair && totalSupply !== undefined ? getLpValueUsd(pair, totalSupply, prices) : undefined,
    [pair, totalSupply, prices],
  )
}
