/**
 * The connected account's liquidity positions (spec §2 liquidity cards): every tracked pair (the
 * deployment's pairs, the pairs saved in settings or imported on /find, and the farms' LP tokens)
 * with LP in the wallet or staked in a farm.
 */
import { ghostPairAbi } from '@ghost/contracts'
import type { Token } from '@ghost/sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { PairState, usePairs } from '../../chain/pairs/usePairs'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { useUserSettings } from '../../state/settings/userSettings'
import { getLiquidityPositions, type LiquidityPosition } from './getLiquidityPositions'
import {
  getManifestPairKeys,
  mergePairKeys,
  type PairKey,
  parsePairKey,
  toPairKey,
} from './pairKeys'
import { useFarmStakes } from './useFarmStakes'
import { usePairLpReads } from './usePairLpReads'
import { useTokensByAddress } from './useTokensByAddress'

const NO_KEYS: readonly string[] = []

/** Pair keys of the farms' LP tokens (token0 and token1 read from each LP contract). */
function useFarmPairKeys(lpTokens: readonly Address[]): PairKey[] {
  const contracts = useMemo(
    () =>
      lpTokens.flatMap(
        (address) =>
          [
            { address, abi: ghostPairAbi, functionName: 'token0' },
            { address, abi: ghostPairAbi, functionName: 'token1' },
          ] as const,
      ),
    [lpTokens],
  )
  const { data } = useMulticall(contracts, { enabled: contracts.length > 0 })
  return useMemo(() => {
    const keys: PairKey[] = []
    lpTokens.forEach((_, i) => {
      const token0 = data?.[2 * i]
      const token1 = data?.[2 * i + 1]
      if (token0?.status === 'success' && token1?.status === 'success') {
        keys.push(toPairKey(String(token0.result), String(token1.result)))
      }
    })
    return keys
  }, [lpTokens, data])
}

/** Token pairs of every pair the app tracks for this chain. */
export function useTrackedTokenPairs(farmLpTokens: readonly Address[]): [Token, Token][] {
  const { chainId, manifest } = useRuntimeConfig()
  const saved = useUserSettings((settings) => settings.savedPairs[chainId] ?? NO_KEYS)
  const farmKeys = useFarmPairKeys(farmLpTokens)
  const keys = useMemo(
    () => mergePairKeys(getManifestPairKeys(manifest), saved, farmKeys),
    [manifest, saved, farmKeys],
  )
  const addresses = useMemo(
    () => [...new Set(keys.flatMap((key) => parsePairKey(key) ?? []))] as Address[],
    [keys],
  )
  const tokens = useTokensByAddress(addresses)
  return useMemo(() => {
    const pairs: [Token, Token][] = []
    for (const key of keys) {
      const [a, b] = parsePairKey(key) ?? []
      const tokenA = a && tokens.get(a.toLowerCase())
      const tokenB = b && tokens.get(b.toLowerCase())
      if (tokenA && tokenB) pairs.push([tokenA, tokenB])
    }
    return pairs
  }, [keys, tokens])
}

export type UseLiquidityPositionsReturnType = {
  positions: LiquidityPosition[]
  /** Some pair, balance or farm read has not answered yet. */
  loading: boolean
}

export function useLiquidityPositions(
  account: Address | undefined,
): UseLiquidityPositionsReturnType {
  const farm = useFarmStakes(account)
  const tokenPairs = useTrackedTokenPairs(farm.lpTokens)
  const pairStates = usePairs(tokenPairs)
  const pairs = useMemo(
    () => pairStates.flatMap(([state, pair]) => (state === PairState.EXISTS && pair ? [pair] : [])),
    [pairStates],
  )
  const reads = usePairLpReads(pairs, account)
  return useMemo(() => {
    const positions = getLiquidityPositions({
      pairs: pairs.map((pair, i) => ({
        pair,
        balance: reads[i]?.balance?.quotient,
        totalSupply: reads[i]?.totalSupply?.quotient,
      })),
      stakedByLpToken: farm.stakedByLpToken,
    })
    const loading =
      farm.loading ||
      pairStates.some(([state]) => state === PairState.LOADING) ||
      reads.some((read) => read.balance === undefined)
    return { positions, loading }
  }, [pairs, reads, farm, pairStates])
}
