/**
 * GhostMigrator against the sdk's quoteMigration on Anvil, each run on a fresh copy of the chain:
 * a legacy pair with random reserves (the position held by dev account 0), Ghost's pair absent,
 * created but empty, or with random reserves at any ratio; each factory's fee switch off, on from
 * the first deposit, on after it, or on and then off again, and random trades in both pairs
 * (so each pair may mint its protocol fee during the migration); a random share of the
 * position (down to a few wei), the tokens named in either order, by approval or by permit
 * (exact or unlimited), to the sender or to another wallet, with the quote's minimums at a
 * random slippage. Then, to the wei:
 * - the Migrated event, the return values and the balances equal the quote: amounts out of the
 *   legacy pair, amounts deposited, Ghost LP minted to `to`, the dust refunded to `to`;
 * - the quote refuses exactly when the chain reverts (a burn or a mint of nothing);
 * - the migrator holds none of either token, nor of either LP token, after every call.
 * A second property runs the taxed token (10% burnt per transfer), which the quote does not
 * model: the deposits and refunds still add up to what arrived, the refund reaches `to` less
 * its own tax, and nothing stays in the migrator.
 */
import type { QuoteMigrationReturnType } from '@ghost/sdk'
import fc from 'fast-check'
import { type Address, decodeEventLog, getAddress, maxUint256, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ghostFactoryAbi, ghostMigratorAbi, ghostPairAbi, ghostRouterAbi } from '../generated'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { amountArb } from './amm/arbitraries'
import { afterTax, getAmountOut } from './amm/math'
import type { Tx } from './amm/rpc'
import type { RpcLog } from './amm/world'
import { approveTx, balanceOf, DEADLINE, Harness, read, write } from './amm/world'
import {
  type MigrationWorld,
  migrateArgs,
  NO_PAIR,
  pairAddress,
  pairStateFrom,
  quoteBetween,
  signPermit,
  startMigrationWorld,
  withPermit,
} from './migration/setup'

const RUNS = propertyRuns(300)
const TAX_RUNS = propertyRuns(100)
const TIMEOUT = propertyTimeout(100_000)
/** Enough for a transaction that deploys a pair. */
const CREATE_GAS = 5_000_000n
const RECIPIENT = getAddress('0x000000000000000000000000000000000000beef')
const SWAPS_TO = getAddress('0x0000000000000000000000000000000000005a5a')
const FEE_TO = getAddress('0x000000000000000000000000000000000000fee0')

let w: MigrationWorld
let harness: Harness

beforeAll(async () => {
  w = await startMigrationWorld()
  harness = new Harness(w)
  await harness.capture()
}, 60_000)

afterAll(async () => {
  await w?.anvil.stop()
})

/**
 * When a factory's fee switch is on relative to its pair's first deposit: never, from before
 * it (kLast recorded, so trades afterwards earn a fee), from after it (no kLast yet: no fee),
 * or from before it and off again at the end (kLast stored but ignored).
 */
type FeeMode = 'off' | 'onBefore' | 'onAfter' | 'onThenOff'
type Swap = { aToB: boolean; percent: bigint }
type PoolPlan = { amountA: bigint; amountB: bigint; fee: FeeMode; swaps: Swap[] }
type Plan = {
  /** Name the tokens as (t1, t0) instead of (t0, t1). */
  flip: boolean
  legacy: PoolPlan
  ghost: PoolPlan | 'none' | 'empty'
  /** The share of the position migrated: per mille of it, or a few wei. */
  share: { perMille: bigint } | { wei: bigint }
  authorisation: 'approve' | 'permit' | 'permitMax'
  toSender: boolean
  slippageBips: number
}

const poolArb: fc.Arbitrary<PoolPlan> = fc.record({
  amountA: amountArb(4, 26),
  amountB: amountArb(4, 26),
  fee: fc.constantFrom<FeeMode>('off', 'onBefore', 'onAfter', 'onThenOff'),
  swaps: fc.array(fc.record({ aToB: fc.boolean(), percent: fc.bigInt({ min: 1n, max: 50n }) }), {
    maxLength: 3,
  }),
})

const planArb: fc.Arbitrary<Plan> = fc.record({
  flip: fc.boolean(),
  legacy: poolArb,
  ghost: fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom<'none' | 'empty'>('none', 'empty') },
    { weight: 3, arbitrary: poolArb },
  ),
  share: fc.oneof(
    { weight: 5, arbitrary: fc.record({ perMille: fc.bigInt({ min: 1n, max: 1_000n }) }) },
    { weight: 1, arbitrary: fc.record({ wei: fc.bigInt({ min: 1n, max: 5_000n }) }) },
  ),
  authorisation: fc.constantFrom<Plan['authorisation']>('approve', 'permit', 'permitMax'),
  toSender: fc.boolean(),
  slippageBips: fc.integer({ min: 0, max: 200 }),
})

