/**
 * The legacy exchange's positions in a fresh local world (worldPlan MIGRATION), right after the
 * deploy: the deployer's base liquidity in each legacy pair, then the planned positions minted
 * to holders 1 and 2 and to account 51 (the migration e2e spec's), and part of 1's and 51's
 * legacy BNB-USDT LP staked in LegacyMasterChef's pid 0. Liquidity is minted on the pair
 * directly (tokens sent to it, then `mint`): the legacy exchange needs no router of its own.
 * The deployer pays every position's tokens, wrapping the BNB ones into WBNB first.
 */
import { ghostFactoryAbi, ghostPairAbi, masterChefAbi, wbnbAbi } from '@ghost/contracts'
import { getMigrationContracts, type Manifest } from '@ghost/contracts/manifest'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import { type ChainWriter, write } from './chainWriter'
import { MIGRATION } from './worldPlan'

export type SeedMigrationParameters = {
  /** A writer signing as a development account (account 0, 1, 2, 51). */
  writer: (index: number) => ChainWriter
  manifest: Manifest
}

export async function seedMigration(
  parameters: SeedMigrationParameters,
): Promise<{ transactions: number }> {
  const { manifest } = parameters
  const migration = getMigrationContracts(manifest)
  if (!migration) throw new Error('the manifest lacks the LP migration contracts')
  const writers = new Map<number, ChainWriter>()
  const writerOf = (index: number) => {
    let writer = writers.get(index)
    if (!writer) {
      writer = parameters.writer(index)
      writers.set(index, writer)
    }
    return writer
  }
  const deployer = writerOf(0)
  const wbnb = manifest.contracts.WBNB
  let transactions = 0
  const send: typeof write = async (client, call) => {
    transactions++
    return write(client, call)
  }
  const addressOf = (symbol: string): Address => {
    const address = symbol === 'BNB' ? wbnb : manifest.tokens[symbol]
    if (!address) throw new Error(`the manifest lacks ${symbol}`)
    return address
  }

  type LegacyPair = {
    pair: Address
    tokenA: Address
    tokenB: Address
    amountA: bigint
    amountB: bigint
  }
  const pairs = new Map<string, LegacyPair>()
  for (const [symbolA, symbolB, amountA, amountB] of MIGRATION.pairs) {
    const tokenA = addressOf(symbolA)
    const tokenB = addressOf(symbolB)
    const pair = await deployer.readContract({
      address: migration.LegacyFactory,
      abi: ghostFactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
    })
    pairs.set(`${symbolA}-${symbolB}`, { pair, tokenA, tokenB, amountA, amountB })
  }
  const pairOf = (key: string): LegacyPair => {
    const pair = pairs.get(key)
    if (!pair) throw new Error(`the migration plan has no legacy pair ${key}`)
    return pair
  }

  // every BNB the legacy pairs will hold, wrapped at once
  let bnb = 0n
  for (const [symbolA, symbolB, amountA, amountB] of MIGRATION.pairs) {
    if (symbolA === 'BNB') bnb += amountA
    if (symbolB === 'BNB') bnb += amountB
  }
  for (const position of MIGRATION.positions) {
    const [symbolA, symbolB] = position.pair.split('-')
    const { amountA, amountB } = pairOf(position.pair)
    if (symbolA === 'BNB') bnb += position.amountA
    if (symbolB === 'BNB') bnb += (position.amountA * amountB) / amountA
  }
  await send(deployer, { address: wbnb, abi: wbnbAbi, functionName: 'deposit', value: bnb })

  /** Sends the pair `amountA` of A and the B at the plan's ratio, and mints the LP to `to`. */
  const mint = async (legacy: LegacyPair, amountA: bigint, to: Address) => {
    const amountB = (amountA * legacy.amountB) / legacy.amountA
    for (const [token, amount] of [
      [legacy.tokenA, amountA],
      [legacy.tokenB, amountB],
    ] as const) {
      await send(deployer, {
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [legacy.pair, amount],
      })
    }
    await send(deployer, {
      address: legacy.pair,
      abi: ghostPairAbi,
      functionName: 'mint',
      args: [to],
      pairsTouched: 1,
    })
  }
  for (const legacy of pairs.values()) {
    await mint(legacy, legacy.amountA, deployer.account.address)
  }
  for (const position of MIGRATION.positions) {
    const holder = writerOf(position.account)
    const legacy = pairOf(position.pair)
    await mint(legacy, position.amountA, holder.account.address)
    if (position.stakeBps === 0n) continue
    if (position.pair !== 'BNB-USDT') {
      throw new Error(`the legacy farm farms only BNB-USDT, not ${position.pair}`)
    }
    const lp = await holder.readContract({
      address: legacy.pair,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder.account.address],
    })
    await send(holder, {
      address: legacy.pair,
      abi: erc20Abi,
      functionName: 'approve',
      args: [migration.LegacyMasterChef, maxUint256],
    })
    await send(holder, {
      address: migration.LegacyMasterChef,
      abi: masterChefAbi,
      functionName: 'deposit',
      args: [0n, (lp * position.stakeBps) / 10_000n],
    })
  }
  return { transactions }
}
