/**
 * The one client of the Ghost server. Domains: `api/nfts` (the NFT market and profile REST API),
 * `api/info` (the Info GraphQL queries and their hooks), `api/graphql` (the GraphQL transport).
 */
export { useWaitForIndex, type WaitForIndexOptions, waitForIndex } from './waitForIndex'
