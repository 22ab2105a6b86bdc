/**
 * Spec §3 per-collection filter: which tokens a collection page asks for (ordering, On Sale,
 * trait filters) and the request that asks for them. Pure: the hooks and tests share it.
 */
import type { ApiCollectionTokens, ApiToken } from '@ghost/sdk'
import { DEFAULT_PAGE_SIZE, FAILED_TO_FETCH_COLLECTION_NFTS } from './collectionReads'
import { marketPath, type NftApiClient, type QueryValue, readNftApi } from './nftApiClient'

export type TokenOrderField = 'tokenId' | 'price' | 'listed'
export type OrderDirection = 'asc' | 'desc'
export type TokenOrdering = { field: TokenOrderField; direction: OrderDirection }

/** Spec §3: ordering defaults to token id ascending. */
export const DEFAULT_ORDERING: TokenOrdering = { field: 'tokenId', direction: 'asc' }

/** traitType → the values wanted (a token matches when it has any of them, for every trait). */
export type TraitFilters = Record<string, readonly string[]>

export type CollectionTokensQuery = {
  ordering: TokenOrdering
  /** Only tokens with an ask or an open signed order (spec §3 showOnlyOnSale). */
  onSale: boolean
  traits: TraitFilters
}

export const DEFAULT_TOKENS_QUERY: CollectionTokensQuery = {
  ordering: DEFAULT_ORDERING,
  onSale: false,
  traits: {},
}

/** The trait filters without empty entries, keys and values sorted (a stable query key). */
export function activeTraits(traits: TraitFilters): TraitFilters {
  const entries = Object.entries(traits)
    .filter(([, values]) => values.length > 0)
    .map(([trait, values]) => [trait, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries)
}

/** Adds or removes one trait value. */
export function toggleTrait(traits: TraitFilters, trait: string, value: string): TraitFilters {
  const current = traits[trait] ?? []
  const next = current.includes(value)
    ? current.filter((entry) => entry !== value)
    : [...current, value]
  return activeTraits({ ...traits, [trait]: next })
}

export function hasTraitFilters(traits: TraitFilters): boolean {
  return Object.values(traits).some((values) => values.length > 0)
}

/** The endpoint (`tokens`, or `filter` when a trait is chosen) and its query string values. */
export function collectionTokensRequest(
  query: CollectionTokensQuery,
  page: number,
  size = DEFAULT_PAGE_SIZE,
): { endpoint: 'tokens' | 'filter'; query: Record<string, QueryValue> } {
  const traits = activeTraits(query.traits)
  const filtered = hasTraitFilters(traits)
  const values: Record<string, QueryValue> = filtered ? { ...traits } : {}
  values.page = page
  values.size = size
  if (query.ordering.field !== DEFAULT_ORDERING.field) values.orderBy = query.ordering.field
  if (query.ordering.direction !== DEFAULT_ORDERING.direction) {
    values.direction = query.ordering.direction
  }
  if (query.onSale) values.onSale = 1
  return { endpoint: filtered ? 'filter' : 'tokens', query: values }
}

function emptyTokens(page: number, size: number): ApiCollectionTokens {
  return { data: [], total: 0, page, size, indexedTo: null, attributesDistribution: {} }
}

export type FetchCollectionTokensParameters = {
  address: string
  query: CollectionTokensQuery
  page: number
  size?: number | undefined
  signal?: AbortSignal | undefined
}

/** One page; an empty page (logged 'Failed to fetch collection NFTs') when the API fails. */
export function fetchCollectionTokens(
  client: NftApiClient,
  { address, query, page, size = DEFAULT_PAGE_SIZE, signal }: FetchCollectionTokensParameters,
): Promise<ApiCollectionTokens> {
  const request = collectionTokensRequest(query, page, size)
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', address, request.endpoint),
      query: request.query,
      decode: client.decoders.collectionTokens,
      signal,
    },
    { fallback: emptyTokens(page, size), failure: FAILED_TO_FETCH_COLLECTION_NFTS },
  )
}

/** The next page number, or undefined once every token is loaded. */
export function nextTokensPage(last: ApiCollectionTokens): number | undefined {
  return last.page * last.size < last.total && last.data.length > 0 ? last.page + 1 : undefined
}

/**
 * The pages as one list: a later page's token replaces an earlier one with the same id (spec §4:
 * pages merge over old items by tokenId), keeping the server's order.
 */
export function mergeTokenPages(pages: readonly ApiCollectionTokens[]): ApiToken[] {
  const byKey = new Map<string, ApiToken>()
  for (const page of pages) {
    for (const token of page.data) {
      const key = token.tokenId ?? `uid:${token.tokenUID ?? token.name}`
      byKey.delete(key)
      byKey.set(key, token)
    }
  }
  return [...byKey.values()]
}
