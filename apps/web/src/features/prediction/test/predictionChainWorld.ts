/**
 * The prediction screen's chain tests' world, which the history's builds on: Anvil with
 * Multicall, Chainlink's MockV3Aggregator as the BNB/USD feed (8 decimals, at 600 USD) and
 * GhostPrediction from the devnet's deployPrediction with the world's settings (account 0 owns it
 * and is its operator, account 3 its treasury). Helpers run the rounds as the operator does: each
 * step moves the chain's clock to the round's lock time, gives the feed a fresh answer and calls
 * the contract.
 */
import {
  ghostPredictionAbi,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
  multicallAbi,
  multicallBytecode,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  startAnvil,
} from '@ghost/contracts/anvil'
import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, deployPrediction, devWriter, write } from '@ghost/devnet'
import type { PredictionBetSide } from '@ghost/sdk'
import { type Address, zeroAddress } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { anvilClock, localRuntimeConfig } from '../../../test/chainFixtures'

/** The feed's first answer: 600 USD with 8 decimals. */
export const FIRST_PRICE = 600_00000000n

export type PredictionChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  /** Account 0: deployed everything, owns the game and runs its rounds. */
  operator: ChainWriter
  prediction: Address
  feed: Address
  multicall: Address
  manifest: Manifest
  /** The world's runtime config (the API a closed port); `rpcUrl` to read through a proxy. */
  runtimeConfig(rpcUrl?: string): RuntimeConfig
  /** The feed's new answer, in a block of its own (`updatedAt` = that block's time). */
  setPrice(answer: bigint): Promise<void>
  /** Genesis: opens the first round (or the first after an unpause); its epoch. */
  startRound(): Promise<bigint>
  /**
   * At the current round's lock time, with the feed at `price`: genesis lock the first time,
   * then executeRound (locks the current round, closes the one before at the same answer).
   */
  nextRound(price: bigint): Promise<void>
  /** Bets `amount` wei on `side` in the current round straight from `account` (not the app). */
  betAs(account: number, side: PredictionBetSide, amount: bigint): Promise<void>
  pause(): Promise<void>
  currentEpoch(): Promise<bigint>
  /** Mines a block at `timestamp` (the chain's clock moves there). */
  mineAt(timestamp: bigint): Promise<void>
}

export async function startPredictionChainWorld(): Promise<PredictionChainWorld> {
  const anvil = await startAnvil()
  const client = anvilClient(anvil.url)
  const operator = devWriter(anvil.url, 0)
  const multicall = await deploy(operator, {
    abi: multicallAbi,
    bytecode: multicallBytecode,
    name: 'Multicall',
  })
  const feed = await deploy(operator, {
    abi: mockV3AggregatorAbi,
    bytecode: mockV3AggregatorBytecode,
    args: [8, FIRST_PRICE],
    name: 'PredictionOracle',
  })
  const { Prediction: prediction } = await deployPrediction({
    deployer: operator,
    treasury: devAccount(3).address,
    oracle: feed,
  })
  const manifest = parseManifest({
    chainId: 1337,
    startBlock: 0,
    contracts: {
      WBNB: zeroAddress,
      Factory: zeroAddress,
      Router: zeroAddress,
      FeeSplitter: zeroAddress,
      Buyback: zeroAddress,
      Multicall: multicall,
      MasterChef: zeroAddress,
      SmartChef0: zeroAddress,
      SmartChef1: zeroAddress,
      SmartChef2: zeroAddress,
      SmartChef3: zeroAddress,
      Prediction: prediction,
      PredictionOracle: feed,
    },
    tokens: {
      USDT: zeroAddress,
      BUSD: zeroAddress,
      GHOST: zeroAddress,
      CAKE: zeroAddress,
      TAX: zeroAddress,
    },
  })

  const read = <const name extends 'currentEpoch' | 'genesisLockOnce'>(functionName: name) =>
    client.readContract({ address: prediction, abi: ghostPredictionAbi, functionName })
  const { mineAt } = anvilClock(client)
  const setPrice = async (answer: bigint) => {
    await write(operator, {
      address: feed,
      abi: mockV3AggregatorAbi,
      functionName: 'updateAnswer',
      args: [answer],
    })
  }

  return {
    anvil,
    client,
    operator,
    prediction,
    feed,
    multicall,
    manifest,
    runtimeConfig: (rpcUrl = anvil.url) => localRuntimeConfig(rpcUrl, manifest),
    setPrice,
    async startRound() {
      await write(operator, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'genesisStartRound',
      })
      return read('currentEpoch')
    },
    async nextRound(price) {
      const epoch = await read('currentEpoch')
      const round = await client.readContract({
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: 'getRound',
        args: [epoch],
      })
      const now = (await client.getBlock({ blockTag: 'latest' })).timestamp
      if (now < round.lockTimestamp) {
        await client.setNextBlockTimestamp({ timestamp: round.lockTimestamp })
      }
      await setPrice(price)
      await write(operator, {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: (await read('genesisLockOnce')) ? 'executeRound' : 'genesisLockRound',
      })
    },
    async betAs(account, side, amount) {
      const epoch = await read('currentEpoch')
      await write(devWriter(anvil.url, account), {
        address: prediction,
        abi: ghostPredictionAbi,
        functionName: side === 'Bull' ? 'betBull' : 'betBear',
        args: [epoch],
        value: amount,
      })
    },
    async pause() {
      await write(operator, { address: prediction, abi: ghostPredictionAbi, functionName: 'pause' })
    },
    currentEpoch: () => read('currentEpoch'),
    mineAt,
  }
}
