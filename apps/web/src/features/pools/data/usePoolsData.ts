/**
 * Every pool of the deployment with its public and user data, read in ONE call list through the
 * shared multicall (one round per block for the whole page, whatever the number of pools),
 * priced from on-chain reserves (BNB pools through WBNB).
 */
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useConnection } from 'wagmi'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTokenPricesUsd } from '../../prices'
import type { PoolDefinition } from '../config/configuredPools'
import { getPoolsConfig } from '../config/getPoolsConfig'
import { getPoolView, type PoolView } from '../rules/getPoolView'
import { getPoolCalls } from './getPoolCalls'
import { type PoolRead, parsePoolReads } from './parsePoolReads'

export type UsePoolsDataParameters = {
  /** The pools to describe; spec §3's by default (tests pass their own). */
  definitions?: readonly PoolDefinition[] | undefined
}

export type UsePoolsDataReturnType = {
  pools: PoolView[]
  account: Address | undefined
  /** Block the data was read at. */
  currentBlock: bigint | undefined
  /** True until the first round answers. */
  isLoading: boolean
}

export function usePoolsData({ definitions }: UsePoolsDataParameters = {}): UsePoolsDataReturnType {
  const { chainId, manifest } = useRuntimeConfig()
  const { address: account } = useConnection()
  const configs = useMemo(() => getPoolsConfig({ manifest, definitions }), [manifest, definitions])
  const { contracts, layout } = useMemo(
    () =>
      getPoolCalls({
        pools: configs,
        chainId,
        account,
        multicall: manifest.contracts.Multicall,
      }),
    [configs, chainId, account, manifest.contracts.Multicall],
  )
  const { data, blockNumber, isLoading } = useMulticall(contracts)
  const prices = useTokenPricesUsd()

  const pools = useMemo(() => {
    const reads = parsePoolReads(layout, data as readonly PoolRead[] | undefined)
    const bySousId = new Map(reads.map((read) => [read.sousId, read]))
    return configs.map((config) =>
      getPoolView({
        config,
        reads: bySousId.get(config.sousId),
        chainId,
        wbnb: manifest.contracts.WBNB,
        currentBlock: blockNumber,
        prices,
      }),
    )
  }, [configs, layout, data, chainId, manifest.contracts.WBNB, blockNumber, prices])

  return { pools, account, currentBlock: blockNumber, isLoading }
}
