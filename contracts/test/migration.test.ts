/**
 * GhostMigrator: every function's success with its event, returns and balances (hand-computed
 * figures), every `require` message with a case (a table checked against the source), the
 * reentrancy guard and a token that refuses, and the attacker's tries: another wallet's LP, a
 * permit for another spender or used twice, a pair the legacy factory does not know, a front-run
 * that moves Ghost's ratio. After every migration the migrator holds none of the tokens or LP.
 *
 * One fixture world (contracts/test/migration/setup.ts): a legacy GhostFactory and Ghost's, with
 * - t0/t1: legacy 100 : 400 (alice holds all but the locked 1000 wei of its 200 LP), Ghost
 *   1000 : 2250 (1500 LP): 1 t0 buys 2.25 t1 in Ghost and 4 in the legacy pair, so a migration
 *   takes all t0 and refunds t1;
 * - t2/t3: legacy 100 : 400 (alice), Ghost 1000 : 6250 (2500 LP): here all t3 goes in and t2
 *   comes back;
 * - t0/t2: legacy 100 : 400 (alice), no Ghost pair;  t1/t3: a Ghost pair only;
 * - TAX/t0: legacy 40 TAX (36 arrive) : 100 t0, 60 LP (alice), no Ghost pair.
 */
import { quoteMigration } from '@ghost/sdk'
import {
  type Address,
  encodeFunctionData,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  ghostFactoryAbi,
  ghostMigratorAbi,
  ghostMigratorBytecode,
  ghostPairAbi,
  testTokenAbi,
} from '../generated'
import { revertTo } from '../lib/anvil'
import { lpAllowance } from './amm/permit'
import { deploy, transact, write } from './amm/world'
import { deployRevertReason } from './farms/setup'
import { compileHookToken, hookTokenAbi } from './migration/hookToken'
import {
  addGhostLiquidity,
  addLiquidityTx,
  approveMigrator,
  DEADLINE,
  E18,
  giveLegacyPosition,
  legacyPairOf,
  lpBalance,
  type MigrateArgs,
  type MigrateWithPermitArgs,
  type MigrationWorld,
  migrate,
  migrateArgs,
  migratedEvents,
  migrateRevert,
  migrateWithPermit,
  migratorHoldings,
  type PermitSignature,
  pairOf,
  pairState,
  quoteFromChain,
  setFeeTo,
  signPermit,
  startMigrationWorld,
  swapOn,
  tokenBalance,
  withPermit,
} from './migration/setup'
import { type RevertCase, requireMessagesIn } from './shared/revertTable'

const LOCKED = 1_000n // MINIMUM_LIQUIDITY, locked at the zero address by a pair's first deposit
const E16 = 10n ** 16n
const E17 = 10n ** 17n
const FEE_TO: Address = '0x000000000000000000000000000000000000fee0'
/** Measured with pairs in use (see 'gas'), plus about 5%. */
const MIGRATE_GAS_BUDGET = 235_000n
const MIGRATE_WITH_PERMIT_GAS_BUDGET = 280_000n
/** Half of alice's position in the 100 : 400 legacy pairs: pays 25 and 100. */
const HALF = 50n * E18

let w: MigrationWorld
let snapshot: `0x${string}`
let t0: Address
let t1: Address
let t2: Address
let t3: Address
let alice: Address
let bob: Address
/** The legacy pairs. */
let l01: Address
let l23: Address
let l02: Address
let lTax: Address
/** Ghost's pairs. */
let g01: Address
let g23: Address

beforeAll(async () => {
  w = await startMigrationWorld()
  ;[t0, t1, t2, t3] = w.tokens
  alice = w.alice.account.address
  bob = w.bob.account.address
  for (const [a, b] of [
    [t0, t1],
    [t2, t3],
    [t0, t2],
  ] as const) {
    await giveLegacyPosition(w, a, b, 100n * E18, 400n * E18, alice)
  }
  await giveLegacyPosition(w, w.tax, t0, 40n * E18, 100n * E18, alice)
  await addGhostLiquidity(w, t0, t1, 1_000n * E18, 2_250n * E18)
  await addGhostLiquidity(w, t2, t3, 1_000n * E18, 6_250n * E18)
  await addGhostLiquidity(w, t1, t3, 1_000n * E18, 1_000n * E18)
  l01 = await legacyPairOf(w, t0, t1)
  l23 = await legacyPairOf(w, t2, t3)
  l02 = await legacyPairOf(w, t0, t2)
  lTax = await legacyPairOf(w, w.tax, t0)
  g01 = await pairOf(w, t0, t1)
  g23 = await pairOf(w, t2, t3)
}, 60_000)

