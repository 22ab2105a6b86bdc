/**
 * The legacy exchange's positions (seedMigration) on a deployed world: the legacy pairs' reserves
 * worked out by hand from the plan (BNB-USDT at 594, 1% under Ghost's 600; CAKE-GHOST at 1.24375,
 * 0.5% under Ghost's 1.25), each holder's share of its pair, 40% of account 1's and half of 51's
 * legacy BNB-USDT LP staked in the legacy farm, which pays CAKE. Then what the world is for: 51
 * migrates its CAKE-GHOST LP and, after unstaking, its BNB-USDT LP through GhostMigrator into
 * Ghost's pairs, and gets back the dust the price difference leaves (0.5% of its CAKE, 1% of its
 * BNB as WBNB).
 */
import { ghostFactoryAbi, ghostMigratorAbi, ghostPairAbi, masterChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getMigrationContracts } from '@ghost/contracts/manifest'
import { type Address, erc20Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { write } from './chainWriter'
import { seedMigration } from './seedMigration'
import { devWriter } from './startDevnet'
import { setUpLocalWorld } from './testing/localWorld'

const world = setUpLocalWorld()
const ACCOUNT = 51
let transactions = 0
const pairs: Record<'BNB-USDT' | 'CAKE-GHOST', Address> = {
  'BNB-USDT': '0x',
  'CAKE-GHOST': '0x',
}

beforeAll(async () => {
  // the test chain funds ten accounts; the world's Anvil funds 52
  await world.client.setBalance({ address: devAccount(ACCOUNT).address, value: parseEther('100') })
  ;({ transactions } = await seedMigration({
    writer: (index) => devWriter(world.anvil.url, index),
    manifest: world.manifest,
  }))
  const { LegacyFactory } = contracts()
  const { tokens } = world.manifest
  const pairOf = (a: Address, b: Address) =>
    world.client.readContract({
      address: LegacyFactory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
  pairs['BNB-USDT'] = await pairOf(world.manifest.contracts.WBNB, tokens.USDT)
  pairs['CAKE-GHOST'] = await pairOf(tokens.CAKE, tokens.GHOST)
})

function contracts() {
  const migration = getMigrationContracts(world.manifest)
  if (!migration) throw new Error('no LP migration in the manifest')
  return migration
}

/** A pair's reserves in the order of the two tokens given. */
async function reserves(pair: Address, tokenA: Address): Promise<readonly [bigint, bigint]> {
  const [[reserve0, reserve1], token0] = await Promise.all([
    world.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' }),
    world.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'token0' }),
  ])
  return token0 === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
}

const balance = (token: Address, index: number) =>
  world.client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [devAccount(index).address],
  })
const staked = async (index: number) =>
  (
    await world.client.readContract({
      address: contracts().LegacyMasterChef,
      abi: masterChefAbi,
      functionName: 'userInfo',
      args: [0n, devAccount(index).address],
    })
  )[0]

