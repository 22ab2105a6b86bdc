/**
 * Reads of collections and their tokens (spec §7). Each answers its fallback when the API fails:
 * an empty page or list, an empty map, or null (logged; spec §8 names the token-page failure
 * 'Failed to fetch collection NFTs').
 */
import type {
  ApiCollection,
  ApiCollectionTokens,
  ApiItem,
  ApiList,
  ApiOwnerTokens,
  ApiPage,
  ApiToken,
  ApiUniqueness,
} from '@ghost/sdk'
import { marketPath, type NftApiClient, readNftApi } from './nftApiClient'

/** Spec §7: page 1, size 100 unless stated. */
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 100

export const FAILED_TO_FETCH_COLLECTION_NFTS = 'Failed to fetch collection NFTs'

export type PageParameters = {
  page?: number | undefined
  size?: number | undefined
  signal?: AbortSignal | undefined
}

export function emptyPage<Item>(page = DEFAULT_PAGE, size = DEFAULT_PAGE_SIZE): ApiPage<Item> {
  return { data: [], total: 0, page, size, indexedTo: null }
}

function emptyTokens(page?: number, size?: number): ApiCollectionTokens {
  return { ...emptyPage<ApiToken>(page, size), attributesDistribution: {} }
}

/** Every collection, market ones first (`GET /collections`). */
export function getCollections(
  client: NftApiClient,
  { page, size, signal }: PageParameters = {},
): Promise<ApiPage<ApiCollection>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections'),
      query: { page, size },
      decode: client.decoders.collectionPage,
      signal,
    },
    { fallback: emptyPage<ApiCollection>(page, size), failure: 'Failed to fetch collections' },
  )
}

export type GetCollectionParameters = { address: string; signal?: AbortSignal | undefined }

/**
 * One collection, or null (unknown, or the API failed). Asked as the list narrowed to its address
 * (`collections?address=`): an unknown address is an empty page, not a 404 in the console.
 */
export async function getCollection(
  client: NftApiClient,
  { address, signal }: GetCollectionParameters,
): Promise<ApiItem<ApiCollection> | null> {
  const page = await readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections'),
      query: { address },
      decode: client.decoders.collectionPage,
      signal,
    },
    { fallback: null, failure: `Failed to fetch collection ${address}` },
  )
  const data = page?.data.find((collection) => collection.address === address.toLowerCase())
  return page && data ? { data, indexedTo: page.indexedTo } : null
}

export type GetCollectionTokensParameters = PageParameters & { address: string }

/** A page of a collection's tokens by token id, with its trait counts. */
export function getCollectionTokens(
  client: NftApiClient,
  { address, page, size, signal }: GetCollectionTokensParameters,
): Promise<ApiCollectionTokens> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', address, 'tokens'),
      query: { page, size },
      decode: client.decoders.collectionTokens,
      signal,
    },
    { fallback: emptyTokens(page, size), failure: FAILED_TO_FETCH_COLLECTION_NFTS },
  )
}

export type FilterCollectionTokensParameters = GetCollectionTokensParameters & {
  /** traitType → the values wanted (several values of one trait: any of them). */
  traits: Record<string, string | readonly string[]>
}

/**
 * The tokens whose attributes match every trait (`GET /collections/{address}/filter`). `page`
 * and `size` are the server's reserved keys: traits with those names cannot be filtered.
 */
export function filterCollectionTokens(
  client: NftApiClient,
  { address, traits, page, size, signal }: FilterCollectionTokensParameters,
): Promise<ApiCollectionTokens> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', address, 'filter'),
      query: { ...traits, page, size },
      decode: client.decoders.collectionTokens,
      signal,
    },
    { fallback: emptyTokens(page, size), failure: `Failed to filter collection ${address}` },
  )
}

export type GetTokenParameters = {
  collection: string
  tokenId: string | bigint
  signal?: AbortSignal | undefined
}

/**
 * One token with its market state, or null. Asked as the collection's tokens narrowed to its id
 * (`tokens?tokenId=`): a token not there (not minted, or not indexed yet) is an empty page, not a
 * 404 in the console, and the item page asks again each block until it is there.
 */