function setFeeToTx(factory: Address, feeTo: Address): Tx {
  return write({ address: factory, abi: ghostFactoryAbi, functionName: 'setFeeTo', args: [feeTo] })
}

/**
 * The transactions that build one pool as planned: the fee switch, the first deposit (LP to dev
 * account 0), trades sized from a model of the reserves (a trade that would buy nothing is left
 * out), and the switch off again.
 */
function poolTxs(
  factory: Address,
  router: Address,
  tokenA: Address,
  tokenB: Address,
  plan: PoolPlan,
): Tx[] {
  const txs: Tx[] = []
  if (plan.fee === 'onBefore' || plan.fee === 'onThenOff') txs.push(setFeeToTx(factory, FEE_TO))
  txs.push({
    ...write({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, plan.amountA, plan.amountB, 0n, 0n, w.me, DEADLINE],
    }),
    gas: CREATE_GAS,
  })
  if (plan.fee === 'onAfter') txs.push(setFeeToTx(factory, FEE_TO))
  let [reserveA, reserveB] = [plan.amountA, plan.amountB]
  for (const { aToB, percent } of plan.swaps) {
    const [reserveIn, reserveOut] = aToB ? [reserveA, reserveB] : [reserveB, reserveA]
    const amountIn = (reserveIn * percent) / 100n
    const out = getAmountOut(amountIn, reserveIn, reserveOut)
    if (out === 0n) continue
    if (aToB) [reserveA, reserveB] = [reserveA + amountIn, reserveB - out]
    else [reserveA, reserveB] = [reserveA - out, reserveB + amountIn]
    txs.push(
      write({
        address: router,
        abi: ghostRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, aToB ? [tokenA, tokenB] : [tokenB, tokenA], SWAPS_TO, DEADLINE],
      }),
    )
  }
  if (plan.fee === 'onThenOff') txs.push(setFeeToTx(factory, zeroAddress))
  return txs
}