describe('the legacy exchange’s positions', () => {
  test('29 transactions: a wrap, the base and six positions (three each), two stakes (two each)', () => {
    expect(transactions).toBe(1 + 2 * 3 + 6 * 3 + 2 * 2)
  })

  test('legacy BNB-USDT holds 212 BNB at 594 USDT (1% under Ghost’s 600), CAKE-GHOST 21,450 CAKE at 1.24375 GHOST', async () => {
    const { tokens, contracts: ghost } = world.manifest
    expect(await reserves(pairs['BNB-USDT'], ghost.WBNB)).toEqual([
      parseEther('212'),
      parseEther('125928'),
    ])
    expect(await reserves(pairs['CAKE-GHOST'], tokens.CAKE)).toEqual([
      parseEther('21450'),
      parseEther('26678.4375'),
    ])
  })

  test('holders 1, 2 and 51 own the planned shares of each pair; 40% of 1’s and half of 51’s BNB-USDT LP is in the legacy farm', async () => {
    const share = async (key: 'BNB-USDT' | 'CAKE-GHOST', index: number) => {
      const pair = pairs[key]
      const supply = await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'totalSupply',
      })
      const held = (await balance(pair, index)) + (key === 'BNB-USDT' ? await staked(index) : 0n)
      // in millionths of the pair
      return Number((held * 1_000_000n) / supply)
    }
    // the plan's A amounts over each pair's A reserve: 5, 3, 4 of 212 BNB; 400, 250, 800 of 21,450 CAKE
    expect(await share('BNB-USDT', 1)).toBe(Math.floor((5 / 212) * 1e6))
    expect(await share('BNB-USDT', 2)).toBe(Math.floor((3 / 212) * 1e6))
    expect(await share('BNB-USDT', ACCOUNT)).toBe(Math.floor((4 / 212) * 1e6))
    expect(await share('CAKE-GHOST', ACCOUNT)).toBe(Math.floor((800 / 21450) * 1e6))
    expect(await share('CAKE-GHOST', 2)).toBe(Math.floor((250 / 21450) * 1e6))
    const [one, fiftyOne] = [await staked(1), await staked(ACCOUNT)]
    const inWallet = [
      await balance(pairs['BNB-USDT'], 1),
      await balance(pairs['BNB-USDT'], ACCOUNT),
    ]
    // in millionths of each one's position
    expect(Number((one * 1_000_000n) / (one + (inWallet[0] ?? 0n)))).toBeCloseTo(400_000, -1)
    expect(Number((fiftyOne * 1_000_000n) / (fiftyOne + (inWallet[1] ?? 0n)))).toBeCloseTo(
      500_000,
      -1,
    )
    expect(await staked(2)).toBe(0n)
  })

  test('the legacy farm pays its stakers CAKE block by block', async () => {
    const pending = () =>
      world.client.readContract({
        address: contracts().LegacyMasterChef,
        abi: masterChefAbi,
        functionName: 'pendingReward',
        args: [0n, devAccount(ACCOUNT).address],
      })
    const before = await pending()
    await world.client.mine({ blocks: 10 })
    expect(await pending()).toBeGreaterThan(before)
  })

  test('51 migrates its CAKE-GHOST LP into Ghost’s pair and gets 0.5% of its CAKE back as dust; then, unstaked, its BNB-USDT LP with 1% of its WBNB back', async () => {
    const { Migrator, LegacyMasterChef } = contracts()
    const { tokens, contracts: ghost } = world.manifest
    const user = devWriter(world.anvil.url, ACCOUNT)
    const migrate = async (key: 'BNB-USDT' | 'CAKE-GHOST', tokenA: Address, tokenB: Address) => {
      const liquidity = await balance(pairs[key], ACCOUNT)
      await write(user, {
        address: pairs[key],
        abi: erc20Abi,
        functionName: 'approve',
        args: [Migrator, maxUint256],
      })
      const receipt = await write(user, {
        address: Migrator,
        abi: ghostMigratorAbi,
        functionName: 'migrate',
        args: [tokenA, tokenB, liquidity, 0n, 0n, user.account.address, 2n ** 40n],
      })
      const [migrated] = parseEventLogs({
        abi: ghostMigratorAbi,
        eventName: 'Migrated',
        logs: receipt.logs,
      })
      if (!migrated) throw new Error('no Migrated event')
      return migrated.args
    }
    const cakeGhost = await migrate('CAKE-GHOST', tokens.CAKE, tokens.GHOST)
    expect(cakeGhost.pair).toBe(world.manifest.pairs?.['CAKE-GHOST'])
    // GHOST is the short side at Ghost's 1.25: all of it goes in, with GHOST / 1.25 CAKE
    expect(cakeGhost.depositedB).toBe(cakeGhost.amountB)
    const cakeDust = (cakeGhost.amountA ?? 0n) - (cakeGhost.depositedA ?? 0n)
    expect(Number((cakeDust * 1_000_000n) / (cakeGhost.amountA ?? 1n))).toBeCloseTo(5_000, -1)
    expect(cakeGhost.liquidityOut).toBeGreaterThan(0n)
    expect(await balance(world.manifest.pairs?.['CAKE-GHOST'] as Address, ACCOUNT)).toBe(
      cakeGhost.liquidityOut,
    )

    await write(user, {
      address: LegacyMasterChef,
      abi: masterChefAbi,
      functionName: 'withdraw',
      args: [0n, await staked(ACCOUNT)],
    })
    const bnbUsdt = await migrate('BNB-USDT', ghost.WBNB, tokens.USDT)
    // USDT is the short side at Ghost's 600: all of it goes in, with USDT / 600 BNB
    expect(bnbUsdt.depositedB).toBe(bnbUsdt.amountB)
    const bnbDust = (bnbUsdt.amountA ?? 0n) - (bnbUsdt.depositedA ?? 0n)
    expect(Number((bnbDust * 1_000_000n) / (bnbUsdt.amountA ?? 1n))).toBeCloseTo(10_000, -1)
    expect(await balance(ghost.WBNB, ACCOUNT)).toBe(bnbDust)
    expect(await balance(pairs['BNB-USDT'], ACCOUNT)).toBe(0n)
  })
})
