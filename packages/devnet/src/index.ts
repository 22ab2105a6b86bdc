export type { ChainWriter } from './chainWriter'
export { deploy, TransactionFailedError, write } from './chainWriter'
export { type DeployNftParameters, deployNft } from './deployNft'
export {
  DEPLOY_HELP,
  type DeployRemoteParameters,
  type DeployRemoteResult,
  deployRemote,
} from './deployRemote'
export {
  type DeployRewardsParameters,
  deployRewards,
  type RewardContracts,
} from './deployRewards'
export { type DeploySteps, directSteps } from './deploySteps'
export { type DeployWorldParameters, deployWorld, type RemotePlan } from './deployWorld'
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
