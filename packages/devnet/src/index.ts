export type { ChainWriter } from './chainWriter'
export { deploy, TransactionFailedError, write } from './chainWriter'
export {
  type CompetitionKeeper,
  type CompetitionKeeperParameters,
  startCompetitionKeeper,
} from './competitionKeeper'
export * as competitionResults from './competitionResults'
export { type DeployAuctionParameters, deployAuction } from './deployAuction'
export {
  createLocalCompetitions,
  type DeployCompetitionParameters,
  deployCompetition,
} from './deployCompetition'
export { type DeployIfoParameters, deployIfo } from './deployIfo'
export {
  createVrfSubscription,
  type DeployLotteryParameters,
  deployLottery,
  type LotteryVrfPlan,
} from './deployLottery'
export {
  type DeployedMigration,
  type DeployMigrationParameters,
  deployMigration,
} from './deployMigration'
export { type DeployNftParameters, deployNft } from './deployNft'
export {
  type DeployPredictionParameters,
  deployPrediction,
  readPairAnswer,
  readPairLayout,
} from './deployPrediction'
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
export {
  type DeployWorldParameters,
  deployWorld,
  type RemoteIfoPlan,
  type RemoteLotteryPlan,
  type RemotePlan,
  type RemotePredictionPlan,
} from './deployWorld'
export { feedAnswerOf, readDexUsdPrices, type UsdPrice } from './dexUsdPrices'
export * as ifoSales from './ifoSales'
export {
  LOTTERY_DEFAULT_SEED,
  type LotteryKeeper,
  type LotteryKeeperParameters,
  lotteryKeeperWord,
  lotterySeedFromEnv,
  startLotteryKeeper,
} from './lotteryKeeper'
export * as lotteryRounds from './lotteryRounds'
export {
  type PredictionKeeper,
  type PredictionKeeperParameters,
  startPredictionKeeper,
} from './predictionKeeper'
export * as predictionRounds from './predictionRounds'
export {
  type CountingProxy,
  ethCallOf,
  type JsonRpcCall,
  type JsonRpcReply,
  startCountingProxy,
} from './rpcProxy/countingProxy'
export {
  type RpcProxy,
  type RpcProxyOptions,
  type RpcProxyStats,
  startRpcProxy,
} from './rpcProxy/startRpcProxy'
export { type AuctionSeed, createAuctionSeed } from './seedAuction'
export { type CompetitionSeed, createCompetitionSeed } from './seedCompetition'
export { seedMigration } from './seedMigration'
export { type OpenOrdersFile, type SignedOrder, type StoreFile, seedNfts } from './seedNfts'
export { createVotingSeed, type VotingSeed } from './seedVoting'
export { type OrderSignature, signLazyOrder } from './signLazyOrder'
export {
  DEV_ACCOUNTS,
  type Devnet,
  devWriter,
  ordersPathOf,
  readCompleteManifest,
  type StartDevnetParameters,
  startDevnet,
  votingPathOf,
} from './startDevnet'
export * as worldPlan from './worldPlan'
