/**
 * The migration screen's chain tests' world: Anvil with Multicall, WBNB and a CAKE TestToken
 * (`startNftChainWorld`), USDT and GHOST TestTokens, Ghost's factory with the protocol fee on and
 * its BNB-USDT pair holding liquidity at 1 BNB : 600 USDT (a swap made since its last mint, so the
 * fee is due at the next mint), and the legacy exchange as the devnet deploys it
 * (`deployMigration`: a second GhostFactory with the legacy BNB-USDT and CAKE-GHOST pairs, a
 * MasterChef farming the legacy BNB-USDT LP, and GhostMigrator), its fee on too and its pairs
 * filled at the devnet plan's prices (1 BNB : 594 USDT, about 1% off Ghost's, so a migration
 * leaves dust; CAKE-GHOST has no Ghost pair, so the migration creates it), a swap in its BNB-USDT
 * pair since its last mint.
 *
 * PLAYER holds legacy LP of both pairs, half of its BNB-USDT LP staked in the legacy farm; the
 * manifest names all of it (Ghost's router and farms zero: the screen uses neither).
 */
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostPairAbi,
  masterChefAbi,
  wbnbAbi,
} from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
} from '@ghost/contracts/anvil'
import type { Manifest } from '@ghost/contracts/manifest'
import { type ChainWriter, deploy, deployMigration, devWriter, write } from '@ghost/devnet'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import type { RuntimeConfig } from '../../../config/runtimeConfig'
import { createPair, deployTestToken, mintPairLiquidity } from '../../../test/chainFixtures'
import { startNftChainWorld } from '../../../test/chainTestWorld'

export const PLAYER = 2
/** Holds no legacy LP at all. */
export const NOBODY = 4
const FEE_TO = devAccount(9).address

export type MigrationChainWorld = {
  anvil: AnvilInstance
  client: AnvilClient
  deployer: ChainWriter
  wbnb: Address
  usdt: Address
  cake: Address
  ghost: Address
  factory: Address
  legacyFactory: Address
  legacyMasterChef: Address
  migrator: Address
  /** The legacy pairs by `SYMBOLA-SYMBOLB`. */
  legacyPairs: { 'BNB-USDT': Address; 'CAKE-GHOST': Address }
  /** Ghost's BNB-USDT pair. */
  ghostBnbUsdt: Address
  manifest: Manifest
  runtimeConfig(): RuntimeConfig
  address(account: number): Address
  stop(): Promise<void>
}

export async function startMigrationChainWorld(): Promise<MigrationChainWorld> {
  const base = await startNftChainWorld({ treasury: FEE_TO })
  const { anvil, deployer, wbnb, cake } = base
  const client = anvilClient(anvil.url)
  const token = (name: string, symbol: string) => deployTestToken(deployer, { name, symbol })
  const usdt = await token('Tether USD', 'USDT')
  const ghost = await token('Ghost Token', 'GHOST')
  const busd = await token('Binance USD', 'BUSD')
  const tax = await token('Taxed Token', 'TAX')
  await write(deployer, {
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'deposit',
    value: parseEther('400'),
  })

  const factory = await deploy(deployer, {
    abi: ghostFactoryAbi,
    bytecode: ghostFactoryBytecode,
    args: [deployer.account.address],
    name: 'Factory',
  })
  const migration = await deployMigration({
    deployer,
    factory,
    wbnb,
    tokens: { CAKE: cake, USDT: usdt, GHOST: ghost },
  })
  const legacyBnbUsdt = migration.legacyPairs['BNB-USDT']
  const legacyCakeGhost = migration.legacyPairs['CAKE-GHOST']
  if (!legacyBnbUsdt || !legacyCakeGhost) throw new Error('the legacy pairs were not made')
  for (const fees of [factory, migration.LegacyFactory]) {
    await write(deployer, {
      address: fees,
      abi: ghostFactoryAbi,
      functionName: 'setFeeTo',
      args: [FEE_TO],
    })
  }

  const mint = (pair: Address, amounts: readonly (readonly [Address, bigint])[], to: Address) =>
    mintPairLiquidity(deployer, pair, amounts, to)
  /** Sells `amountIn` of `tokenIn` for a safe `amountOut` of the other token, to grow k. */
  const swap = async (pair: Address, tokenIn: Address, amountIn: bigint, amountOut: bigint) => {
    await write(deployer, {
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [pair, amountIn],
    })
    const token0 = await client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'token0',
    })
    const out = token0.toLowerCase() === tokenIn.toLowerCase() ? [0n, amountOut] : [amountOut, 0n]
    await write(deployer, {
      address: pair,
      abi: ghostPairAbi,
      functionName: 'swap',
      args: [out[0] ?? 0n, out[1] ?? 0n, deployer.account.address, '0x'],
    })
  }

  // Ghost's BNB-USDT: 100 BNB and 60,000 USDT, then a swap so the next mint pays the fee first
  const ghostBnbUsdt = await createPair(deployer, factory, wbnb, usdt)
  const me = deployer.account.address
  await mint(
    ghostBnbUsdt,
    [
      [wbnb, parseEther('100')],
      [usdt, parseEther('60000')],
    ],
    me,
  )
  await swap(ghostBnbUsdt, wbnb, parseEther('1'), parseEther('500'))

  // the legacy pairs at the devnet plan's prices; the player's positions; a legacy swap after
  const player = devAccount(PLAYER).address
  await mint(
    legacyBnbUsdt,
    [
      [wbnb, parseEther('200')],
      [usdt, parseEther('118800')],
    ],
    me,
  )
  await mint(
    legacyCakeGhost,
    [
      [cake, parseEther('20000')],
      [ghost, parseEther('24875')],
    ],
    me,
  )
  await mint(
    legacyBnbUsdt,
    [
      [wbnb, parseEther('4')],
      [usdt, parseEther('2376')],
    ],
    player,
  )
  await mint(
    legacyCakeGhost,
    [
      [cake, parseEther('800')],
      [ghost, parseEther('995')],
    ],
    player,
  )
  await swap(legacyBnbUsdt, usdt, parseEther('600'), parseEther('0.9'))
  const playerWriter = devWriter(anvil.url, PLAYER)
  const lp = await client.readContract({
    address: legacyBnbUsdt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [player],
  })
  await write(playerWriter, {
    address: legacyBnbUsdt,
    abi: erc20Abi,
    functionName: 'approve',
    args: [migration.LegacyMasterChef, maxUint256],
  })
  await write(playerWriter, {
    address: migration.LegacyMasterChef,
    abi: masterChefAbi,
    functionName: 'deposit',
    args: [0n, lp / 2n],
  })

  const extra = {
    Factory: factory,
    LegacyFactory: migration.LegacyFactory,
    LegacyMasterChef: migration.LegacyMasterChef,
    Migrator: migration.Migrator,
  }
  const manifest: Manifest = {
    ...base.manifestWith(extra),
    tokens: { USDT: usdt, BUSD: busd, GHOST: ghost, CAKE: cake, TAX: tax },
  }
  return {
    anvil,
    client,
    deployer,
    wbnb,
    usdt,
    cake,
    ghost,
    factory,
    legacyFactory: migration.LegacyFactory,
    legacyMasterChef: migration.LegacyMasterChef,
    migrator: migration.Migrator,
    legacyPairs: { 'BNB-USDT': legacyBnbUsdt, 'CAKE-GHOST': legacyCakeGhost },
    ghostBnbUsdt,
    manifest,
    runtimeConfig: () => base.runtimeConfig(manifest),
    address: (account) => devAccount(account).address,
    stop: () => anvil.stop(),
  }
}