beforeEach(async () => {
  if (snapshot) await revertTo(w.client, snapshot)
  snapshot = await w.client.snapshot()
})

afterAll(async () => {
  await w?.anvil.stop()
})

/** The migrator holds nothing: no token, no legacy LP, no Ghost LP. */
async function expectMigratorEmpty(): Promise<void> {
  const ghostPairs = await Promise.all([pairOf(w, t0, t2), pairOf(w, w.tax, t0)])
  const held = await migratorHoldings(w, [
    ...w.tokens,
    w.tax,
    l01,
    l23,
    l02,
    lTax,
    g01,
    g23,
    ...ghostPairs.filter((pair) => pair !== zeroAddress),
  ])
  expect(held.every((amount) => amount === 0n)).toBe(true)
}

/** What `by` would get back from the call, run at the latest block without mining. */
async function simulated(args: MigrateArgs, by = w.alice) {
  const { result } = await by.simulateContract({
    address: w.migrator,
    abi: ghostMigratorAbi,
    functionName: 'migrate',
    args,
    account: by.account,
  })
  return result
}

/** The reason `by`'s migrate reverts with at the latest block. */
const migrateCall = (args: MigrateArgs, by = w.alice) =>
  migrateRevert(w, by, { functionName: 'migrate', args })

/** The reason `by`'s migrateWithPermit reverts with at the latest block. */
const migrateWithPermitCall = (args: MigrateWithPermitArgs, by = w.alice) =>
  migrateRevert(w, by, { functionName: 'migrateWithPermit', args })

/** The reason alice's migrate reverts with, the migrator approved for all her t0/t1 LP. */
async function migrateFromL01Revert(args: MigrateArgs): Promise<string> {
  await approveMigrator(w, w.alice, l01)
  return migrateCall(args)
}

/** Alice's permit on her legacy t0/t1 LP: HALF for the migrator, nonce 0, unless changed. */
function alicePermit(
  change: { pair?: Address; spender?: Address; value?: bigint; deadline?: bigint } = {},
): Promise<PermitSignature> {
  const { pair = l01, ...message } = change
  return signPermit(w.alice, pair, {
    spender: w.migrator,
    value: HALF,
    nonce: 0n,
    deadline: DEADLINE,
    ...message,
  })
}

/** What alice lets the migrator spend of her legacy t0/t1 LP. */
const aliceAllowance = () => lpAllowance(w.client, l01, alice, w.migrator)

/** The deposit minimums of an sdk quote, as migrateArgs takes them. */
const minimumsOf = (quote: { amountAMin: bigint; amountBMin: bigint }) => ({
  amountAMin: quote.amountAMin,
  amountBMin: quote.amountBMin,
})

/** The reason a GhostMigrator deployment on the two factories reverts with. */
const deployMigratorRevert = (legacyFactory: Address, factory: Address) =>
  deployRevertReason(w.client, {
    abi: ghostMigratorAbi,
    bytecode: ghostMigratorBytecode,
    args: [legacyFactory, factory],
  })

describe('deployment', () => {
  test('keeps both factories', async () => {
    const at = { address: w.migrator, abi: ghostMigratorAbi } as const
    expect(await w.client.readContract({ ...at, functionName: 'legacyFactory' })).toBe(
      w.legacyFactory,
    )
    expect(await w.client.readContract({ ...at, functionName: 'factory' })).toBe(w.factory)
  })

  test('any two distinct factories deploy (a second migrator, the other way round)', async () => {
    const reversed = await deploy(
      w.client,
      { abi: ghostMigratorAbi, bytecode: ghostMigratorBytecode },
      [w.factory, w.legacyFactory],
    )
    expect(
      await w.client.readContract({
        address: reversed,
        abi: ghostMigratorAbi,
        functionName: 'legacyFactory',
      }),
    ).toBe(w.factory)
  })
})

