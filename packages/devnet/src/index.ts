export type { ChainWriter } from './chainWriter'
export { deploy, TransactionFailedError, write } from './chainWriter'
export { type DeployWorldParameters, deployWorld } from './deployWorld'
export {
  DEV_ACCOUNTS,
  type Devnet,
  devWriter,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet'
export * as worldPlan from './worldPlan'
