export {
  CHAIN_NAMES,
  isSupportedChainId,
  SUPPORTED_CHAIN_IDS,
  type SupportedChainId,
} from './chains'
export {
  type DatabaseConfig,
  DEFAULT_CHAIN_ID,
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_MANIFEST_PATH,
  DEFAULT_PORT,
  DEFAULT_RPC_URL,
  type LogLevel,
  loadConfig,
  REPO_ROOT,
  rpcUrlsOf,
  type ServerConfig,
} from './config'
export { type CreateServerParameters, createServer } from './createServer'
export { type CheckpointStore, createCheckpointStore } from './db/checkpointStore'
export {
  countAppliedMigrations,
  type MigrateToLatestReturnType,
  migrateToLatest,
} from './db/migrate'
export {
  type OpenDatabaseParameters,
  type OpenedDatabase,
  openDatabase,
  redactUrl,
} from './db/openDatabase'
export type { Database } from './db/schema'
export { type CreateDexModuleParameters, createDexModule } from './dex/createDexModule'
export * from './errors'
export { addIpfsRoute, FILE_CSP, IMMUTABLE_CACHE } from './files/ipfsRoute'
export { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_FIELDS, MAX_TOKENS } from './graphql/complexity'
export {
  addGraphqlRoute,
  GRAPHQL_PATH,
  type GraphqlRouteParameters,
  MAX_BATCH,
  MAX_BODY_BYTES,
} from './graphql/graphqlRoute'
export { MAX_FIRST, MAX_SKIP } from './graphql/listQuery'
export { isLoopbackOrigin } from './http/cors'
export type { ErrorBody } from './http/errorHandler'
export { paginationQuery } from './http/pagination'
export {
  addRoute,
  type RequestIssue,
  RequestValidationError,
  type RouteDefinition,
} from './http/route'
export { createIfoModule } from './ifo/createIfoModule'
export {
  type CreateIndexerParameters,
  createIndexer,
  DEFAULT_REORG_WINDOW,
  type Indexer,
  type SyncOnceReturnType,
} from './indexer/createIndexer'
export { createIndexerClient } from './indexer/createIndexerClient'
export type { ChainCheckpoint } from './indexer/tables'
export type { HandlerContext, IndexerModule } from './indexer/types'
export { createLotteryModule } from './lottery/createLotteryModule'
export { type CreateNftModuleParameters, createNftModule } from './nft/createNftModule'
export type { MetadataReader } from './nft/metadata'
export { createPredictionModule } from './prediction/createPredictionModule'
export {
  type CreateRewardsModuleParameters,
  createRewardsModule,
} from './rewards/createRewardsModule'
export type { ApiRewardEvent, ApiRewardProgramme } from './rewards/rewardRoutes'
export {
  HEALTH_RPC_DEADLINE_MS,
  type HealthBody,
  type LivenessBody,
  type ReadinessBody,
} from './routes/health'
export { type ChainStatusBody, chainIdParam } from './routes/status'
export { type CreateRpcClientParameters, createRpcClient } from './rpc/createRpcClient'
export { createSquadModule } from './squad/createSquadModule'
export type { ApiSquadEvent, ApiSquadSale } from './squad/squadRoutes'
