/**
 * The reads of the create screen: the connected wallet's collections, a new collection name's
 * uniqueness (debounced), the wallet's templates, and the market's price limits and fee rates.
 * Keys live under ['nfts', …] so `invalidateNftQueries` refreshes them after a write.
 */
import { ghostMarketAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import { useQuery } from '@tanstack/react-query'
import {
  nftCollectionNameUniqueQuery,
  nftOwnCollectionsQuery,
  nftOwnTemplatesQuery,
} from '../../../api/nfts/nftQueries'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useDebouncedValue } from '../../../components/useDebouncedValue'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'

/** Spec §9 debounces lookups while typing; the name check waits a little longer (a request each). */
export const NAME_CHECK_DEBOUNCE_MS = 300

/** The collections whose contract the connected wallet owns (indexed owner), by name. */
export function useOwnCollections() {
  const { client, account } = useNftApi()
  return useQuery(nftOwnCollectionsQuery(client, account))
}

export type NameCheck =
  /** Nothing to check (empty) or the check is waiting for typing to stop or the API. */
  | { state: 'idle' | 'checking' }
  | { state: 'unique' | 'taken'; name: string }
  /** The API did not answer; the create button stays usable (the factory does not care). */
  | { state: 'unknown' }

/** Whether `name` is free (`collections/isunique?key=name&value=`), checked as the user types. */
export function useCollectionNameCheck(name: string): NameCheck {
  const { client } = useNftApi()
  const trimmed = name.trim()
  const debounced = useDebouncedValue(trimmed, NAME_CHECK_DEBOUNCE_MS)
  const query = useQuery(nftCollectionNameUniqueQuery(client, debounced))
  if (trimmed === '') return { state: 'idle' }
  if (debounced !== trimmed || query.isPending) return { state: 'checking' }
  if (query.data === null || query.data === undefined) return { state: 'unknown' }
  return { state: query.data.unique ? 'unique' : 'taken', name: debounced }
}

/** The connected wallet's templates, newest first. */
export function useOwnTemplates() {
  const { client, account } = useNftApi()
  return useQuery(nftOwnTemplatesQuery(client, account))
}

export type MarketTerms = {
  minimumAskPrice: bigint
  maximumAskPrice: bigint
  tradingFee: bigint
  ghostPotFee: bigint
}

/** GhostMarket's ask limits and fee rates, read on chain each block (undefined until read). */
export function useMarketTerms(): MarketTerms | undefined {
  const { manifest } = useRuntimeConfig()
  const market = getNftContracts(manifest)?.NFTMarket
  const contract = {
    address: market ?? '0x0000000000000000000000000000000000000000',
    abi: ghostMarketAbi,
  } as const
  const reads = useMulticall(
    [
      { ...contract, functionName: 'minimumAskPrice' },
      { ...contract, functionName: 'maximumAskPrice' },
      { ...contract, functionName: 'tradingFee' },
      { ...contract, functionName: 'ghostPotFee' },
    ],
    { enabled: market !== undefined },
  )
  const [minimum, maximum, tradingFee, ghostPotFee] = reads.data ?? []
  if (
    minimum?.result === undefined ||
    maximum?.result === undefined ||
    tradingFee?.result === undefined ||
    ghostPotFee?.result === undefined
  ) {
    return undefined
  }
  return {
    minimumAskPrice: minimum.result,
    maximumAskPrice: maximum.result,
    tradingFee: BigInt(tradingFee.result),
    ghostPotFee: BigInt(ghostPotFee.result),
  }
}
