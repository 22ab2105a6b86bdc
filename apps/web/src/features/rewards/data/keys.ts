/** Every Rewards query key starts with 'rewards' (one invalidation refreshes the screen). */
export type RewardsEndpointKey = readonly [chainId: number, apiUrl: string]

export const rewardsKeys = {
  all: ['rewards'] as const,
  programmes: (endpoint: RewardsEndpointKey) => ['rewards', ...endpoint, 'programmes'] as const,
  events: (endpoint: RewardsEndpointKey, query: unknown) =>
    ['rewards', ...endpoint, 'events', query] as const,
}
