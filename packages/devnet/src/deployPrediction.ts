/**
 * Deploys the prediction game (issue 32): GhostPrediction on a BNB/USD price feed, with its
 * operator and treasury and the world's round settings (worldPlan PREDICTION). On the local chain
 * (no `oracle` given) it deploys Chainlink's MockV3Aggregator too, starting at the BNB-USDT pair's
 * price; the keeper then moves it with the pair. On a real chain it uses the feed it is given
 * (Chainlink's BNB/USD: 8 decimals).
 */
import {
  ghostPairAbi,
  ghostPredictionAbi,
  ghostPredictionBytecode,
  mockV3AggregatorAbi,
  mockV3AggregatorBytecode,
} from '@ghost/contracts'
import type { ManifestPredictionContracts } from '@ghost/contracts/manifest'
import { oracleAnswerFromReserves } from '@ghost/sdk'
import { type Address, erc20Abi, getAddress } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'
import { PREDICTION } from './worldPlan'

export type DeployPredictionParameters = {
  /** Deploys and owns the game (and, locally, the price feed). */
  deployer: ChainWriter
  /** Receives the fees and House wins (feeds the weekly burn). */
  treasury: Address
  /** Runs the rounds; the deployer when omitted. */
  operator?: Address | undefined
  /** A real chain's BNB/USD feed; omitted, the mock is deployed at `bnbUsdPair`'s price. */
  oracle?: Address | undefined
  /** The local world's BNB-USDT pair, whose price the mock starts at (and the keeper follows). */
  bnbUsdPair?: Address | undefined
  wbnb?: Address | undefined
  steps?: DeploySteps | undefined
}

export async function deployPrediction(
  parameters: DeployPredictionParameters,
): Promise<ManifestPredictionContracts> {
  const { deployer, treasury } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const me = deployer.account.address
  let PredictionOracle: Address
  if (parameters.oracle) {
    PredictionOracle = getAddress(parameters.oracle)
  } else {
    const { bnbUsdPair, wbnb } = parameters
    if (!bnbUsdPair || !wbnb) throw new Error('A local price feed needs the BNB-USD pair and WBNB')
    const answer = await readPairAnswer(deployer, await readPairLayout(deployer, bnbUsdPair, wbnb))
    PredictionOracle = await steps.deploy({
      abi: mockV3AggregatorAbi,
      bytecode: mockV3AggregatorBytecode,
      args: [PREDICTION.oracleDecimals, answer],
      name: 'PredictionOracle',
    })
  }
  const Prediction = await steps.deploy({
    abi: ghostPredictionAbi,
    bytecode: ghostPredictionBytecode,
    args: [
      PredictionOracle,
      me,
      parameters.operator ?? me,
      treasury,
      PREDICTION.intervalSeconds,
      PREDICTION.bufferSeconds,
      PREDICTION.minBetAmount,
      PREDICTION.oracleUpdateAllowance,
      PREDICTION.treasuryFee,
    ],
    name: 'Prediction',
  })
  return { Prediction, PredictionOracle }
}

/** Which side of a BNB/USD pair holds BNB, and its USD token's decimals: fixed for a pair. */
export type BnbUsdPairLayout = { pair: Address; bnbIsToken0: boolean; usdDecimals: number }

export async function readPairLayout(
  reader: Pick<ChainWriter, 'readContract'>,
  pair: Address,
  wbnb: Address,
): Promise<BnbUsdPairLayout> {
  const [token0, token1] = await Promise.all([
    reader.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
    reader.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token1' }),
  ])
  const bnbIsToken0 = getAddress(token0) === getAddress(wbnb)
  const usdDecimals = await reader.readContract({
    address: bnbIsToken0 ? token1 : token0,
    abi: erc20Abi,
    functionName: 'decimals',
  })
  return { pair, bnbIsToken0, usdDecimals }
}

/** The feed answer for a BNB/USD pair's current reserves (see `oracleAnswerFromReserves`). */
export async function readPairAnswer(
  reader: Pick<ChainWriter, 'readContract'>,
  layout: BnbUsdPairLayout,
): Promise<bigint> {
  const [reserve0, reserve1] = await reader.readContract({
    address: layout.pair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  return layout.bnbIsToken0
    ? oracleAnswerFromReserves(reserve0, reserve1, layout.usdDecimals)
    : oracleAnswerFromReserves(reserve1, reserve0, layout.usdDecimals)
}
