/**
 * The deployment manifest's tokens and pairs as sdk objects, with reserves at the current block:
 * one multicall round per block for decimals, pair tokens and reserves together.
 */
import { ghostPairAbi } from '@ghost/contracts'
import { type Pair, pairFromReserves, Token } from '@ghost/sdk'
import { useMemo } from 'react'
import { type Address, erc20Abi } from 'viem'
import { useMulticall } from '../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../config/useRuntimeConfig'
import { priceKey } from './getTokenPricesUsd'

export type UseManifestPairsReturnType = {
  /** Manifest tokens plus WBNB, by lowercase address; present once their decimals are read. */
  tokens: Readonly<Record<string, Token>>
  /** Manifest pairs by manifest key ('BNB-USDT', …) with reserves at the current block. */
  pairs: Readonly<Record<string, Pair>>
  isLoading: boolean
}

export function useManifestPairs(): UseManifestPairsReturnType {
  const { manifest, chainId } = useRuntimeConfig()
  const tokenEntries = useMemo(
    () =>
      [['WBNB', manifest.contracts.WBNB], ...Object.entries(manifest.tokens)] as (readonly [
        string,
        Address,
      ])[],
    [manifest],
  )
  const pairEntries = useMemo(
    () => Object.entries(manifest.pairs ?? {}) as (readonly [string, Address])[],
    [manifest],
  )
  const contracts = useMemo(
    () => [
      ...tokenEntries.map(
        ([, address]) => ({ address, abi: erc20Abi, functionName: 'decimals' }) as const,
      ),
      ...pairEntries.flatMap(([, address]) => [
        { address, abi: ghostPairAbi, functionName: 'token0' } as const,
        { address, abi: ghostPairAbi, functionName: 'token1' } as const,
        { address, abi: ghostPairAbi, functionName: 'getReserves' } as const,
      ]),
    ],
    [tokenEntries, pairEntries],
  )
  const { data, isLoading } = useMulticall(contracts)

  return useMemo(() => {
    const tokens: Record<string, Token> = {}
    const pairs: Record<string, Pair> = {}
    if (!data) return { tokens, pairs, isLoading }
    tokenEntries.forEach(([symbol, address], i) => {
      const read = data[i]
      if (read?.status !== 'success' || typeof read.result !== 'number') return
      tokens[priceKey(address)] = new Token({
        chainId,
        address,
        decimals: read.result,
        symbol,
      })
    })
    pairEntries.forEach(([key, address], i) => {
      const base = tokenEntries.length + i * 3
      const [token0Read, token1Read, reservesRead] = [data[base], data[base + 1], data[base + 2]]
      if (
        token0Read?.status !== 'success' ||
        token1Read?.status !== 'success' ||
        reservesRead?.status !== 'success'
      )
        return
      const token0 = tokens[priceKey(token0Read.result as Address)]
      const token1 = tokens[priceKey(token1Read.result as Address)]
      const reserves = reservesRead.result as readonly [bigint, bigint, number]
      if (!token0 || !token1) return
      pairs[key] = pairFromReserves({
        tokenA: token0,
        tokenB: token1,
        reserveA: reserves[0],
        reserveB: reserves[1],
        address,
      })
    })
    return { tokens, pairs, isLoading }
  }, [data, isLoading, tokenEntries, pairEntries, chainId])
}