describe('migrate', () => {
  test('into Ghost’s pair at its ratio: all 25 t0 and 56.25 t1 go in, 43.75 t1 comes back, 37.5 LP, and it says so', async () => {
    await approveMigrator(w, w.alice, l01)
    const aliceLegacy = await lpBalance(w, l01, alice)
    const args = migrateArgs(t0, t1, HALF, alice)
    // 50 of 200 legacy LP pay 25 t0 and 100 t1; Ghost's 1000 : 2250 takes 25 t0 with 56.25 t1,
    // which is 1/40 of its 1500 LP
    expect(await simulated(args)).toEqual([25n * E18, 100n * E18, 375n * E17])
    const receipt = await migrate(w, w.alice, args)

    expect(migratedEvents(w, receipt)).toEqual([
      {
        sender: alice,
        to: alice,
        legacyPair: l01,
        pair: g01,
        tokenA: t0,
        tokenB: t1,
        liquidityIn: HALF,
        amountA: 25n * E18,
        amountB: 100n * E18,
        depositedA: 25n * E18,
        depositedB: 5_625n * E16,
        liquidityOut: 375n * E17,
      },
    ])
    expect(await lpBalance(w, l01, alice)).toBe(aliceLegacy - HALF)
    expect(await lpBalance(w, g01, alice)).toBe(375n * E17)
    expect(await tokenBalance(w, t0, alice)).toBe(0n)
    expect(await tokenBalance(w, t1, alice)).toBe(4_375n * E16)
    expect(await pairState(w, w.factory, t0, t1)).toMatchObject({
      reserveA: 1_025n * E18,
      reserveB: 230_625n * E16,
      totalSupply: 15_375n * E17,
    })
    expect(await pairState(w, w.legacyFactory, t0, t1)).toMatchObject({
      reserveA: 75n * E18,
      reserveB: 300n * E18,
      totalSupply: 150n * E18,
    })
    await expectMigratorEmpty()
  })

  test('the tokens named the other way round: the same migration, amounts in the caller’s order', async () => {
    await approveMigrator(w, w.alice, l01)
    const receipt = await migrate(w, w.alice, migrateArgs(t1, t0, HALF, alice))
    expect(migratedEvents(w, receipt)).toEqual([
      expect.objectContaining({
        tokenA: t1,
        tokenB: t0,
        amountA: 100n * E18,
        amountB: 25n * E18,
        depositedA: 5_625n * E16,
        depositedB: 25n * E18,
        liquidityOut: 375n * E17,
      }),
    ])
    expect(await tokenBalance(w, t1, alice)).toBe(4_375n * E16)
  })

  test('a Ghost pair dearer in the second token takes all of it: 16 t2 and 100 t3 in, 9 t2 back, 40 LP', async () => {
    await approveMigrator(w, w.alice, l23)
    const receipt = await migrate(w, w.alice, migrateArgs(t2, t3, HALF, alice))
    // 100 t3 match 100 · 1000/6250 = 16 t2, which are 16/1000 of Ghost's 2500 LP
    expect(migratedEvents(w, receipt)).toEqual([
      expect.objectContaining({
        amountA: 25n * E18,
        amountB: 100n * E18,
        depositedA: 16n * E18,
        depositedB: 100n * E18,
        liquidityOut: 40n * E18,
      }),
    ])
    expect(await tokenBalance(w, t2, alice)).toBe(9n * E18)
    expect(await tokenBalance(w, t3, alice)).toBe(0n)
    expect(await lpBalance(w, g23, alice)).toBe(40n * E18)
    await expectMigratorEmpty()
  })

  test('the first migration of a pair Ghost lacks creates it and deposits everything at the legacy ratio', async () => {
    expect(await pairOf(w, t0, t2)).toBe(zeroAddress)
    await approveMigrator(w, w.alice, l02)
    const receipt = await migrate(w, w.alice, migrateArgs(t0, t2, HALF, alice))
    const pair = await pairOf(w, t0, t2)
    expect(pair).not.toBe(zeroAddress)
    const created = parseEventLogs({
      abi: ghostFactoryAbi,
      eventName: 'PairCreated',
      logs: receipt.logs,
    })
    // PairCreated(token0, token1, pair, count): the third field is the pair (its name is `pair`)
    expect(created.map((event) => [event.address, event.args[2]])).toEqual([
      [w.factory.toLowerCase(), pair],
    ])
    // √(25 · 100) = 50, less the 1000 wei locked by the first deposit
    expect(migratedEvents(w, receipt)).toEqual([
      expect.objectContaining({
        pair,
        depositedA: 25n * E18,
        depositedB: 100n * E18,
        liquidityOut: 50n * E18 - LOCKED,
      }),
    ])
    expect(await lpBalance(w, pair, alice)).toBe(50n * E18 - LOCKED)
    expect(await tokenBalance(w, t0, alice)).toBe(0n)
    expect(await tokenBalance(w, t2, alice)).toBe(0n)
    await expectMigratorEmpty()
  })

  test('a whole position, for another wallet: the LP and the refund go to `to`, none to the sender', async () => {
    await approveMigrator(w, w.alice, l01)
    const all = await lpBalance(w, l01, alice)
    expect(all).toBe(200n * E18 - LOCKED)
    const receipt = await migrate(w, w.alice, migrateArgs(t0, t1, all, bob))
    const [event] = migratedEvents(w, receipt)
    expect(event).toMatchObject({ sender: alice, to: bob, liquidityIn: all })
    // 199.999…999 of 200 LP: a few wei short of 100 and 400
    expect(event?.amountA).toBe(100n * E18 - 500n)
    expect(event?.amountB).toBe(400n * E18 - 2_000n)
    expect(await lpBalance(w, l01, alice)).toBe(0n)
    expect(await lpBalance(w, g01, alice)).toBe(0n)
    expect(await lpBalance(w, g01, bob)).toBe(event?.liquidityOut)
    expect(await tokenBalance(w, t1, alice)).toBe(0n)
    expect(await tokenBalance(w, t1, bob)).toBe((event?.amountB ?? 0n) - (event?.depositedB ?? 0n))
    await expectMigratorEmpty()
  })

  test('spends exactly the allowance it is given: a second migration needs a new one', async () => {
    await approveMigrator(w, w.alice, l01, HALF)
    await migrate(w, w.alice, migrateArgs(t0, t1, HALF, alice))
    expect(await aliceAllowance()).toBe(0n)
    expect(await migrateCall(migrateArgs(t0, t1, 1n * E18, alice))).toBe(
      'Arithmetic operation resulted in underflow or overflow.',
    )
  })

  test('a taxed token: what really arrived is deposited, and the migrator keeps nothing', async () => {
    await approveMigrator(w, w.alice, lTax)
    const receipt = await migrate(w, w.alice, migrateArgs(w.tax, t0, 30n * E18, alice))
    // 30 of 60 LP: the legacy pair sends 18 TAX (16.2 arrive) and 50 t0; the new Ghost pair
    // receives 14.58 TAX and mints √(14.58 · 50) = 27 LP, less the locked 1000 wei
    expect(migratedEvents(w, receipt)).toEqual([
      expect.objectContaining({
        amountA: 162n * E17,
        amountB: 50n * E18,
        depositedA: 162n * E17,
        depositedB: 50n * E18,
        liquidityOut: 27n * E18 - LOCKED,
      }),
    ])
    expect(await lpBalance(w, await pairOf(w, w.tax, t0), alice)).toBe(27n * E18 - LOCKED)
    await expectMigratorEmpty()
  })

  test('with both fee switches on, each pair mints its protocol fee first, as the sdk’s quote says', async () => {
    await setFeeTo(w, w.factory, FEE_TO)
    await setFeeTo(w, w.legacyFactory, FEE_TO)
    // a liquidity event records kLast in each pair, then trades grow k
    await transact(w.client, addLiquidityTx(w.router, t0, t1, E18, 3n * E18, w.me))
    await transact(w.client, addLiquidityTx(w.legacyRouter, t0, t1, E18, 4n * E18, w.me))
    for (const router of [w.router, w.legacyRouter]) {
      await swapOn(w, router, t0, t1, 50n * E18)
      await swapOn(w, router, t1, t0, 120n * E18)
    }
    const feeBefore = await Promise.all([lpBalance(w, g01, FEE_TO), lpBalance(w, l01, FEE_TO)])
    expect(feeBefore).toEqual([0n, 0n])
    const quote = await quoteFromChain(w, t0, t1, HALF)
    // the same state as if both switches were off: the fees must make a difference
    const [legacy, ghost] = await Promise.all([
      pairState(w, w.legacyFactory, t0, t1),
      pairState(w, w.factory, t0, t1),
    ])
    expect(legacy.kLast).toBeGreaterThan(0n)
    expect(ghost.kLast).toBeGreaterThan(0n)
    const noFee = quoteMigration({
      liquidity: HALF,
      legacyTotalSupply: legacy.totalSupply,
      legacyReserveA: legacy.reserveA,
      legacyReserveB: legacy.reserveB,
      reserveA: ghost.reserveA,
      reserveB: ghost.reserveB,
      totalSupply: ghost.totalSupply,
    })
    expect(quote.amountA).toBeLessThan(noFee.amountA)
    expect(quote.liquidityOut).not.toBe(noFee.liquidityOut)

    await approveMigrator(w, w.alice, l01)
    const receipt = await migrate(w, w.alice, migrateArgs(t0, t1, HALF, alice, minimumsOf(quote)))
    const [event] = migratedEvents(w, receipt)
    expect(event).toMatchObject({
      amountA: quote.amountA,
      amountB: quote.amountB,
      depositedA: quote.depositedA,
      depositedB: quote.depositedB,
      liquidityOut: quote.liquidityOut,
    })
    // both fees were minted in this transaction
    expect(await lpBalance(w, g01, FEE_TO)).toBeGreaterThan(0n)
    expect(await lpBalance(w, l01, FEE_TO)).toBeGreaterThan(0n)
    await expectMigratorEmpty()
  })

  test('the deadline is inclusive: a block at the deadline migrates, a block one second past its deadline does not', async () => {
    await approveMigrator(w, w.alice, l01)
    const at = (await w.client.getBlock()).timestamp + 100n
    const send = async (deadline: bigint, blockTime: bigint): Promise<TransactionReceipt> => {
      await w.client.setNextBlockTimestamp({ timestamp: blockTime })
      const hash = await w.alice.writeContract({
        address: w.migrator,
        abi: ghostMigratorAbi,
        functionName: 'migrate',
        args: migrateArgs(t0, t1, E18, alice, { deadline }),
        gas: 1_000_000n, // no estimate: it would run at another timestamp
      })
      return w.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    expect((await send(at, at)).status).toBe('success')
    expect((await send(at + 10n, at + 11n)).status).toBe('reverted')
  })
})

describe('migrateWithPermit', () => {
  test('one signature and one transaction: the permit for exactly the liquidity is used up', async () => {
    const signature = await alicePermit()
    const receipt = await migrateWithPermit(
      w,
      w.alice,
      withPermit(migrateArgs(t0, t1, HALF, alice), signature),
    )
    expect(migratedEvents(w, receipt)).toEqual([
      expect.objectContaining({ sender: alice, liquidityIn: HALF, liquidityOut: 375n * E17 }),
    ])
    const read = (functionName: 'nonces' | 'balanceOf') =>
      w.client.readContract({ address: l01, abi: ghostPairAbi, functionName, args: [alice] })
    expect(await read('nonces')).toBe(1n)
    expect(await read('balanceOf')).toBe(150n * E18 - LOCKED)
    expect(await aliceAllowance()).toBe(0n)
    expect(await lpBalance(w, g01, alice)).toBe(375n * E17)
    await expectMigratorEmpty()
  })

  test('approveMax: the permit for everything leaves an unlimited allowance for later migrations', async () => {
    const signature = await alicePermit({ value: maxUint256 })
    await migrateWithPermit(
      w,
      w.alice,
      withPermit(migrateArgs(t0, t1, HALF, alice), signature, true),
    )
    expect(await aliceAllowance()).toBe(maxUint256)
    await migrate(w, w.alice, migrateArgs(t0, t1, HALF, alice))
    expect(await lpBalance(w, l01, alice)).toBe(100n * E18 - LOCKED)
  })

  test('a permit front-run into the pair (the signature taken from the mempool) leaves migrate to finish the job', async () => {
    const signature = await alicePermit()
    await transact(
      w.bob,
      write({
        address: l01,
        abi: ghostPairAbi,
        functionName: 'permit',
        args: [alice, w.migrator, HALF, DEADLINE, signature.v, signature.r, signature.s],
      }),
    )
    const args = withPermit(migrateArgs(t0, t1, HALF, alice), signature)
    expect(await migrateWithPermitCall(args)).toBe('Ghost: INVALID_SIGNATURE')
    await migrate(w, w.alice, migrateArgs(t0, t1, HALF, alice))
    expect(await lpBalance(w, g01, alice)).toBe(375n * E17)
  })
})

describe('the attacker’s tries', () => {
  test('another wallet’s LP stays put: bob cannot spend alice’s approval, nor migrate LP he lacks', async () => {
    await approveMigrator(w, w.alice, l01)
    await approveMigrator(w, w.bob, l01)
    const before = await lpBalance(w, l01, alice)
    for (const to of [bob, alice]) {
      expect(await migrateCall(migrateArgs(t0, t1, HALF, to), w.bob)).toBe(
        'Arithmetic operation resulted in underflow or overflow.',
      )
    }
    expect(await lpBalance(w, l01, alice)).toBe(before)
  })

  test.each([
    ['signed for the router, not the migrator', 'router'],
    ['signed by alice, sent by bob (the permit is always for the sender)', 'bob'],
    ['signed for less than the liquidity migrated', 'less'],
    ['signed for the exact amount, sent with approveMax', 'max'],
    ['signed for the legacy pair of other tokens', 'otherPair'],
  ] as const)('a permit %s fails', async (_, kind) => {
    const signature = await alicePermit({
      pair: kind === 'otherPair' ? l23 : l01,
      spender: kind === 'router' ? w.router : w.migrator,
      value: kind === 'less' ? HALF - 1n : HALF,
    })
    const args = withPermit(migrateArgs(t0, t1, HALF, alice), signature, kind === 'max')
    const by = kind === 'bob' ? w.bob : w.alice
    expect(await migrateWithPermitCall(args, by)).toBe('Ghost: INVALID_SIGNATURE')
  })

  test('a permit works once: replayed after the migration it fails', async () => {
    const signature = await alicePermit()
    const args = withPermit(migrateArgs(t0, t1, HALF, alice), signature)
    await migrateWithPermit(w, w.alice, args)
    expect(await migrateWithPermitCall(args)).toBe('Ghost: INVALID_SIGNATURE')
  })

  test('a pair only Ghost’s factory knows is no legacy pair, even with its LP approved', async () => {
    const ghostOnly = await pairOf(w, t1, t3)
    await approveMigrator(w, w.client, ghostOnly)
    expect(await migrateCall(migrateArgs(t1, t3, E18, w.me), w.client)).toBe(
      'GhostMigrator: NO_LEGACY_PAIR',
    )
  })

  test.each([
    {
      scenario: 'lowers Ghost’s t1 per t0 trips the t1 minimum',
      legacy: () => l01,
      pair: () => [t0, t1] as const,
      deposits: [25n * E18, 5_625n * E16],
      swap: () => [t0, t1, 100n * E18] as const,
      message: 'GhostMigrator: INSUFFICIENT_B_AMOUNT',
    },
    {
      scenario: 'raises Ghost’s t3 per t2 trips the t2 minimum',
      legacy: () => l23,
      pair: () => [t2, t3] as const,
      deposits: [16n * E18, 100n * E18],
      swap: () => [t3, t2, 1_000n * E18] as const,
      message: 'GhostMigrator: INSUFFICIENT_A_AMOUNT',
    },
  ])(
    'a front-run that $scenario of the quote',
    async ({ legacy, pair, deposits, swap, message }) => {
      const [tokenA, tokenB] = pair()
      await approveMigrator(w, w.alice, legacy())
      const quote = await quoteFromChain(w, tokenA, tokenB, HALF)
      expect([quote.depositedA, quote.depositedB]).toEqual(deposits)
      await swapOn(w, w.router, ...swap())
      const args = migrateArgs(tokenA, tokenB, HALF, alice, minimumsOf(quote))
      expect(await migrateCall(args)).toBe(message)
    },
  )

  test('the known limit: a move toward the legacy ratio passes both minimums and takes more of the refunded token', async () => {
    // The minimums bound each deposit from below only; a price moved toward the legacy pair's
    // makes the deposit take more of the token that would have been refunded (at most all of it).
    await approveMigrator(w, w.alice, l01)
    const quote = await quoteFromChain(w, t0, t1, HALF)
    await swapOn(w, w.router, t1, t0, 100n * E18)
    const receipt = await migrate(w, w.alice, migrateArgs(t0, t1, HALF, alice, minimumsOf(quote)))
    const [event] = migratedEvents(w, receipt)
    expect(event?.depositedA).toBe(25n * E18)
    expect(event?.depositedB).toBeGreaterThan(quote.depositedB)
    expect(event?.depositedB).toBeLessThanOrEqual(100n * E18)
    await expectMigratorEmpty()
  })

  test('the minimums are inclusive: exactly the deposit passes', async () => {
    await approveMigrator(w, w.alice, l01)
    const exact = migrateArgs(t0, t1, HALF, alice, {
      amountAMin: 25n * E18,
      amountBMin: 5_625n * E16,
    })
    expect(await simulated(exact)).toEqual([25n * E18, 100n * E18, 375n * E17])
  })
})

/** A legacy pair of HookToken and t0 held by dev account 0, the migrator approved; returns the token. */
async function hookTokenPosition(): Promise<Address> {
  const token = await deploy(w.client, compileHookToken(), [10n ** 30n])
  await transact(
    w.client,
    write({
      address: token,
      abi: hookTokenAbi,
      functionName: 'approve',
      args: [w.legacyRouter, maxUint256],
    }),
  )
  await giveLegacyPosition(w, token, t0, 100n * E18, 100n * E18, w.me)
  await approveMigrator(w, w.client, await legacyPairOf(w, token, t0))
  return token
}

const REVERT_CASES: RevertCase[] = [
  {
    message: 'GhostMigrator: ZERO_ADDRESS',
    scenario: 'a zero legacy factory at deployment',
    run: () => deployMigratorRevert(zeroAddress, w.factory),
  },
  {
    message: 'GhostMigrator: ZERO_ADDRESS',
    scenario: 'a zero Ghost factory at deployment',
    run: () => deployMigratorRevert(w.legacyFactory, zeroAddress),
  },
  {
    message: 'GhostMigrator: ZERO_ADDRESS',
    scenario: 'a zero token',
    run: () => migrateCall(migrateArgs(zeroAddress, t1, HALF, alice)),
  },
  {
    message: 'GhostMigrator: ZERO_ADDRESS',
    scenario: 'a zero second token, with a permit',
    run: async () =>
      migrateWithPermitCall(
        withPermit(migrateArgs(t0, zeroAddress, HALF, alice), await alicePermit()),
      ),
  },
  {
    message: 'GhostMigrator: SAME_FACTORY',
    scenario: 'the same factory twice',
    run: () => deployMigratorRevert(w.factory, w.factory),
  },
  {
    message: 'GhostMigrator: EXPIRED',
    scenario: 'migrate past its deadline',
    run: () => migrateCall(migrateArgs(t0, t1, HALF, alice, { deadline: 1n })),
  },
  {
    message: 'GhostMigrator: EXPIRED',
    scenario: 'migrateWithPermit past its deadline (before the permit is tried)',
    run: async () =>
      migrateWithPermitCall(
        withPermit(
          migrateArgs(t0, t1, HALF, alice, { deadline: 1n }),
          await alicePermit({ deadline: 1n }),
        ),
      ),
  },
  {
    message: 'GhostMigrator: IDENTICAL_ADDRESSES',
    scenario: 'one token twice',
    run: () => migrateCall(migrateArgs(t0, t0, HALF, alice)),
  },
  {
    message: 'GhostMigrator: NO_LEGACY_PAIR',
    scenario: 'tokens without a legacy pair',
    run: () => migrateCall(migrateArgs(t1, t2, HALF, alice)),
  },
  {
    message: 'GhostMigrator: ZERO_LIQUIDITY',
    scenario: 'migrating nothing',
    run: () => migrateFromL01Revert(migrateArgs(t0, t1, 0n, alice)),
  },
  {
    message: 'GhostMigrator: INVALID_TO',
    scenario: 'to the zero address',
    run: () => migrateFromL01Revert(migrateArgs(t0, t1, HALF, zeroAddress)),
  },
  {
    message: 'GhostMigrator: INVALID_TO',
    scenario: 'to the migrator itself',
    run: () => migrateFromL01Revert(migrateArgs(t0, t1, HALF, w.migrator)),
  },
  {
    message: 'GhostMigrator: INSUFFICIENT_LIQUIDITY',
    scenario: 'a Ghost pair with only t2 synced in (no ratio to deposit at)',
    run: async () => {
      const { result: pair } = await w.client.simulateContract({
        address: w.factory,
        abi: ghostFactoryAbi,
        functionName: 'createPair',
        args: [t0, t2],
        account: w.client.account,
      })
      await transact(
        w.client,
        write({
          address: w.factory,
          abi: ghostFactoryAbi,
          functionName: 'createPair',
          args: [t0, t2],
        }),
      )
      await transact(
        w.client,
        write({ address: t2, abi: testTokenAbi, functionName: 'transfer', args: [pair, E18] }),
      )
      await transact(w.client, write({ address: pair, abi: ghostPairAbi, functionName: 'sync' }))
      await approveMigrator(w, w.alice, l02)
      return migrateCall(migrateArgs(t0, t2, HALF, alice))
    },
  },
  {
    message: 'GhostMigrator: INSUFFICIENT_A_AMOUNT',
    scenario: 'a t0 minimum one wei over the deposit',
    run: () =>
      migrateFromL01Revert(migrateArgs(t0, t1, HALF, alice, { amountAMin: 25n * E18 + 1n })),
  },
  {
    message: 'GhostMigrator: INSUFFICIENT_B_AMOUNT',
    scenario: 'a t1 minimum one wei over the deposit',
    run: () =>
      migrateFromL01Revert(migrateArgs(t0, t1, HALF, alice, { amountBMin: 5_625n * E16 + 1n })),
  },
  {
    message: 'ReentrancyGuardReentrantCall()',
    scenario: 'a token calling migrate again while the migrator sends it to Ghost’s pair',
    run: async () => {
      const token = await hookTokenPosition()
      const again = encodeFunctionData({
        abi: ghostMigratorAbi,
        functionName: 'migrate',
        args: migrateArgs(token, t0, E18, w.me),
      })
      await transact(
        w.client,
        write({
          address: token,
          abi: hookTokenAbi,
          functionName: 'arm',
          args: [w.migrator, w.migrator, again],
        }),
      )
      return migrateCall(migrateArgs(token, t0, 10n * E18, w.me), w.client)
    },
  },
  {
    message: 'SafeERC20FailedOperation(token)',
    scenario: 'a token answering false to the migrator’s transfer',
    run: async () => {
      const token = await hookTokenPosition()
      await transact(
        w.client,
        write({ address: token, abi: hookTokenAbi, functionName: 'refuse', args: [w.migrator] }),
      )
      const reason = await migrateCall(migrateArgs(token, t0, 10n * E18, w.me), w.client)
      return reason.replace(token, 'token')
    },
  },
]

describe('every revert', () => {
  test.each(REVERT_CASES)('$message: $scenario', async ({ message, run }) => {
    expect(await run()).toBe(message)
  })

  test('the table has a case for every message in the source, and no other', () => {
    const messages = requireMessagesIn('migration/GhostMigrator.sol', 'GhostMigrator')
    expect(messages.size).toBe(10)
    const ours = REVERT_CASES.map((entry) => entry.message).filter((message) =>
      message.startsWith('GhostMigrator: '),
    )
    expect(new Set(ours)).toEqual(messages)
  })
})

describe('gas', () => {
  // A pair writes its price accumulators when a block's time moved since its last update; the
  // first write into a zero slot costs 20,000 gas more than later ones. So each block here is one
  // second after the one before, and every pair has traded before: the figures are those of a
  // pair in use, the same on every run.
  test('migrate and migrateWithPermit into pairs in use stay within their budgets', async () => {
    await w.client.setBlockTimestampInterval({ interval: 1 })
    try {
      await approveMigrator(w, w.alice, l01)
      for (const pair of [l01, g01, l23, g23]) {
        await transact(w.client, write({ address: pair, abi: ghostPairAbi, functionName: 'sync' }))
      }
      const plain = await migrate(w, w.alice, migrateArgs(t0, t1, 10n * E18, alice))
      const signature = await alicePermit({ pair: l23 })
      const permitted = await migrateWithPermit(
        w,
        w.alice,
        withPermit(migrateArgs(t2, t3, HALF, alice), signature),
      )
      await approveMigrator(w, w.alice, l02)
      const creating = await migrate(w, w.alice, migrateArgs(t0, t2, HALF, alice))
      console.info(
        `gas: migrate ${plain.gasUsed}, migrateWithPermit ${permitted.gasUsed}, migrate creating Ghost's pair ${creating.gasUsed}`,
      )
      expect(plain.gasUsed).toBeLessThanOrEqual(MIGRATE_GAS_BUDGET)
      expect(permitted.gasUsed).toBeLessThanOrEqual(MIGRATE_WITH_PERMIT_GAS_BUDGET)
    } finally {
      await w.client.removeBlockTimestampInterval()
    }
  })
})

describe('coverage of the ABI', () => {
  // Each function is called in this file; a function added to the ABI fails here until it has its cases.
  test('GhostMigrator’s functions are the ones these tests exercise', () => {
    const names = ghostMigratorAbi
      .filter((item) => item.type === 'function')
      .map((item) => item.name)
      .sort()
    expect(names).toEqual(['factory', 'legacyFactory', 'migrate', 'migrateWithPermit'])
  })
})