/** A pair's state as the quote takes it, in tokenA/tokenB order (kLast 0 while its switch is off). */
async function readPair(factory: Address, pair: Address, tokenA: Address, tokenB: Address) {
  const [reserves, totalSupply, kLast, feeTo] = await harness.run(
    [],
    [
      read({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' }),
      read({ address: pair, abi: ghostPairAbi, functionName: 'totalSupply' }),
      read({ address: pair, abi: ghostPairAbi, functionName: 'kLast' }),
      read({ address: factory, abi: ghostFactoryAbi, functionName: 'feeTo' }),
    ],
  )
  return pairStateFrom({ reserves, totalSupply, kLast, feeTo }, tokenA, tokenB)
}

/** The migrator's Migrated events among a transaction's logs. */
function migratedIn(logs: RpcLog[]) {
  return logs
    .filter((log) => log.address.toLowerCase() === w.migrator.toLowerCase())
    .map(
      (log) =>
        decodeEventLog({
          abi: ghostMigratorAbi,
          eventName: 'Migrated',
          topics: log.topics,
          data: log.data,
        }).args,
    )
}

/** The migration transaction `plan` asks for (and an approval first when it does not sign). */
async function migrationTxs(
  plan: Plan,
  legacyPair: Address,
  tokenA: Address,
  tokenB: Address,
  liquidity: bigint,
  minimums: { amountAMin: bigint; amountBMin: bigint },
  to: Address,
): Promise<Tx[]> {
  const args = migrateArgs(tokenA, tokenB, liquidity, to, minimums)
  if (plan.authorisation === 'approve') {
    return [
      approveTx(legacyPair, w.migrator, liquidity),
      {
        ...write({ address: w.migrator, abi: ghostMigratorAbi, functionName: 'migrate', args }),
        gas: CREATE_GAS,
      },
    ]
  }
  const max = plan.authorisation === 'permitMax'
  const [nonce] = await harness.run(
    [],
    [read({ address: legacyPair, abi: ghostPairAbi, functionName: 'nonces', args: [w.me] })],
  )
  const signature = await signPermit(w.client, legacyPair, {
    spender: w.migrator,
    value: max ? maxUint256 : liquidity,
    nonce,
    deadline: DEADLINE,
  })
  return [
    {
      ...write({
        address: w.migrator,
        abi: ghostMigratorAbi,
        functionName: 'migrateWithPermit',
        args: withPermit(args, signature, max),
      }),
      gas: CREATE_GAS,
    },
  ]
}

describe('migration properties (fast-check, against quoteMigration)', () => {
  test(
    'the migrator pays exactly the quote, refunds the dust to `to`, and keeps nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(planArb, async (plan) => {
          await harness.reset()
          const [t0, t1] = [w.tokens[0], w.tokens[1]]
          const [tokenA, tokenB] = plan.flip ? [t1, t0] : [t0, t1]
          const legacyPair = pairAddress(w.legacyFactory, tokenA, tokenB)
          const ghostPair = pairAddress(w.factory, tokenA, tokenB)
          const to = plan.toSender ? w.me : RECIPIENT

          const setup = poolTxs(w.legacyFactory, w.legacyRouter, tokenA, tokenB, plan.legacy)
          if (plan.ghost === 'empty') {
            setup.push({
              ...write({
                address: w.factory,
                abi: ghostFactoryAbi,
                functionName: 'createPair',
                args: [tokenA, tokenB],
              }),
              gas: CREATE_GAS,
            })
          } else if (plan.ghost !== 'none') {
            setup.push(...poolTxs(w.factory, w.router, tokenA, tokenB, plan.ghost))
          }
          const [position] = await harness.run(setup, [
            read({
              address: legacyPair,
              abi: ghostPairAbi,
              functionName: 'balanceOf',
              args: [w.me],
            }),
          ])
          const legacy = await readPair(w.legacyFactory, legacyPair, tokenA, tokenB)
          const ghost =
            plan.ghost === 'none' ? NO_PAIR : await readPair(w.factory, ghostPair, tokenA, tokenB)
          const liquidity =
            'wei' in plan.share ? plan.share.wei : (position * plan.share.perMille) / 1_000n

          let quote: QuoteMigrationReturnType | undefined
          try {
            quote = quoteBetween(legacy, ghost, liquidity, plan.slippageBips)
          } catch {
            quote = undefined
          }

          if (!quote) {
            // the chain refuses too: a burn paying nothing, or a mint of nothing
            await harness.run([approveTx(legacyPair, w.migrator, liquidity)], [])
            const [outcome] = await harness.simulate([
              write({
                address: w.migrator,
                abi: ghostMigratorAbi,
                functionName: 'migrate',
                args: migrateArgs(tokenA, tokenB, liquidity, to),
              }),
            ])
            expect(outcome).toMatch(
              /^Ghost: INSUFFICIENT_LIQUIDITY_(BURNED|MINTED)$|^GhostMigrator: ZERO_LIQUIDITY$/,
            )
            return
          }

          const balances = (owner: Address) =>
            [
              balanceOf(tokenA, owner),
              balanceOf(tokenB, owner),
              balanceOf(legacyPair, owner),
            ] as const
          const [beforeA, beforeB] = await harness.run([], balances(to))
          const [ghostLpBefore] =
            plan.ghost === 'none' ? [0n] : await harness.run([], [balanceOf(ghostPair, to)])
          const txs = await migrationTxs(plan, legacyPair, tokenA, tokenB, liquidity, quote, to)
          const { reads, logs } = await harness.runWithLogs(txs, [
            ...balances(to),
            balanceOf(legacyPair, w.me),
            balanceOf(ghostPair, to),
            ...balances(w.migrator),
            balanceOf(ghostPair, w.migrator),
          ])
          const [afterA, afterB, , positionAfter, ghostLp, ...migratorHeld] = reads

          expect(migratedIn(logs.at(-1) ?? [])).toEqual([
            {
              sender: w.me,
              to,
              legacyPair,
              pair: ghostPair,
              tokenA,
              tokenB,
              liquidityIn: liquidity,
              amountA: quote.amountA,
              amountB: quote.amountB,
              depositedA: quote.depositedA,
              depositedB: quote.depositedB,
              liquidityOut: quote.liquidityOut,
            },
          ])
          expect(positionAfter).toBe(position - liquidity)
          expect(ghostLp - ghostLpBefore).toBe(quote.liquidityOut)
          expect(afterA - beforeA).toBe(quote.refundA)
          expect(afterB - beforeB).toBe(quote.refundB)
          expect(migratorHeld).toEqual([0n, 0n, 0n, 0n])
        }),
        propertyParameters(RUNS, TIMEOUT),
      )
    },
    TIMEOUT,
  )

  test(
    'a taxed token: deposits and refunds add up to what arrived, the refund reaches `to` taxed once more, nothing stays',
    async () => {
      const taxPlanArb = fc.record({
        legacyTax: amountArb(18, 26),
        legacyOther: amountArb(18, 26),
        ghost: fc.option(fc.record({ tax: amountArb(18, 26), other: amountArb(18, 26) }), {
          nil: undefined,
        }),
        perMille: fc.bigInt({ min: 10n, max: 1_000n }),
        flip: fc.boolean(),
      })
      await fc.assert(
        fc.asyncProperty(taxPlanArb, async (plan) => {
          await harness.reset()
          const other = w.tokens[0]
          const [tokenA, tokenB] = plan.flip ? [other, w.tax] : [w.tax, other]
          const legacyPair = pairAddress(w.legacyFactory, w.tax, other)
          const ghostPair = pairAddress(w.factory, w.tax, other)
          const addTxs = (router: Address, tax: bigint, amount: bigint): Tx => ({
            ...write({
              address: router,
              abi: ghostRouterAbi,
              functionName: 'addLiquidity',
              args: [w.tax, other, tax, amount, 0n, 0n, w.me, DEADLINE],
            }),
            gas: CREATE_GAS,
          })
          const setup = [addTxs(w.legacyRouter, plan.legacyTax, plan.legacyOther)]
          if (plan.ghost) setup.push(addTxs(w.router, plan.ghost.tax, plan.ghost.other))
          const [position] = await harness.run(setup, [
            read({
              address: legacyPair,
              abi: ghostPairAbi,
              functionName: 'balanceOf',
              args: [w.me],
            }),
          ])
          const legacy = await readPair(w.legacyFactory, legacyPair, w.tax, other)
          const ghost = plan.ghost
            ? await readPair(w.factory, ghostPair, w.tax, other)
            : { reserveA: 0n, reserveB: 0n }
          const liquidity = (position * plan.perMille) / 1_000n

          const { reads, logs } = await harness.runWithLogs(
            [
              approveTx(legacyPair, w.migrator, liquidity),
              {
                ...write({
                  address: w.migrator,
                  abi: ghostMigratorAbi,
                  functionName: 'migrate',
                  args: migrateArgs(tokenA, tokenB, liquidity, RECIPIENT),
                }),
                gas: CREATE_GAS,
              },
            ],
            [
              balanceOf(w.tax, RECIPIENT),
              balanceOf(other, RECIPIENT),
              balanceOf(ghostPair, RECIPIENT),
              read({ address: ghostPair, abi: ghostPairAbi, functionName: 'getReserves' }),
              balanceOf(w.tax, w.migrator),
              balanceOf(other, w.migrator),
              balanceOf(legacyPair, w.migrator),
              balanceOf(ghostPair, w.migrator),
            ],
          )
          const [taxTo, otherTo, lpTo, [reserve0, reserve1], ...migratorHeld] = reads
          const [event] = migratedIn(logs.at(-1) ?? [])
          if (!event) throw new Error('no Migrated event')
          const byToken = (a: bigint, b: bigint) =>
            plan.flip ? { tax: b, other: a } : { tax: a, other: b }
          const received = byToken(event.amountA, event.amountB)
          const deposited = byToken(event.depositedA, event.depositedB)

          // the legacy pair sent its pro-rata share; the tax took 10% of the TaxToken on the way
          expect(received.tax).toBe(afterTax((liquidity * legacy.reserveA) / legacy.totalSupply))
          expect(received.other).toBe((liquidity * legacy.reserveB) / legacy.totalSupply)
          expect(deposited.tax).toBeLessThanOrEqual(received.tax)
          expect(deposited.other).toBeLessThanOrEqual(received.other)
          expect(deposited.tax === received.tax || deposited.other === received.other).toBe(true)
          // the refund is taxed once more on its way to `to`; the deposit on its way to the pair
          expect(taxTo).toBe(afterTax(received.tax - deposited.tax))
          expect(otherTo).toBe(received.other - deposited.other)
          expect(lpTo).toBe(event.liquidityOut)
          const [reserveTax, reserveOther] =
            BigInt(w.tax) < BigInt(other) ? [reserve0, reserve1] : [reserve1, reserve0]
          expect(reserveTax).toBe(ghost.reserveA + afterTax(deposited.tax))
          expect(reserveOther).toBe(ghost.reserveB + deposited.other)
          expect(migratorHeld).toEqual([0n, 0n, 0n, 0n])
        }),
        propertyParameters(TAX_RUNS, TIMEOUT),
      )
    },
    TIMEOUT,
  )
})