export async function getToken(
  client: NftApiClient,
  { collection, tokenId, signal }: GetTokenParameters,
): Promise<ApiItem<ApiToken> | null> {
  const page = await readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', collection, 'tokens'),
      query: { tokenId: String(tokenId), size: 1 },
      decode: client.decoders.collectionTokens,
      signal,
    },
    { fallback: null, failure: `Failed to fetch token ${collection} #${tokenId}` },
  )
  const data = page?.data[0]
  return page && data ? { data, indexedTo: page.indexedTo } : null
}

export type IsCollectionNameUniqueParameters = { name: string; signal?: AbortSignal | undefined }

/** Whether no collection has that name yet (any case); null when the API failed. */
export function isCollectionNameUnique(
  client: NftApiClient,
  { name, signal }: IsCollectionNameUniqueParameters,
): Promise<ApiUniqueness | null> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', 'isunique'),
      query: { key: 'name', value: name },
      decode: client.decoders.uniqueness,
      signal,
    },
    { fallback: null, failure: 'Failed to check the collection name' },
  )
}

export type GetOwnerTokensParameters = PageParameters & { account: string }

/** The most tokens one `ownertokens` page holds (the server's largest page size). */
export const OWNER_TOKENS_MAX_PAGE_SIZE = 1000

function emptyOwnerTokens(page = DEFAULT_PAGE, size = DEFAULT_PAGE_SIZE): ApiOwnerTokens {
  return { data: {}, total: 0, page, size, indexedTo: null }
}

/**
 * A page of the tokens a wallet owns (by collection, then token id), keyed
 * `{collection}-{tokenId}`; an empty page when the API failed.
 */
export function getOwnerTokens(
  client: NftApiClient,
  { account, page, size, signal }: GetOwnerTokensParameters,
): Promise<ApiOwnerTokens> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', 'ownertokens'),
      query: { account, page, size },
      decode: client.decoders.ownerTokens,
      signal,
    },
    {
      fallback: emptyOwnerTokens(page, size),
      failure: `Failed to fetch the NFTs of ${account}`,
    },
  )
}

export type GetAllOwnerTokensParameters = { account: string; signal?: AbortSignal | undefined }

/**
 * Every token a wallet owns: the pages of `ownertokens` at the largest size, one after another,
 * as many as the first page's `total` asks for. A page that fails (logged) or comes back empty
 * ends the walk with what was read; `total` stays the first page's.
 */
export async function getAllOwnerTokens(
  client: NftApiClient,
  { account, signal }: GetAllOwnerTokensParameters,
): Promise<ApiOwnerTokens> {
  const size = OWNER_TOKENS_MAX_PAGE_SIZE
  const first = await getOwnerTokens(client, { account, page: 1, size, signal })
  let data = first.data
  const pages = Math.ceil(first.total / size)
  for (let page = 2; page <= pages; page++) {
    const next = await getOwnerTokens(client, { account, page, size, signal })
    if (Object.keys(next.data).length === 0) break
    // spread, not Object.assign: a `__proto__` key stays a key
    data = { ...data, ...next.data }
  }
  return { ...first, data }
}

export type GetNewestTokensParameters = {
  /** Only tokens an open signed order sells. */
  onOrder?: boolean | undefined
  /** Newest by last update rather than by creation. */
  updateDesc?: boolean | undefined
  first?: number | undefined
  signal?: AbortSignal | undefined
}

export function getNewestTokens(
  client: NftApiClient,
  { onOrder, updateDesc, first, signal }: GetNewestTokensParameters = {},
): Promise<ApiList<ApiToken>> {
  return readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'collections', 'tokens', 'newest'),
      query: {
        onOrder: onOrder === undefined ? undefined : Number(onOrder),
        updateDesc: updateDesc === undefined ? undefined : Number(updateDesc),
        first,
      },
      decode: client.decoders.tokenList,
      signal,
    },
    { fallback: { data: [], indexedTo: null }, failure: 'Failed to fetch the newest NFTs' },
  )
}
