/**
 * Property tests of liquidity and fee-on-transfer handling on the deployed contracts, each run
 * on a fresh copy of the chain: the protocol fee's split between treasury, buyback and liquidity
 * providers, pro-rata withdrawal, and TaxToken swaps through the SupportingFeeOnTransferTokens
 * router functions versus the plain ones.
 * Runs: 300 for the split (about 10 ms each), 1,000 for the others (about 5 ms each), so the file
 * stays near 20 s on this machine.
 */
import fc from 'fast-check'
import { type Address, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ghostFactoryAbi, ghostFeeSplitterAbi, ghostPairAbi, ghostRouterAbi } from '../generated'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { amountArb, reserveArb } from './amm/arbitraries'
import { afterTax, getAmountOut, isqrt, MINIMUM_LIQUIDITY } from './amm/math'
import { PoolModel } from './amm/pool'
import type { Tx } from './amm/rpc'
import {
  approveTx,
  balanceOf,
  DEADLINE,
  deployFeeContracts,
  type FeeContracts,
  Harness,
  nativeBalance,
  type Read,
  read,
  startWorld,
  transact,
  type World,
  write,
} from './amm/world'

const RUNS = propertyRuns(500)
const SPLIT_RUNS = propertyRuns(150)
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
/** Receives withdrawn liquidity; swaps pay RECIPIENT, so the two never mix. */
const WITHDRAW_TO: Address = '0x000000000000000000000000000000000000d00d'
const OTHER_LP: Address = '0x0000000000000000000000000000000000000a11'
/** Deposits after the swaps, which makes the pair mint the protocol fee. */
const TRIGGER_LP: Address = '0x0000000000000000000000000000000000000a22'

let fees: FeeContracts
/** The fee splitter's treasury: dev account 0, so the test can redeem its LP. */
let TREASURY: Address

let world: World
let harness: Harness
let pair: Address
let token0: Address
let token1: Address

/** Pools of the TaxToken, seeded once; every run starts from these reserves. */
const taxPools = {
  token: { reserveTax: 0n, reserveOther: 0n },
  wbnb: { reserveTax: 0n, reserveOther: 0n },
}

async function pairOf(tokenA: Address, tokenB: Address): Promise<Address> {
  return world.client.readContract({
    address: world.factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  })
}

async function reservesOf(tokenA: Address, tokenB: Address): Promise<[bigint, bigint]> {
  const [r0, r1] = await world.client.readContract({
    address: await pairOf(tokenA, tokenB),
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  return BigInt(tokenA) < BigInt(tokenB) ? [r0, r1] : [r1, r0]
}

beforeAll(async () => {
  world = await startWorld()
  ;[token0, token1] = [world.tokens[0], world.tokens[1]]
  const { client, router, tax, wbnb } = world
  await transact(
    client,
    write({
      address: world.factory,
      abi: ghostFactoryAbi,
      functionName: 'createPair',
      args: [token0, token1],
    }),
  )
  pair = await pairOf(token0, token1)
  await transact(client, approveTx(pair, router))
  TREASURY = world.me
  fees = await deployFeeContracts(world, { treasury: TREASURY, ghost: world.tokens[3] })
  // The fee switch is off at the snapshot; the split property turns it on in its own runs.
  await transact(client, setFeeTo(zeroAddress))
  await transact(
    client,
    write({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidity',
      args: [tax, token0, 10n ** 24n, 10n ** 24n, 0n, 0n, world.me, DEADLINE],
    }),
  )
  await transact(
    client,
    write({
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidityETH',
      args: [tax, 10n ** 24n, 0n, 0n, world.me, DEADLINE],
      value: 10n ** 21n,
    }),
  )
  const [taxVsToken, token] = await reservesOf(tax, token0)
  taxPools.token = { reserveTax: taxVsToken, reserveOther: token }
  const [taxVsWbnb, wrapped] = await reservesOf(tax, wbnb)
  taxPools.wbnb = { reserveTax: taxVsWbnb, reserveOther: wrapped }
  // The pair received 90% of the TaxToken deposit: the tax applies to the router's transfer.
  expect(taxPools.token.reserveTax).toBe(afterTax(10n ** 24n))
  harness = new Harness(world)
  await harness.capture()
})

afterAll(async () => {
  await world?.anvil.stop()
})

function setFeeTo(feeTo: Address) {
  return write({
    address: world.factory,
    abi: ghostFactoryAbi,
    functionName: 'setFeeTo',
    args: [feeTo],
  })
}

function addLiquidity(amount0: bigint, amount1: bigint, to: Address = world.me) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [token0, token1, amount0, amount1, 0n, 0n, to, DEADLINE],
  })
}

