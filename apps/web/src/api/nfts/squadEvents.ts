/**
 * The squad sale's history from the API (`GET /v1/{chainId}/squad/events`, newest first):
 * purchases, claims and presale allowances. A failed read is logged and answers an empty list
 * (spec §7), so the rest of the page still works without the index.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  address,
  array,
  boolean,
  count,
  digits,
  hash,
  nullable,
  object,
  oneOf,
  seconds,
} from '../decode'
import { marketPath, type NftApiClient, readNftApi } from './nftApiClient'
import { nftKeys } from './nftKeys'

export type SquadEventKind = 'purchase' | 'claim' | 'presaleTickets'

export type SquadEvent = {
  kind: SquadEventKind
  user: `0x${string}`
  count: number
  /** CAKE (wei) burned by a purchase. */
  cakeBurned: string | null
  presale: boolean | null
  firstTokenId: string | null
  blockNumber: number
  timestamp: number
  transactionHash: `0x${string}`
  logIndex: number
}

export const decodeSquadEvents = object<{ data: SquadEvent[] }>({
  data: array(
    object<SquadEvent>({
      kind: oneOf('purchase', 'claim', 'presaleTickets'),
      user: address,
      count,
      cakeBurned: nullable(digits),
      presale: nullable(boolean),
      firstTokenId: nullable(digits),
      blockNumber: seconds,
      timestamp: seconds,
      transactionHash: hash,
      logIndex: count,
    }),
  ),
})

export type GetSquadEventsParameters = {
  user?: string | undefined
  kind?: SquadEventKind | undefined
  first?: number | undefined
  signal?: AbortSignal | undefined
}

export async function getSquadEvents(
  client: NftApiClient,
  { user, kind, first, signal }: GetSquadEventsParameters = {},
): Promise<SquadEvent[]> {
  const answer = await readNftApi(
    client,
    {
      method: 'GET',
      path: marketPath(client, 'squad', 'events'),
      query: { user, kind, first },
      decode: decodeSquadEvents,
      signal,
    },
    { fallback: null, failure: 'Failed to fetch the Ghost Squad sale history' },
  )
  return answer?.data ?? []
}

/** Spec §9: NFT tables refresh every 10 s; a purchase also refetches it (every 'nfts' query). */
const HISTORY_REFRESH_MS = 10_000

export const squadQueries = {
  /** The newest `first` events of the whole sale. */
  events: (client: NftApiClient, first: number) =>
    queryOptions({
      queryKey: nftKeys.squadEvents([client.chainId, client.apiUrl], first),
      queryFn: ({ signal }) => getSquadEvents(client, { first, signal }),
      refetchInterval: HISTORY_REFRESH_MS,
    }),
}
