/**
 * The prediction game in the world deploy: GhostPrediction on Chainlink's MockV3Aggregator,
 * started at the BNB-USDT pair's price, run by account 41 (funded for gas) and paying the world's
 * treasury, with the plan's round settings; and, given a real chain's feed, that feed and no mock.
 */
import { ghostPredictionAbi, mockV3AggregatorAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getPredictionContracts } from '@ghost/contracts/manifest'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { deployPrediction } from './deployPrediction'
import { devWriter } from './startDevnet'
import { countDeployerTransactions, setUpLocalWorld, TEST_TREASURY } from './testing/localWorld'
import { PREDICTION } from './worldPlan'

const world = setUpLocalWorld()
const treasury = TEST_TREASURY

const contracts = () => {
  const deployed = getPredictionContracts(world.manifest)
  if (!deployed) throw new Error('no prediction game in the manifest')
  return deployed
}

describe('deployPrediction in the local world', () => {
  test('the manifest has the game and its feed, both with code', async () => {
    const { Prediction, PredictionOracle } = contracts()
    for (const address of [Prediction, PredictionOracle]) {
      expect((await world.client.getCode({ address }))?.length, address).toBeGreaterThan(2)
    }
  })

  test('the game reads the feed, is owned by the deployer, run by account 41 and pays the treasury, with the planned rounds', async () => {
    const { Prediction, PredictionOracle } = contracts()
    const at = { address: Prediction, abi: ghostPredictionAbi } as const
    const settings = await Promise.all([
      world.client.readContract({ ...at, functionName: 'oracle' }),
      world.client.readContract({ ...at, functionName: 'owner' }),
      world.client.readContract({ ...at, functionName: 'operator' }),
      world.client.readContract({ ...at, functionName: 'treasury' }),
      world.client.readContract({ ...at, functionName: 'intervalSeconds' }),
      world.client.readContract({ ...at, functionName: 'bufferSeconds' }),
      world.client.readContract({ ...at, functionName: 'minBetAmount' }),
      world.client.readContract({ ...at, functionName: 'treasuryFee' }),
      world.client.readContract({ ...at, functionName: 'oracleUpdateAllowance' }),
      world.client.readContract({ ...at, functionName: 'currentEpoch' }),
      world.client.readContract({ ...at, functionName: 'paused' }),
      world.client.readContract({ ...at, functionName: 'genesisStartOnce' }),
    ])
    expect(settings).toEqual([
      PredictionOracle,
      devAccount(0).address,
      devAccount(41).address,
      treasury,
      300n,
      30n,
      10n ** 15n,
      300n,
      60n,
      0n,
      false,
      false,
    ])
  })

  test('the operator has BNB for gas (a 10-account node does not fund account 41 itself)', async () => {
    expect(await world.client.getBalance({ address: devAccount(41).address })).toBe(
      PREDICTION.operatorBnb,
    )
  })

  test('the feed starts at the BNB-USDT pair’s price: 600,000 USDT for 1,000 BNB is $600.00000000', async () => {
    const { PredictionOracle } = contracts()
    const at = { address: PredictionOracle, abi: mockV3AggregatorAbi } as const
    expect(await world.client.readContract({ ...at, functionName: 'decimals' })).toBe(8)
    const [roundId, answer, , updatedAt] = await world.client.readContract({
      ...at,
      functionName: 'latestRoundData',
    })
    expect(roundId).toBe(1n)
    expect(answer).toBe(600_00000000n)
    expect(updatedAt).toBeGreaterThan(0n)
  })
})

describe('deployPrediction with a real chain’s feed', () => {
  test('uses the feed it is given (no mock), run by the deployer unless told otherwise', async () => {
    const feed = contracts().PredictionOracle
    const {
      deployed: { Prediction, PredictionOracle },
      transactions,
    } = await countDeployerTransactions(world, () =>
      deployPrediction({ deployer: devWriter(world.anvil.url, 0), treasury, oracle: feed }),
    )
    expect(PredictionOracle).toBe(feed)
    // one contract created: the game
    expect(transactions).toBe(1)
    const at = { address: Prediction, abi: ghostPredictionAbi } as const
    expect(await world.client.readContract({ ...at, functionName: 'oracle' })).toBe(feed)
    expect(await world.client.readContract({ ...at, functionName: 'operator' })).toBe(
      devAccount(0).address,
    )
  })

  test('without a feed or the pair to start a mock at, it refuses', async () => {
    await expect(
      deployPrediction({ deployer: devWriter(world.anvil.url, 0), treasury }),
    ).rejects.toThrow('A local price feed needs the BNB-USD pair and WBNB')
    await expect(
      deployPrediction({
        deployer: devWriter(world.anvil.url, 0),
        treasury,
        bnbUsdPair: world.manifest.pairs?.['BNB-USDT'] as Address,
      }),
    ).rejects.toThrow('A local price feed needs the BNB-USD pair and WBNB')
  })
})
