/**
 * Property tests of liquidity and fee-on-transfer handling on the deployed contracts, each run
 * on a fresh copy of the chain: feeTo's minted share, pro-rata withdrawal, and TaxToken swaps
 * through the SupportingFeeOnTransferTokens router functions versus the plain ones.
 */
import fc from 'fast-check'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ghostFactoryAbi, ghostPairAbi, ghostRouterAbi } from '../generated'
import { amountArb, reserveArb } from './amm/arbitraries'
import { afterTax, getAmountOut, isqrt, MINIMUM_LIQUIDITY, minOf, protocolFee } from './amm/math'
import { PoolModel } from './amm/pool'
import type { Tx } from './amm/rpc'
import {
  approveTx,
  balanceOf,
  DEADLINE,
  Harness,
  nativeBalance,
  type Read,
  read,
  startWorld,
  transact,
  type World,
  write,
} from './amm/world'

const RUNS = 1000
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
const FEE_TO: Address = '0x000000000000000000000000000000000000fee0'
/** Receives withdrawn liquidity; swaps pay RECIPIENT, so the two never mix. */
const WITHDRAW_TO: Address = '0x000000000000000000000000000000000000d00d'
const OTHER_LP: Address = '0x0000000000000000000000000000000000000a11'

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

describe('liquidity properties (fast-check, 1,000 runs each)', () => {
  test('with feeTo set, feeTo is minted 8/25 of the growth of sqrt(k) as LP tokens', async () => {
    await fc.assert(
      fc.asyncProperty(
        reserveArb,
        reserveArb,
        swapsArb,
        fc.constantFrom('add' as const, 'remove' as const),
        fc.bigInt({ min: 1n, max: 1000n }),
        async (reserve0, reserve1, swaps, trigger, permille) => {
          await harness.reset()
          const setFeeTo = write({
            address: world.factory,
            abi: ghostFactoryAbi,
            functionName: 'setFeeTo',
            args: [FEE_TO],
          })
          const txs = [setFeeTo, addLiquidity(reserve0, reserve1)]
          const supply = isqrt(reserve0 * reserve1)
          const kLast = reserve0 * reserve1
          const model = new PoolModel(token0, token1, reserve0, reserve1)
          applySwaps(model, swaps, txs)

          // The next mint or burn first mints the protocol fee for the growth since kLast.
          const { reserve0: r0, reserve1: r1 } = model
          const fee = protocolFee(supply, kLast, r0, r1)
          const supplyWithFee = supply + fee.liquidity
          let expectedSupply: bigint
          let after: [bigint, bigint]
          const burnt = ((supply - MINIMUM_LIQUIDITY) * permille) / 1000n
          const burnOut = [(burnt * r0) / supplyWithFee, (burnt * r1) / supplyWithFee] as const
          if (trigger === 'remove' && burnOut[0] > 0n && burnOut[1] > 0n) {
            txs.push(removeLiquidity(burnt))
            expectedSupply = supplyWithFee - burnt
            after = [r0 - burnOut[0], r1 - burnOut[1]]
          } else {
            const minted = (add0: bigint) => {
              const add1 = (add0 * r1) / r0 // the router's quote at the current ratio
              const minted0 = (add0 * supplyWithFee) / r0
              const minted1 = (add1 * supplyWithFee) / r1
              return { add1, liquidity: minOf(minted0, minted1) }
            }
            // A deposit too small to mint anything reverts; doubling the pool always mints.
            let add0 = (r0 * permille) / 1000n
            if (add0 === 0n || minted(add0).liquidity === 0n) add0 = r0
            const { add1, liquidity } = minted(add0)
            txs.push(addLiquidity(add0, r1))
            expectedSupply = supplyWithFee + liquidity
            after = [r0 + add0, r1 + add1]
          }

          const [feeToBalance, totalSupply, newKLast, [reserve0After, reserve1After]] =
            await harness.run(txs, [
              balanceOf(pair, FEE_TO),
              pairRead.totalSupply(),
              pairRead.kLast(),
              pairRead.reserves(),
            ])
          // Exactly the formula: L = floor(s * (rootK - rootKLast) * 8 / (17 rootK + 8 rootKLast)).
          expect(feeToBalance).toBe(fee.liquidity)
          // The floor loses less than 1 wei of LP: L <= exact value < L + 1.
          expect(fee.liquidity * fee.denominator <= fee.numerator).toBe(true)
          expect(fee.numerator < (fee.liquidity + 1n) * fee.denominator).toBe(true)
          // And the exact value is what leaves feeTo 8/25 of the growth: with L* = num/den,
          // L* / (s + L*) = 8 (rootK - rootKLast) / (25 rootK).
          if (fee.liquidity > 0n) {
            const growth = fee.rootK - fee.rootKLast
            expect(fee.numerator * 25n * fee.rootK).toBe(
              8n * growth * (supply * fee.denominator + fee.numerator),
            )
          }
          expect(totalSupply).toBe(expectedSupply)
          expect([reserve0After, reserve1After]).toEqual(after)
          expect(newKLast).toBe(after[0] * after[1])
        },
      ),
      { numRuns: RUNS },
    )
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
      { numRuns: RUNS },
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
      { numRuns: RUNS },
    )
    // Most plain attempts must actually hit the k check, not just dust rounding.
    expect(kReverts).toBeGreaterThan(RUNS / 4)
  })
})
