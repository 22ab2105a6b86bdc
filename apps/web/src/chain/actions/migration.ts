/**
 * Typed calls of the LP migration: GhostMigrator's `migrate` (after an approval) and
 * `migrateWithPermit` (with the legacy pair's EIP-2612 signature), and the reads the migration
 * screen rides on its page's multicall — the legacy factory's pair list, each pair's tokens,
 * reserves, supply, `kLast`, EIP-712 name and the wallet's LP and permit nonce, both factories'
 * `feeTo` (a set one makes a burn or a mint take the protocol fee first), Ghost's pair of the
 * same tokens, and the legacy farm's pools and the wallet's stake. Unstaking from the legacy farm
 * is MasterChef's `withdraw` (`withdrawFarm` in ./masterChef, on LegacyMasterChef).
 *
 * The ABIs are the generated interfaces' own modules, not the contracts package's index, which
 * every route's first load holds: the migration's chunk alone carries them.
 */
import { iGhostFactoryAbi } from '@ghost/contracts/generated/IGhostFactory'
import { iGhostMigratorAbi } from '@ghost/contracts/generated/IGhostMigrator'
import { iGhostPairAbi } from '@ghost/contracts/generated/IGhostPair'
import { masterChefAbi } from '@ghost/contracts/generated/MasterChef'
import type { Address } from 'viem'
import { contractCall } from './contractCall'
import type { PermitSignature } from './router'

export { iGhostMigratorAbi as migratorAbi }

export type MigrateLpParameters = {
  migrator: Address
  /** The pair's tokens in the order the amounts and minimums are given. */
  tokenA: Address
  tokenB: Address
  /** Legacy LP to burn. */
  liquidity: bigint
  /** The least of each token the deposit into Ghost's pair may take (slippage). */
  amountAMin: bigint
  amountBMin: bigint
  /** Receives the Ghost LP and the refunded dust. */
  to: Address
  /** Unix seconds; with a permit, the permit's own deadline (the contract passes it on). */
  deadline: bigint
  /** The legacy pair's permit for exactly `liquidity`; without it the migrator must be approved. */
  permit?: PermitSignature | undefined
}

/**
 * Burns `liquidity` of the caller's legacy LP of tokenA/tokenB and deposits it into Ghost's
 * pair: `migrateWithPermit` with a signature (its deadline), else `migrate`.
 */
export function migrateLp({
  migrator,
  tokenA,
  tokenB,
  liquidity,
  amountAMin,
  amountBMin,
  to,
  deadline,
  permit,
}: MigrateLpParameters) {
  const base = { address: migrator, abi: iGhostMigratorAbi } as const
  const head = [tokenA, tokenB, liquidity, amountAMin, amountBMin, to] as const
  if (!permit) {
    return { ...base, functionName: 'migrate', args: [...head, deadline] } as const
  }
  const { v, r, s } = permit
  return {
    ...base,
    functionName: 'migrateWithPermit',
    args: [...head, permit.deadline, false, v, r, s],
  } as const
}

type FactoryCall = { factory: Address }

const factoryCall = contractCall(iGhostFactoryAbi)

export function readFactoryPairCount({ factory }: FactoryCall) {
  return { address: factory, abi: iGhostFactoryAbi, functionName: 'allPairsLength' } as const
}

export function readFactoryPairAt({ factory, index }: FactoryCall & { index: bigint }) {
  return factoryCall(factory, 'allPairs', [index])
}

/** The factory's pair of two tokens; the zero address when there is none. */
export function readFactoryPair({
  factory,
  tokenA,
  tokenB,
}: FactoryCall & { tokenA: Address; tokenB: Address }) {
  return factoryCall(factory, 'getPair', [tokenA, tokenB])
}

/** Where the protocol fee goes; the zero address while it is off. */
export function readFactoryFeeTo({ factory }: FactoryCall) {
  return { address: factory, abi: iGhostFactoryAbi, functionName: 'feeTo' } as const
}

const pairCall = contractCall(iGhostPairAbi)

type PairValue = 'token0' | 'token1' | 'getReserves' | 'totalSupply' | 'kLast' | 'name'

/** An argument-free view of a pair (tokens, reserves, supply, kLast, its EIP-712 name). */
export function readPairValue<const name extends PairValue>({
  pair,
  name,
}: {
  pair: Address
  name: name
}) {
  return { address: pair, abi: iGhostPairAbi, functionName: name } as const
}

export function readPairBalance({ pair, account }: { pair: Address; account: Address }) {
  return pairCall(pair, 'balanceOf', [account])
}

/** The owner's next permit nonce on the pair (the signature must carry it). */
export function readPairNonce({ pair, owner }: { pair: Address; owner: Address }) {
  return pairCall(pair, 'nonces', [owner])
}

type ChefCall = { masterChef: Address }

const chefCall = contractCall(masterChefAbi)

export function readChefPoolLength({ masterChef }: ChefCall) {
  return { address: masterChef, abi: masterChefAbi, functionName: 'poolLength' } as const
}

/** Pool `pid`: `lpToken, allocPoint, lastRewardBlock, accRewardPerShare`. */
export function readChefPool({ masterChef, pid }: ChefCall & { pid: bigint }) {
  return chefCall(masterChef, 'poolInfo', [pid])
}

/** `account`'s stake in pool `pid`: `amount, rewardDebt`. */
export function readChefStake({
  masterChef,
  pid,
  account,
}: ChefCall & { pid: bigint; account: Address }) {
  return chefCall(masterChef, 'userInfo', [pid, account])
}
