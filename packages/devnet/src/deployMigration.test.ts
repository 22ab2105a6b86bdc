/**
 * LP migration in the world deploy: the legacy exchange's stand-ins (a second GhostFactory with
 * the planned pairs created empty, a MasterChef paying CAKE whose pid 0 farms the legacy BNB-USDT
 * LP, funded) and GhostMigrator from it into Ghost's factory; given a real chain's legacy
 * exchange, only the migrator.
 */
import { ghostFactoryAbi, ghostMigratorAbi, ghostPairAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getMigrationContracts } from '@ghost/contracts/manifest'
import { erc20Abi, parseEther, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { deployMigration } from './deployMigration'
import { devWriter } from './startDevnet'
import { countDeployerTransactions, setUpLocalWorld } from './testing/localWorld'

const world = setUpLocalWorld()

const migration = () => {
  const contracts = getMigrationContracts(world.manifest)
  if (!contracts) throw new Error('no LP migration in the manifest')
  return contracts
}

describe('deployMigration in the local world', () => {
  test('the migrator moves positions from LegacyFactory into Ghost’s factory; LegacyFactory is another factory, its fee setter account 0', async () => {
    const { LegacyFactory, Migrator } = migration()
    expect(LegacyFactory).not.toBe(world.manifest.contracts.Factory)
    expect(
      await Promise.all([
        world.client.readContract({
          address: Migrator,
          abi: ghostMigratorAbi,
          functionName: 'legacyFactory',
        }),
        world.client.readContract({
          address: Migrator,
          abi: ghostMigratorAbi,
          functionName: 'factory',
        }),
        world.client.readContract({
          address: LegacyFactory,
          abi: ghostFactoryAbi,
          functionName: 'feeToSetter',
        }),
        world.client.readContract({
          address: LegacyFactory,
          abi: ghostFactoryAbi,
          functionName: 'feeTo',
        }),
      ]),
    ).toEqual([LegacyFactory, world.manifest.contracts.Factory, devAccount(0).address, zeroAddress])
  })

  test('two legacy pairs, BNB(WBNB)-USDT and CAKE-GHOST, created empty (the seed adds their liquidity); neither is in the manifest’s pairs', async () => {
    const { LegacyFactory } = migration()
    const { tokens, contracts } = world.manifest
    const pairOf = (a: `0x${string}`, b: `0x${string}`) =>
      world.client.readContract({
        address: LegacyFactory,
        abi: ghostFactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      })
    expect(
      await world.client.readContract({
        address: LegacyFactory,
        abi: ghostFactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(2n)
    const pairs = [
      await pairOf(contracts.WBNB, tokens.USDT),
      await pairOf(tokens.CAKE, tokens.GHOST),
    ]
    for (const pair of pairs) {
      expect(pair).not.toBe(zeroAddress)
      expect(
        await world.client.readContract({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'getReserves',
        }),
      ).toEqual([0n, 0n, 0])
      expect(Object.values(world.manifest.pairs ?? {})).not.toContain(pair)
    }
  })

  test('LegacyMasterChef pays CAKE, pid 0 farms the legacy BNB-USDT LP (its only farm), and holds 2,000 CAKE; owned by account 0', async () => {
    const { LegacyFactory, LegacyMasterChef } = migration()
    const chef = { address: LegacyMasterChef, abi: masterChefAbi } as const
    const legacyBnbUsdt = await world.client.readContract({
      address: LegacyFactory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [world.manifest.contracts.WBNB, world.manifest.tokens.USDT],
    })
    const [lpToken, allocPoint] = await world.client.readContract({
      ...chef,
      functionName: 'poolInfo',
      args: [0n],
    })
    expect([lpToken, allocPoint]).toEqual([legacyBnbUsdt, 1000n])
    expect(
      await Promise.all([
        world.client.readContract({ ...chef, functionName: 'rewardToken' }),
        world.client.readContract({ ...chef, functionName: 'poolLength' }),
        world.client.readContract({ ...chef, functionName: 'rewardPerBlock' }),
        world.client.readContract({ ...chef, functionName: 'owner' }),
        world.client.readContract({
          address: world.manifest.tokens.CAKE,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [LegacyMasterChef],
        }),
      ]),
    ).toEqual([
      world.manifest.tokens.CAKE,
      1n,
      parseEther('0.01'),
      devAccount(0).address,
      parseEther('2000'),
    ])
  })
})

describe('deployMigration with a real chain’s legacy exchange', () => {
  test('deploys only the migrator, from the named factory, and names the named farm', async () => {
    const { LegacyFactory, LegacyMasterChef } = migration()
    const { deployed, transactions } = await countDeployerTransactions(world, () =>
      deployMigration({
        deployer: devWriter(world.anvil.url, 0),
        factory: world.manifest.contracts.Factory,
        legacy: { factory: LegacyFactory, masterChef: LegacyMasterChef },
      }),
    )
    expect(transactions).toBe(1)
    expect(deployed.LegacyFactory).toBe(LegacyFactory)
    expect(deployed.LegacyMasterChef).toBe(LegacyMasterChef)
    expect(deployed.legacyPairs).toEqual({})
    expect(
      await world.client.readContract({
        address: deployed.Migrator,
        abi: ghostMigratorAbi,
        functionName: 'legacyFactory',
      }),
    ).toBe(LegacyFactory)
  })
})
