/** Every NFT query key starts with 'nfts' (see invalidate.ts), then the API it reads. */
export type NftEndpointKey = readonly [chainId: number, apiUrl: string]

export const nftKeys = {
  all: ['nfts'] as const,
  collections: (endpoint: NftEndpointKey) => ['nfts', ...endpoint, 'collections'] as const,
  collection: (endpoint: NftEndpointKey, address: string | undefined) =>
    ['nfts', ...endpoint, 'collection', address ?? null] as const,
  token: (endpoint: NftEndpointKey, collection: string | undefined, tokenId: string | undefined) =>
    ['nfts', ...endpoint, 'token', collection ?? null, tokenId ?? null] as const,
  collectionTokens: (endpoint: NftEndpointKey, address: string | undefined, query: unknown) =>
    ['nfts', ...endpoint, 'collectionTokens', address ?? null, query] as const,
  order: (endpoint: NftEndpointKey, collection: string | undefined, tokenId: string | undefined) =>
    ['nfts', ...endpoint, 'order', collection ?? null, tokenId ?? null] as const,
  activity: (endpoint: NftEndpointKey, scope: unknown) =>
    ['nfts', ...endpoint, 'activity', scope] as const,
  userNfts: (endpoint: NftEndpointKey, account: string | undefined) =>
    ['nfts', ...endpoint, 'userNfts', account ?? null] as const,
  newest: (endpoint: NftEndpointKey, first: number) =>
    ['nfts', ...endpoint, 'newest', first] as const,
}
