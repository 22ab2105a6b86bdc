/**
 * The prediction API's reads as react-query options. Every key starts with `predictionKeys.all`,
 * and a player's bets (every filter and page) and record start with `predictionKeys.player`, so
 * a claim refreshes exactly that wallet's history and standing with one invalidation each.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { NftApiClient } from '../nfts/nftApiClient'
import {
  type ApiPredictionBet,
  type ApiPredictionBetPage,
  getPredictionBets,
  getPredictionLeaderboard,
  getPredictionPlayer,
  type PredictionHistoryFilter,
  type PredictionLeaderboardOrder,
} from './predictionApi'

export type PredictionEndpointKey = readonly [chainId: number, apiUrl: string]

export const predictionKeys = {
  all: ['prediction'] as const,
  /** Everything of one wallet: its bets under every filter, and its record. */
  player: (endpoint: PredictionEndpointKey, user: string) =>
    ['prediction', ...endpoint, 'player', user] as const,
  bets: (endpoint: PredictionEndpointKey, user: string, filter: PredictionHistoryFilter) =>
    ['prediction', ...endpoint, 'player', user, 'bets', filter] as const,
  uncollected: (endpoint: PredictionEndpointKey, user: string) =>
    ['prediction', ...endpoint, 'player', user, 'uncollected'] as const,
  record: (endpoint: PredictionEndpointKey, user: string) =>
    ['prediction', ...endpoint, 'player', user, 'record'] as const,
  leaderboard: (
    endpoint: PredictionEndpointKey,
    orderBy: PredictionLeaderboardOrder,
    limit: number,
  ) => ['prediction', ...endpoint, 'leaderboard', orderBy, limit] as const,
}

export const predictionEndpointOf = (client: NftApiClient): PredictionEndpointKey => [
  client.chainId,
  client.apiUrl,
]

/** Bets per page of the history. */
export const PREDICTION_BETS_PAGE_SIZE = 20

/** Players the leaderboard shows. */
export const PREDICTION_LEADERBOARD_SIZE = 20

/**
 * How many unclaimed bets "Collect all" gathers (pages of the uncollected filter) and claims in
 * one `claim(epochs)`: a transaction well inside a block's gas, and more than a day of 5-minute
 * rounds. A wallet with more collects the rest with the next "Collect all".
 */
export const PREDICTION_UNCOLLECTED_MAX = 100

/** A wallet's bets under a filter, newest first, a page at a time (`fetchNextPage`). */
export function predictionBetsQuery(
  client: NftApiClient,
  user: string,
  filter: PredictionHistoryFilter,
  limit: number = PREDICTION_BETS_PAGE_SIZE,
) {
  const account = user.toLowerCase()
  return infiniteQueryOptions({
    queryKey: predictionKeys.bets(predictionEndpointOf(client), account, filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<ApiPredictionBetPage> =>
      getPredictionBets(client, account, { filter, limit, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/**
 * The wallet's bets that pay and are not claimed yet (won, or their round canceled), newest
 * first, up to `PREDICTION_UNCOLLECTED_MAX`: what "Collect all" claims. Pages are followed here,
 * not on screen, so the button claims bets the list has not loaded yet.
 */
export function predictionUncollectedQuery(client: NftApiClient, user: string) {
  const account = user.toLowerCase()
  return queryOptions({
    queryKey: predictionKeys.uncollected(predictionEndpointOf(client), account),
    queryFn: async ({ signal }): Promise<ApiPredictionBet[]> => {
      const bets: ApiPredictionBet[] = []
      let cursor: string | undefined
      do {
        const page = await getPredictionBets(
          client,
          account,
          { filter: 'uncollected', limit: PREDICTION_UNCOLLECTED_MAX, cursor },
          { signal },
        )
        bets.push(...page.bets)
        cursor = page.nextCursor ?? undefined
      } while (cursor !== undefined && bets.length < PREDICTION_UNCOLLECTED_MAX)
      return bets.slice(0, PREDICTION_UNCOLLECTED_MAX)
    },
  })
}

/** The top players by `orderBy`. */
export function predictionLeaderboardQuery(
  client: NftApiClient,
  orderBy: PredictionLeaderboardOrder,
  limit: number = PREDICTION_LEADERBOARD_SIZE,
) {
  return queryOptions({
    queryKey: predictionKeys.leaderboard(predictionEndpointOf(client), orderBy, limit),
    queryFn: ({ signal }) => getPredictionLeaderboard(client, { orderBy, limit }, { signal }),
  })
}

/** One wallet's record; null when it has played no ended round. */
export function predictionPlayerQuery(client: NftApiClient, user: string) {
  const account = user.toLowerCase()
  return queryOptions({
    queryKey: predictionKeys.record(predictionEndpointOf(client), account),
    queryFn: ({ signal }) => getPredictionPlayer(client, account, { signal }),
  })
}
