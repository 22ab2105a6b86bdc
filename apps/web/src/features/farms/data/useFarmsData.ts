/**
 * Every farm the MasterChef lists, with its computed values and the account's data, at the
 * current block. Reads go through the shared `useMulticall` (stages in `farmCalls.ts`): on each
 * block all of them leave in the page's single multicall round.
 *
 * Spec §4 "Farm fetches are skipped while the same fetch is pending": each read is a react-query
 * keyed by (chain, block, calls). While the fetch for a key is in flight, any other render or
 * component asking for the same farms at the same block joins that fetch instead of starting
 * another; nothing is refetched for a block already read (staleTime ∞). Only a new block starts
 * a new fetch. `useFarmsData.test.tsx` counts the RPC requests to show it.
 */
import { CurrencyAmount, pairFromReserves, Token } from '@ghost/sdk'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { getTokenPricesUsd, priceKey, type TokenPricesUsd, useManifestPairs } from '../../prices'
import { getFarmConfig } from '../config/getFarmConfig'
import { type FarmView, getFarmView } from '../rules/getFarmView'
import {
  type FarmRead,
  getFarmLpCalls,
  getFarmPoolCalls,
  getMasterChefCalls,
  getTokenMetadataCalls,
  parseFarmLpReads,
  parseFarmPoolReads,
  parseMasterChefReads,
  parseTokenMetadataReads,
} from './farmCalls'

export type UseFarmsDataReturnType = {
  farms: FarmView[]
  /** The reward token (GHOST), once known. */
  rewardToken: Token | undefined
  prices: TokenPricesUsd
  /** True until the first complete read. */
  isLoading: boolean
  blockNumber: bigint | undefined
}

export function useFarmsData(account: Address | undefined): UseFarmsDataReturnType {
  const { manifest, chainId } = useRuntimeConfig()
  const masterChef = manifest.contracts.MasterChef
  const {
    tokens: manifestTokens,
    pairs: manifestPairs,
    isLoading: manifestLoading,
  } = useManifestPairs()

  const totalsCalls = useMemo(() => getMasterChefCalls(masterChef), [masterChef])
  const totalsRead = useMulticall(totalsCalls)
  const totals = useMemo(
    () => parseMasterChefReads(totalsRead.data as readonly FarmRead[] | undefined),
    [totalsRead.data],
  )
  const poolLength = totals?.poolLength

  const poolCalls = useMemo(
    () =>
      poolLength === undefined ? undefined : getFarmPoolCalls(masterChef, poolLength, account),
    [masterChef, poolLength, account],
  )
  const poolRead = useMulticall(poolCalls)
  const pools = useMemo(
    () =>
      parseFarmPoolReads(
        poolRead.data as readonly FarmRead[] | undefined,
        poolLength ?? 0,
        !!account,
      ),
    [poolRead.data, poolLength, account],
  )

  const lpKey = pools?.map((pool) => pool.lpAddress).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the addresses, not the per-block array
  const lpAddresses = useMemo(() => pools?.map((pool) => pool.lpAddress), [lpKey])
  const lpCalls = useMemo(
    () => lpAddresses && getFarmLpCalls(lpAddresses, masterChef, account),
    [lpAddresses, masterChef, account],
  )
  const lpRead = useMulticall(lpCalls, { enabled: !!lpAddresses && lpAddresses.length > 0 })
  const lps = useMemo(
    () =>
      lpAddresses &&
      parseFarmLpReads(lpRead.data as readonly FarmRead[] | undefined, lpAddresses, !!account),
    [lpRead.data, lpAddresses, account],
  )

  // tokens the manifest lacks (a farm added later for another pair) need their symbol and decimals
  const unknownKey = manifestLoading
    ? ''
    : [
        ...new Set(
          [totals?.rewardToken, ...(lps ?? []).flatMap((lp) => [lp.token0, lp.token1])].filter(
            (address): address is Address => !!address && !manifestTokens[priceKey(address)],
          ),
        ),
      ].join()
  const unknownTokens = useMemo(
    () => (unknownKey ? (unknownKey.split(',') as Address[]) : []),
    [unknownKey],
  )
  const metadataCalls = useMemo(() => getTokenMetadataCalls(unknownTokens), [unknownTokens])
  const metadataRead = useMulticall(metadataCalls, { enabled: unknownTokens.length > 0 })

  return useMemo(() => {
    const tokens: Record<string, Token> = { ...manifestTokens }
    for (const meta of parseTokenMetadataReads(
      metadataRead.data as readonly FarmRead[] | undefined,
      unknownTokens,
    )) {
      tokens[priceKey(meta.address)] = new Token({ chainId, ...meta })
    }
    const rewardToken = totals && tokens[priceKey(totals.rewardToken)]
    const lpByAddress = new Map((lps ?? []).map((lp) => [priceKey(lp.lpAddress), lp]))
    const farmPairs = (lps ?? []).flatMap((lp) => {
      const token0 = tokens[priceKey(lp.token0)]
      const token1 = tokens[priceKey(lp.token1)]
      if (!token0 || !token1) return []
      return [
        {
          lp,
          pair: pairFromReserves({
            tokenA: token0,
            tokenB: token1,
            reserveA: lp.reserve0,
            reserveB: lp.reserve1,
            address: lp.lpAddress,
          }),
        },
      ]
    })
    const pairsByAddress = new Map(
      [...Object.values(manifestPairs), ...farmPairs.map((entry) => entry.pair)].map((pair) => [
        priceKey(pair.address),
        pair,
      ]),
    )
    const stables = [manifest.tokens.USDT, manifest.tokens.BUSD]
      .map((address) => tokens[priceKey(address)])
      .filter((token) => token !== undefined)
    const prices = getTokenPricesUsd([...pairsByAddress.values()], stables)
    const quotePreference = [
      manifest.contracts.WBNB,
      manifest.tokens.BUSD,
      manifest.tokens.USDT,
      manifest.tokens.GHOST,
    ]

    const farms: FarmView[] = []
    for (const pool of pools ?? []) {
      const lp = lpByAddress.get(priceKey(pool.lpAddress))
      const pair = farmPairs.find((entry) => entry.lp === lp)?.pair
      if (!lp || !pair || !totals || !rewardToken) continue
      const config = getFarmConfig({
        pid: pool.pid,
        lpAddress: pool.lpAddress,
        tokenA: pair.token0,
        tokenB: pair.token1,
        quotePreference,
        wbnb: manifest.contracts.WBNB,
      })
      farms.push(
        getFarmView({
          config,
          allocPoint: pool.allocPoint,
          totalAllocPoint: totals.totalAllocPoint,
          totalStaked: pool.totalStaked,
          pair,
          lpTotalSupply: lp.totalSupply,
          rewardPerBlock: CurrencyAmount.fromRawAmount(rewardToken, totals.rewardPerBlock),
          prices,
          user:
            pool.user && lp.user
              ? {
                  allowance: lp.user.allowance,
                  tokenBalance: lp.user.tokenBalance,
                  stakedBalance: pool.user.stakedBalance,
                  earnings: pool.user.earnings,
                }
              : undefined,
        }),
      )
    }
    const complete = !!totals && !!pools && farms.length === pools.length
    return {
      farms,
      rewardToken,
      prices,
      isLoading: !complete,
      blockNumber: lpRead.blockNumber,
    }
  }, [
    manifestTokens,
    manifestPairs,
    metadataRead.data,
    unknownTokens,
    totals,
    lps,
    pools,
    chainId,
    manifest,
    lpRead.blockNumber,
  ])
}
