/**
 * Building blocks of the migration tests: the AMM world of the router tests (WBNB, Ghost's
 * factory and router, four tokens, a taxed token) plus a second GhostFactory as the "legacy"
 * factory with its own router, and GhostMigrator between the two; legacy positions minted
 * straight to a user, EIP-2612 permits on legacy LP signed by the user, the pairs' state read
 * in tokenA/tokenB order, and the sdk's quote of a migration from that state.
 */
import { type QuoteMigrationReturnType, quoteMigration } from '@ghost/sdk'
import {
  type Address,
  type ContractFunctionArgs,
  encodePacked,
  getContractAddress,
  keccak256,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import {
  ghostFactoryAbi,
  ghostFactoryBytecode,
  ghostMigratorAbi,
  ghostMigratorBytecode,
  ghostPairAbi,
  ghostRouterAbi,
  ghostRouterBytecode,
  pairInitCodeHash,
  testTokenAbi,
} from '../../generated'
import { type AnvilClient, anvilClient, devAccount } from '../../lib/anvil'
import { type PermitSignature, signPermit } from '../amm/permit'
import { revertOf } from '../amm/reverts'
import type { Tx } from '../amm/rpc'
import { approveTx, DEADLINE, deploy, startWorld, transact, type World, write } from '../amm/world'

export { DEADLINE, type PermitSignature, signPermit }
export const E18 = 10n ** 18n

export type MigrationWorld = World & {
  /** A second GhostFactory (feeToSetter dev account 0), standing in for an older V2 factory. */
  legacyFactory: Address
  /** A GhostRouter on the legacy factory, to make legacy positions. */
  legacyRouter: Address
  migrator: Address
  /** Dev account 1: holds legacy positions. */
  alice: AnvilClient
  /** Dev account 2: another wallet (the attacker in the attacker's tries). */
  bob: AnvilClient
}

/**
 * Starts Anvil with the router tests' world, deploys the legacy factory and router and the
 * migrator on (legacy, Ghost), and approves both routers for dev account 0's tokens. No fee
 * switch is on and no pair exists.
 */
export async function startMigrationWorld(): Promise<MigrationWorld> {
  const world = await startWorld()
  const { client, me, wbnb } = world
  const legacyFactory = await deploy(
    client,
    { abi: ghostFactoryAbi, bytecode: ghostFactoryBytecode },
    [me],
  )
  const legacyRouter = await deploy(
    client,
    { abi: ghostRouterAbi, bytecode: ghostRouterBytecode },
    [legacyFactory, wbnb],
  )
  for (const token of [...world.tokens, world.tax]) {
    await transact(client, approveTx(token, legacyRouter))
  }
  const migrator = await deploy(
    client,
    { abi: ghostMigratorAbi, bytecode: ghostMigratorBytecode },
    [legacyFactory, world.factory],
  )
  return {
    ...world,
    legacyFactory,
    legacyRouter,
    migrator,
    alice: anvilClient(world.anvil.url, devAccount(1)),
    bob: anvilClient(world.anvil.url, devAccount(2)),
  }
}

/** An addLiquidity through `router` from dev account 0 (its tokens), LP minted to `to`. */
export function addLiquidityTx(
  router: Address,
  tokenA: Address,
  tokenB: Address,
  amountA: bigint,
  amountB: bigint,
  to: Address,
): Tx {
  return write({
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, amountA, amountB, 0n, 0n, to, DEADLINE],
  })
}

/** Dev account 0 gives `to` a legacy position of `amountA` and `amountB`; returns `to`'s legacy LP balance. */
export async function giveLegacyPosition(
  w: MigrationWorld,
  tokenA: Address,
  tokenB: Address,
  amountA: bigint,
  amountB: bigint,
  to: Address,
): Promise<bigint> {
  await transact(w.client, addLiquidityTx(w.legacyRouter, tokenA, tokenB, amountA, amountB, to))
  return lpBalance(w, await legacyPairOf(w, tokenA, tokenB), to)
}

/** Dev account 0 adds `amountA` and `amountB` to Ghost's pair (created on first use), LP to itself. */
export async function addGhostLiquidity(
  w: MigrationWorld,
  tokenA: Address,
  tokenB: Address,
  amountA: bigint,
  amountB: bigint,
): Promise<void> {
  await transact(w.client, addLiquidityTx(w.router, tokenA, tokenB, amountA, amountB, w.me))
}

