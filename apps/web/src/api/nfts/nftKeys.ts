/**
 * Every NFT and profile query key starts with 'nfts': `nftKeys.all` is the root an NFT write
 * invalidates (and logout removes). Market reads then name the API they read (chain id, URL).
 */
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
  ordersByUid: (endpoint: NftEndpointKey, collection: string, uid: string | undefined) =>
    ['nfts', ...endpoint, 'ordersByUid', collection, uid ?? null] as const,
  lazyMetadata: (endpoint: NftEndpointKey, uri: string | undefined) =>
    ['nfts', ...endpoint, 'lazyMetadata', uri ?? null] as const,
  mintedIdOfUid: (endpoint: NftEndpointKey, collection: string, uid: string | undefined) =>
    ['nfts', ...endpoint, 'mintedIdOfUid', collection, uid ?? null] as const,
  activity: (endpoint: NftEndpointKey, scope: unknown) =>
    ['nfts', ...endpoint, 'activity', scope] as const,
  userNfts: (endpoint: NftEndpointKey, account: string | undefined) =>
    ['nfts', ...endpoint, 'userNfts', account ?? null] as const,
  newest: (endpoint: NftEndpointKey, first: number) =>
    ['nfts', ...endpoint, 'newest', first] as const,
  squadEvents: (endpoint: NftEndpointKey, first: number) =>
    ['nfts', ...endpoint, 'squadEvents', first] as const,
  /** The create screen's reads; `create.all` is what a template write refreshes. */
  create: {
    ownCollections: (chainId: number, account: string | undefined) =>
      ['nfts', 'create', 'ownCollections', chainId, account] as const,
    nameUnique: (chainId: number, name: string) =>
      ['nfts', 'create', 'nameUnique', chainId, name] as const,
    templatesAll: ['nfts', 'create', 'templates'] as const,
    templates: (chainId: number, account: string | undefined) =>
      ['nfts', 'create', 'templates', chainId, account] as const,
  },
  /** Profile-service reads: `profile()` (no parts) is the root a username change refreshes. */
  profile: (...parts: readonly unknown[]) => ['nfts', 'profile', ...parts] as const,
}
