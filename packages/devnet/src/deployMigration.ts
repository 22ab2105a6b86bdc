/**
 * LP migration (issue 35): GhostMigrator from a legacy Uniswap-V2-style factory into Ghost's.
 *
 * Given an existing legacy factory and farm (a real chain's older exchange), only the migrator is
 * deployed. Without them (the local world) the legacy exchange is made too, as stand-ins built
 * from Ghost's own contracts: a second GhostFactory ("LegacyFactory") with the pairs of worldPlan
 * MIGRATION created empty, and a MasterChef paying CAKE ("LegacyMasterChef") whose pid 0 farms
 * the legacy BNB-USDT LP, funded with CAKE. Their liquidity and positions are the seed's
 * (seedMigration). The legacy pairs are not in the manifest's `pairs`, which the app prices and
 * routes Ghost's trades through: the web finds them through LegacyFactory.allPairs.
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostMigratorAbi,
  ghostMigratorBytecode,
  masterChefAbi,
  masterChefBytecode,
} from '@ghost/contracts'
import type { ManifestMigrationContracts } from '@ghost/contracts/manifest'
import { type Address, erc20Abi } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'
import { MIGRATION } from './worldPlan'

export type DeployMigrationParameters = {
  deployer: ChainWriter
  /** Ghost's factory, whose pairs receive the liquidity. */
  factory: Address
  /** A real chain's older exchange; omitted, the local stand-ins are deployed (see above). */
  legacy?: { factory: Address; masterChef: Address } | undefined
  /** The local stand-ins' tokens: WBNB and the plan's symbols (CAKE pays the legacy farm). */
  wbnb?: Address | undefined
  tokens?: Readonly<Record<string, Address>> | undefined
  steps?: DeploySteps | undefined
}

export type DeployedMigration = ManifestMigrationContracts & {
  /** The legacy pairs by `SYMBOLA-SYMBOLB` (local stand-ins only; empty for a real chain's). */
  legacyPairs: Record<string, Address>
}

export async function deployMigration(
  parameters: DeployMigrationParameters,
): Promise<DeployedMigration> {
  const { deployer, factory } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const legacyPairs: Record<string, Address> = {}
  let LegacyFactory: Address
  let LegacyMasterChef: Address
  if (parameters.legacy) {
    LegacyFactory = parameters.legacy.factory
    LegacyMasterChef = parameters.legacy.masterChef
  } else {
    const { wbnb, tokens = {} } = parameters
    const cake = tokens.CAKE
    if (!wbnb || !cake) throw new Error('The local legacy exchange needs WBNB and CAKE')
    LegacyFactory = await steps.deploy({
      abi: ghostFactoryAbi,
      bytecode: ghostFactoryBytecode,
      args: [deployer.account.address],
      name: 'LegacyFactory',
    })
    for (const [symbolA, symbolB] of MIGRATION.pairs) {
      const tokenA = symbolA === 'BNB' ? wbnb : tokens[symbolA]
      const tokenB = symbolB === 'BNB' ? wbnb : tokens[symbolB]
      if (!tokenA || !tokenB) throw new Error(`unknown token in legacy pair ${symbolA}-${symbolB}`)
      await steps.write(`LegacyFactory.createPair(${symbolA}-${symbolB})`, {
        address: LegacyFactory,
        abi: ghostFactoryAbi,
        functionName: 'createPair',
        args: [tokenA, tokenB],
      })
      legacyPairs[`${symbolA}-${symbolB}`] = await deployer.readContract({
        address: LegacyFactory,
        abi: ghostFactoryAbi,
        functionName: 'getPair',
        args: [tokenA, tokenB],
      })
    }
    const farmed = legacyPairs['BNB-USDT']
    if (!farmed) throw new Error('the migration plan lacks the legacy BNB-USDT pair')
    LegacyMasterChef = await steps.deploy({
      abi: masterChefAbi,
      bytecode: masterChefBytecode,
      args: [cake, MIGRATION.farm.rewardPerBlock, await deployer.getBlockNumber()],
      name: 'LegacyMasterChef',
    })
    await steps.write('LegacyMasterChef.add(pid 0)', {
      address: LegacyMasterChef,
      abi: masterChefAbi,
      functionName: 'add',
      args: [MIGRATION.farm.pid0AllocPoint, farmed, false],
    })
    await steps.write('fund LegacyMasterChef', {
      address: cake,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [LegacyMasterChef, MIGRATION.farm.funding],
    })
  }
  const Migrator = await steps.deploy({
    abi: ghostMigratorAbi,
    bytecode: ghostMigratorBytecode,
    args: [LegacyFactory, factory],
    name: 'Migrator',
  })
  return { LegacyFactory, LegacyMasterChef, Migrator, legacyPairs }
}
