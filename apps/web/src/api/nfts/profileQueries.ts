/**
 * The profile service's reads as react-query options: a wallet's username (batched with every
 * other address on screen) and its avatar token. Keys live under `nftKeys.profile()`, so an NFT
 * write, a username change and logout reach them.
 */
import { queryOptions } from '@tanstack/react-query'
import { getToken } from './collectionReads'
import type { NftApiClient } from './nftApiClient'
import { nftKeys } from './nftKeys'
import { loadUsername } from './usernameBatcher'

/** Names and avatars change seldom; a minute saves a request per address per screen. */
const PROFILE_STALE_MS = 60_000

export const profileQueries = {
  /** The username record of `account` (lowercase), null when it has none; disabled without one. */
  username: (client: NftApiClient, account: string | undefined) =>
    queryOptions({
      queryKey: nftKeys.profile('username', client.chainId, account),
      enabled: account !== undefined,
      // batched with every other address on screen: one request, no 404 for a wallet without a name
      queryFn: () => loadUsername(client, account ?? ''),
      staleTime: PROFILE_STALE_MS,
    }),

  /** The profile picture's token (API view); disabled until the profile names one. */
  avatar: (client: NftApiClient, collection: string | null, tokenId: bigint | null) =>
    queryOptions({
      queryKey: nftKeys.profile('avatar', client.chainId, collection, tokenId?.toString()),
      enabled: collection !== null && tokenId !== null,
      queryFn: async ({ signal }) => {
        const item = await getToken(client, {
          collection: collection?.toLowerCase() ?? '',
          tokenId: tokenId ?? 0n,
          signal,
        })
        return item?.data ?? null
      },
      staleTime: PROFILE_STALE_MS,
    }),
}
