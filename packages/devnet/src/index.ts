export type { ChainWriter } from './chainWriter'
export { deploy, TransactionFailedError, write } from './chainWriter'
export { type DeployNftParameters, deployNft } from './deployNft'
export {
  type DeployRewardsParameters,
  deployRewards,
  type RewardContracts,
} from './deployRewards'
export { type DeployWorldParameters, deployWorld } from './deployWorld'
export {
  type RpcProxy,
  type RpcProxyOptions,
  type RpcProxyStats,
  startRpcProxy,
} from './rpcProxy/startRpcProxy'
export { type OpenOrdersFile, type SignedOrder, type StoreFile, seedNfts } from './seedNfts'
export { type OrderSignature, signLazyOrder } from './signLazyOrder'
export {
  DEV_ACCOUNTS,
  type Devnet,
  devWriter,
  ordersPathOf,
  readCompleteManifest,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet'
export * as worldPlan from './worldPlan'