function removeLiquidity(liquidity: bigint) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'removeLiquidity',
    args: [token0, token1, liquidity, 0n, 0n, WITHDRAW_TO, DEADLINE],
  })
}

function swapExactIn(tokenIn: Address, tokenOut: Address, amount: bigint) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [amount, 0n, [tokenIn, tokenOut], RECIPIENT, DEADLINE],
  })
}

const swapsArb = fc.array(fc.record({ zeroForOne: fc.boolean(), amount: amountArb(0, 29) }), {
  maxLength: 5,
})

/** Adds exact-input swaps to `txs` and `model`, leaving out those that would buy nothing. */
function applySwaps(
  model: PoolModel,
  swaps: { zeroForOne: boolean; amount: bigint }[],
  txs: ReturnType<typeof write>[],
) {
  for (const { zeroForOne, amount } of swaps) {
    const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
    if (getAmountOut(amount, model.reserveOf(tokenIn), model.reserveOf(tokenOut)) === 0n) continue
    model.swapIn(tokenIn, amount)
    txs.push(swapExactIn(tokenIn, tokenOut, amount))
  }
}

const pairRead = {
  totalSupply: () => read({ address: pair, abi: ghostPairAbi, functionName: 'totalSupply' }),
  kLast: () => read({ address: pair, abi: ghostPairAbi, functionName: 'kLast' }),
  reserves: () => read({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' }),
}

describe('liquidity properties (fast-check)', () => {
  /**
   * Expectations come from the spec's split, not from `_mintFee`: V is the swap volume valued at
   * the final price P (token1 per token0); the treasury's LP, once redeemed, must be worth 0.03%
   * of V and the liquidity providers' position must have grown by 0.17% of V against what the
   * same pool without fees holds at P (2·sqrt(k0·P)).
   * Tolerance: a fee paid at price p is credited to the pool as sqrt(p/P) of its value at P (the
   * curve grows sqrt(k), not k), so each swap here moves the price by at most ~0.6% and a run by
   * at most ~5%, which bounds that error by ~2.5%; the swaps' own size (<= 0.3% of the reserve)
   * adds up to 0.3%. So 3% of the expected value, plus a few wei for the floors (LP mint, split,
   * redemption).
   */
  test('the treasury redeems 0.03% of the volume, the buyback gets 0.05%, liquidity providers gain 0.17%', async () => {
    const TOLERANCE_PERCENT = 3n
    let worstError = 0
    await fc.assert(
      fc.asyncProperty(
        amountArb(21, 26),
        amountArb(21, 26),
        fc.array(fc.record({ zeroForOne: fc.boolean(), ppm: fc.bigInt({ min: 1n, max: 3000n }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (reserve0, reserve1, swaps) => {
          await harness.reset()
          const txs = [setFeeTo(fees.splitter), addLiquidity(reserve0, reserve1, OTHER_LP)]
          const model = new PoolModel(token0, token1, reserve0, reserve1)
          const inputs: { in0: bigint; in1: bigint }[] = []
          for (const { zeroForOne, ppm } of swaps) {
            const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
            const amount = (model.reserveOf(tokenIn) * ppm) / 1_000_000n
            if (getAmountOut(amount, model.reserveOf(tokenIn), model.reserveOf(tokenOut)) === 0n)
              continue
            model.swapIn(tokenIn, amount)
            inputs.push(zeroForOne ? { in0: amount, in1: 0n } : { in0: 0n, in1: amount })
            txs.push(swapExactIn(tokenIn, tokenOut, amount))
          }
          // A deposit by someone else is the liquidity event that mints the protocol fee.
          txs.push(addLiquidity(model.reserve0 / 1000n, model.reserve1, TRIGGER_LP))
          txs.push(
            write({
              address: fees.splitter,
              abi: ghostFeeSplitterAbi,
              functionName: 'distribute',
              args: [[pair]],
            }),
          )
          const [treasuryLp, buybackLp, providersLp, supply, [r0, r1]] = await harness.run(txs, [
            balanceOf(pair, TREASURY),
            balanceOf(pair, fees.buyback),
            balanceOf(pair, OTHER_LP),
            pairRead.totalSupply(),
            pairRead.reserves(),
          ])
          // Values in token1 at P = r1/r0, multiplied by r0 to stay in integers.
          const volume = inputs.reduce((sum, { in0, in1 }) => sum + in1 * r0 + in0 * r1, 0n)
          const dust = 10n * (r0 + r1)
          const expectClose = (actual: bigint, bps: bigint) => {
            const expected = (volume * bps) / 10_000n
            const error = actual > expected ? actual - expected : expected - actual
            worstError = Math.max(worstError, Number((error * 10_000n) / (expected + 1n)) / 100)
            expect(error <= (expected * TOLERANCE_PERCENT) / 100n + dust).toBe(true)
          }

          // The treasury (dev account 0 here) redeems its LP for real.
          const [out0, out1] = await harness.run(
            [removeLiquidity(treasuryLp)],
            [balanceOf(token0, WITHDRAW_TO), balanceOf(token1, WITHDRAW_TO)],
          )
          expectClose(out1 * r0 + out0 * r1, 3n)
          // The buyback's LP at the same prices: its pro-rata share of both reserves.
          expectClose((2n * buybackLp * r1 * r0) / supply, 5n)
          // Providers: the first depositor plus the locked MINIMUM_LIQUIDITY, worth their share of
          // 2·r1 at P, against 2·sqrt(k0·P) without fees.
          const held = ((providersLp + MINIMUM_LIQUIDITY) * 2n * r1 * r0) / supply
          const withoutFees = (2n * isqrt(reserve0 * reserve1 * r1 * r0 * 10n ** 18n)) / 10n ** 9n
          expectClose(held - withoutFees, 17n)
        },
      ),
      propertyParameters(SPLIT_RUNS, propertyTimeout(120_000)),
    )
    console.log(`fee split: worst deviation from 3/5/17 bps of volume ${worstError}%`)
  })

  test('removing all of a position returns the pro-rata share of each reserve within 1 wei', async () => {
    await fc.assert(
      fc.asyncProperty(
        reserveArb,
        reserveArb,
        fc.option(fc.bigInt({ min: 1n, max: 3000n }), { nil: undefined }), // reserve0 >= 10**4: add0 >= 10
        swapsArb,
        async (reserve0, reserve1, joinPermille, swaps) => {
          await harness.reset()
          // Either we are the only LP, or we join a pool seeded by another LP.
          const txs = [addLiquidity(reserve0, reserve1, joinPermille ? OTHER_LP : world.me)]
          const model = new PoolModel(token0, token1, reserve0, reserve1)
          if (joinPermille) {
            const add0 = (reserve0 * joinPermille) / 1000n
            txs.push(addLiquidity(add0, reserve1 * 4n))
            model.reserve0 += add0
            model.reserve1 += (add0 * reserve1) / reserve0 // the router's quote
          }
          applySwaps(model, swaps, txs)
          const [liquidity, supply, [r0, r1]] = await harness.run(txs, [
            balanceOf(pair, world.me),
            pairRead.totalSupply(),
            pairRead.reserves(),
          ])
          const share = (reserve: bigint) => (liquidity * reserve) / supply
          if (share(r0) === 0n || share(r1) === 0n) {
            // A dust position that would receive nothing of one side cannot be burnt.
            expect(await harness.simulate([removeLiquidity(liquidity)])).toEqual([
              'Ghost: INSUFFICIENT_LIQUIDITY_BURNED',
            ])
            return
          }
          const [out0, out1, left, supplyAfter] = await harness.run(
            [removeLiquidity(liquidity)],
            [
              balanceOf(token0, WITHDRAW_TO),
              balanceOf(token1, WITHDRAW_TO),
              balanceOf(pair, world.me),
              pairRead.totalSupply(),
            ],
          )
          // out = floor(liquidity * reserve / supply): out <= exact share < out + 1.
          for (const [out, reserve] of [
            [out0, r0],
            [out1, r1],
          ] as const) {
            expect(out * supply <= liquidity * reserve).toBe(true)
            expect(liquidity * reserve < (out + 1n) * supply).toBe(true)
          }
          expect(left).toBe(0n)
          expect(supplyAfter).toBe(supply - liquidity)
        },
      ),
      propertyParameters(RUNS, propertyTimeout(120_000)),
    )
  })

  type TaxCase = 'tax in' | 'tax out' | 'native in, tax out' | 'tax in, native out' | 'through tax'
  const taxCases: TaxCase[] = [
    'tax in',
    'tax out',
    'native in, tax out',
    'tax in, native out',
    'through tax',
  ]

  /**
   * A plain swap whose input pair receives `arrived` instead of the `amount` it was priced for:
   * the pair pays `quoted` only if that still satisfies k, i.e. quoted <= getAmountOut(arrived).
   * Rounding sometimes absorbs the tax on dust amounts; otherwise k breaks.
   */
  function plainOutcome(quoted: bigint, arrived: bigint, reserveIn: bigint, reserveOut: bigint) {
    if (quoted === 0n) return 'Ghost: INSUFFICIENT_OUTPUT_AMOUNT'
    return quoted <= getAmountOut(arrived, reserveIn, reserveOut) ? undefined : 'Ghost: K'
  }

  /** Asking the supporting function for the untaxed quote fails unless the tax rounds to 0. */
  function untaxedMinimumOutcome(quoted: bigint) {
    if (quoted === 0n) return 'Ghost: INSUFFICIENT_OUTPUT_AMOUNT'
    return afterTax(quoted) < quoted ? 'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT' : undefined
  }

  test('TaxToken swaps succeed via the SupportingFeeOnTransferTokens functions, not the plain ones', async () => {
    let kReverts = 0
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...taxCases), amountArb(2, 20), async (taxCase, amount) => {
        await harness.reset()
        const { router, tax, wbnb } = world
        const viaToken = taxPools.token
        const viaWbnb = taxPools.wbnb
        const swap = (
          functionName:
            | 'swapExactTokensForTokens'
            | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
            | 'swapExactTokensForETH'
            | 'swapExactTokensForETHSupportingFeeOnTransferTokens',
          path: Address[],
          amountOutMin = 0n,
        ) =>
          write({
            address: router,
            abi: ghostRouterAbi,
            functionName,
            args: [amount, amountOutMin, path, RECIPIENT, DEADLINE],
          })
        const swapNative = (amountOutMin: bigint) =>
          write({
            address: router,
            abi: ghostRouterAbi,
            functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
            args: [amountOutMin, [wbnb, tax], RECIPIENT, DEADLINE],
            value: amount,
          })

        // supporting: the call that must deliver `expected` to RECIPIENT (read by `received`);
        // contrast: the call that must not work, with its exact outcome.
        let c: {
          supporting: Tx
          expected: bigint
          received: Read<bigint>
          contrast: { tx: Tx; outcome: string | undefined }
        }
        switch (taxCase) {
          case 'tax in': {
            const { reserveTax, reserveOther } = viaToken
            const quoted = getAmountOut(amount, reserveTax, reserveOther)
            c = {
              supporting: swap('swapExactTokensForTokensSupportingFeeOnTransferTokens', [
                tax,
                token0,
              ]),
              expected: getAmountOut(afterTax(amount), reserveTax, reserveOther),
              received: balanceOf(token0, RECIPIENT),
              contrast: {
                tx: swap('swapExactTokensForTokens', [tax, token0]),
                outcome: plainOutcome(quoted, afterTax(amount), reserveTax, reserveOther),
              },
            }
            break
          }
          case 'tax out': {
            const quoted = getAmountOut(amount, viaToken.reserveOther, viaToken.reserveTax)
            const path = [token0, tax]
            c = {
              supporting: swap(
                'swapExactTokensForTokensSupportingFeeOnTransferTokens',
                path,
                afterTax(quoted),
              ),
              expected: afterTax(quoted),
              received: balanceOf(tax, RECIPIENT),
              contrast: {
                tx: swap('swapExactTokensForTokensSupportingFeeOnTransferTokens', path, quoted),
                outcome: untaxedMinimumOutcome(quoted),
              },
            }
            break
          }
          case 'native in, tax out': {
            const quoted = getAmountOut(amount, viaWbnb.reserveOther, viaWbnb.reserveTax)
            c = {
              supporting: swapNative(afterTax(quoted)),
              expected: afterTax(quoted),
              received: balanceOf(tax, RECIPIENT),
              contrast: { tx: swapNative(quoted), outcome: untaxedMinimumOutcome(quoted) },
            }
            break
          }
          case 'tax in, native out': {
            const { reserveTax, reserveOther } = viaWbnb
            const quoted = getAmountOut(amount, reserveTax, reserveOther)
            c = {
              supporting: swap('swapExactTokensForETHSupportingFeeOnTransferTokens', [tax, wbnb]),
              expected: getAmountOut(afterTax(amount), reserveTax, reserveOther),
              received: nativeBalance(RECIPIENT),
              contrast: {
                tx: swap('swapExactTokensForETH', [tax, wbnb]),
                outcome: plainOutcome(quoted, afterTax(amount), reserveTax, reserveOther),
              },
            }
            break
          }
          case 'through tax': {
            // token0 -> TAX -> WBNB: the second pair receives 90% of the first pair's output.
            const middle = getAmountOut(amount, viaToken.reserveOther, viaToken.reserveTax)
            const { reserveTax, reserveOther } = viaWbnb
            const quoted = getAmountOut(middle, reserveTax, reserveOther)
            const path = [token0, tax, wbnb]
            c = {
              supporting: swap('swapExactTokensForTokensSupportingFeeOnTransferTokens', path),
              expected: getAmountOut(afterTax(middle), reserveTax, reserveOther),
              received: balanceOf(wbnb, RECIPIENT),
              contrast: {
                tx: swap('swapExactTokensForTokens', path),
                outcome:
                  middle === 0n
                    ? 'Ghost: INSUFFICIENT_OUTPUT_AMOUNT'
                    : plainOutcome(quoted, afterTax(middle), reserveTax, reserveOther),
              },
            }
            break
          }
        }
        const [supportingOutcome, contrastOutcome] = await harness.simulate([
          c.supporting,
          c.contrast.tx,
        ])
        expect(contrastOutcome).toBe(c.contrast.outcome)
        if (contrastOutcome === 'Ghost: K') kReverts++
        if (c.expected === 0n) {
          // Nothing to buy: a pair on the path refuses a swap with no output.
          expect(supportingOutcome).toBe('Ghost: INSUFFICIENT_OUTPUT_AMOUNT')
          return
        }
        expect(supportingOutcome).toBeUndefined()
        const [balance] = await harness.run([c.supporting], [c.received])
        expect(balance).toBe(c.expected)
      }),
      propertyParameters(RUNS, propertyTimeout(120_000)),
    )
    // Most plain attempts must actually hit the k check, not just dust rounding.
    expect(kReverts).toBeGreaterThan(RUNS / 4)
  })
})