/** Dev account 0 sells exactly `amountIn` of `tokenIn` for `tokenOut` through `router` (a front-run, or fees for kLast). */
export async function swapOn(
  w: MigrationWorld,
  router: Address,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<void> {
  await transact(
    w.client,
    write({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, 0n, [tokenIn, tokenOut], w.me, DEADLINE],
    }),
  )
}

/** The CREATE2 address `factory` gives (or will give) the pair of the two tokens. */
export function pairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: pairInitCodeHash,
  })
}

export function legacyPairOf(w: MigrationWorld, tokenA: Address, tokenB: Address) {
  return w.client.readContract({
    address: w.legacyFactory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

/** Ghost's pair of the two tokens, or the zero address when it does not exist. */
export function pairOf(w: MigrationWorld, tokenA: Address, tokenB: Address) {
  return w.client.readContract({
    address: w.factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

export function lpBalance(w: Pick<World, 'client'>, pair: Address, owner: Address) {
  return w.client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export function tokenBalance(w: Pick<World, 'client'>, token: Address, owner: Address) {
  return w.client.readContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export type PairState = {
  reserveA: bigint
  reserveB: bigint
  totalSupply: bigint
  /** The pair's kLast as the quote takes it: 0 while its factory's fee switch is off. */
  kLast: bigint
}

/** A pair's reserves in tokenA/tokenB order, supply and (fee-switch-aware) kLast; zeros for no pair. */
export async function pairState(
  w: Pick<World, 'client'>,
  factory: Address,
  tokenA: Address,
  tokenB: Address,
): Promise<PairState> {
  const pair = await w.client.readContract({
    address: factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
  if (pair === zeroAddress) return NO_PAIR
  const at = { address: pair, abi: ghostPairAbi } as const
  const [reserves, totalSupply, kLast, feeTo] = await Promise.all([
    w.client.readContract({ ...at, functionName: 'getReserves' }),
    w.client.readContract({ ...at, functionName: 'totalSupply' }),
    w.client.readContract({ ...at, functionName: 'kLast' }),
    w.client.readContract({ address: factory, abi: ghostFactoryAbi, functionName: 'feeTo' }),
  ])
  return pairStateFrom({ reserves, totalSupply, kLast, feeTo }, tokenA, tokenB)
}

/** The state of a pair that does not exist. */
export const NO_PAIR: PairState = { reserveA: 0n, reserveB: 0n, totalSupply: 0n, kLast: 0n }

/**
 * A pair's state from what it and its factory answer: reserves put in tokenA/tokenB order, and
 * kLast as the quote takes it (0 while the factory's fee switch is off).
 */
export function pairStateFrom(
  read: {
    reserves: readonly [bigint, bigint, ...unknown[]]
    totalSupply: bigint
    kLast: bigint
    feeTo: Address
  },
  tokenA: Address,
  tokenB: Address,
): PairState {
  const [reserve0, reserve1] = read.reserves
  const [reserveA, reserveB] =
    BigInt(tokenA) < BigInt(tokenB) ? [reserve0, reserve1] : [reserve1, reserve0]
  return {
    reserveA,
    reserveB,
    totalSupply: read.totalSupply,
    kLast: read.feeTo === zeroAddress ? 0n : read.kLast,
  }
}

/** The sdk's quote of migrating `liquidity` from a legacy pair to Ghost's, in these states. */
export function quoteBetween(
  legacy: PairState,
  ghost: PairState,
  liquidity: bigint,
  slippageBips: number,
): QuoteMigrationReturnType {
  return quoteMigration({
    liquidity,
    legacyTotalSupply: legacy.totalSupply,
    legacyReserveA: legacy.reserveA,
    legacyReserveB: legacy.reserveB,
    legacyKLast: legacy.kLast,
    reserveA: ghost.reserveA,
    reserveB: ghost.reserveB,
    totalSupply: ghost.totalSupply,
    kLast: ghost.kLast,
    slippageBips,
  })
}

/** The sdk's quote of migrating `liquidity` legacy LP of tokenA/tokenB, from the chain's state now. */
export async function quoteFromChain(
  w: MigrationWorld,
  tokenA: Address,
  tokenB: Address,
  liquidity: bigint,
  slippageBips = 50,
): Promise<QuoteMigrationReturnType> {
  const [legacy, ghost] = await Promise.all([
    pairState(w, w.legacyFactory, tokenA, tokenB),
    pairState(w, w.factory, tokenA, tokenB),
  ])
  return quoteBetween(legacy, ghost, liquidity, slippageBips)
}

/** Sets `factory`'s fee switch (dev account 0 is every factory's feeToSetter here). */
export async function setFeeTo(w: MigrationWorld, factory: Address, feeTo: Address): Promise<void> {
  await transact(
    w.client,
    write({ address: factory, abi: ghostFactoryAbi, functionName: 'setFeeTo', args: [feeTo] }),
  )
}

export type MigrateArgs = ContractFunctionArgs<typeof ghostMigratorAbi, 'nonpayable', 'migrate'>
export type MigrateWithPermitArgs = ContractFunctionArgs<
  typeof ghostMigratorAbi,
  'nonpayable',
  'migrateWithPermit'
>

/** Migrate arguments with no minimums, `to` the sender, no deadline, unless changed. */
export function migrateArgs(
  tokenA: Address,
  tokenB: Address,
  liquidity: bigint,
  to: Address,
  change: { amountAMin?: bigint; amountBMin?: bigint; deadline?: bigint } = {},
): MigrateArgs {
  return [
    tokenA,
    tokenB,
    liquidity,
    change.amountAMin ?? 0n,
    change.amountBMin ?? 0n,
    to,
    change.deadline ?? DEADLINE,
  ]
}

export function withPermit(
  args: MigrateArgs,
  signature: PermitSignature,
  approveMax = false,
): MigrateWithPermitArgs {
  return [...args, approveMax, signature.v, signature.r, signature.s]
}

/** `by` approves the migrator for all its legacy LP of the pair. */
export async function approveMigrator(
  w: MigrationWorld,
  by: AnvilClient,
  pair: Address,
  amount = maxUint256,
): Promise<void> {
  await transact(by, approveTx(pair, w.migrator, amount))
}

/** `by` migrates; waits for success and returns the receipt. */
export function migrate(w: MigrationWorld, by: AnvilClient, args: MigrateArgs) {
  return transact(
    by,
    write({ address: w.migrator, abi: ghostMigratorAbi, functionName: 'migrate', args }),
  )
}

export function migrateWithPermit(w: MigrationWorld, by: AnvilClient, args: MigrateWithPermitArgs) {
  return transact(
    by,
    write({ address: w.migrator, abi: ghostMigratorAbi, functionName: 'migrateWithPermit', args }),
  )
}

/** Errors a migration can revert with: the migrator's (OpenZeppelin's among them), the pairs'. */
const migrationErrorsAbi = [...ghostMigratorAbi, ...ghostPairAbi] as const

/**
 * The reason `by`'s call reverts with at the latest block: the `require` string, `Name(args)`
 * for a custom error, or the panic's description; throws if it succeeds.
 */
export async function migrateRevert(
  w: MigrationWorld,
  by: AnvilClient,
  call:
    | { functionName: 'migrate'; args: MigrateArgs }
    | { functionName: 'migrateWithPermit'; args: MigrateWithPermitArgs },
): Promise<string> {
  const at = { address: w.migrator, abi: migrationErrorsAbi, account: by.account } as const
  const reason = await revertOf(
    call.functionName === 'migrate'
      ? by.simulateContract({ ...at, functionName: 'migrate', args: call.args })
      : by.simulateContract({ ...at, functionName: 'migrateWithPermit', args: call.args }),
  )
  if (reason === undefined) throw new Error(`${call.functionName} did not revert`)
  return reason
}

/** The migrator's Migrated events in a receipt. */
export function migratedEvents(w: MigrationWorld, receipt: TransactionReceipt) {
  return parseEventLogs({ abi: ghostMigratorAbi, eventName: 'Migrated', logs: receipt.logs })
    .filter((event) => event.address.toLowerCase() === w.migrator.toLowerCase())
    .map((event) => event.args)
}

/** The migrator's balance of each token (and its LP of each pair): all must stay 0. */
export async function migratorHoldings(
  w: MigrationWorld,
  tokens: readonly Address[],
): Promise<bigint[]> {
  return Promise.all(tokens.map((token) => tokenBalance(w, token, w.migrator)))
}
