/**
 * Property tests of swaps on the deployed contracts, each run on a fresh copy of the chain
 * (evm_snapshot/evm_revert): the router's output matches the 9975/10000 formula to the wei, the
 * pair refuses one wei more, and k only grows across any sequence of swaps.
 */
import fc from 'fast-check'
import { type Address, decodeEventLog } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ghostPairAbi, ghostRouterAbi, testTokenAbi } from '../generated'
import { propertyParameters, propertyRuns, propertyTimeout } from '../lib/propertyRuns'
import { amountArb, reserveArb } from './amm/arbitraries'
import { getAmountIn, getAmountOut } from './amm/math'
import { PoolModel } from './amm/pool'
import {
  balanceOf,
  createPair,
  DEADLINE,
  Harness,
  read,
  startWorld,
  type World,
  write,
} from './amm/world'

const RUNS = propertyRuns(500)
/** Per exact-output step; 8 steps stay below the sender's 10**32 of each token. */
const INPUT_BUDGET = 10n ** 31n
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'

let world: World
let harness: Harness
let pair: Address
let token0: Address
let token1: Address

beforeAll(async () => {
  world = await startWorld()
  ;[token0, token1] = [world.tokens[0], world.tokens[1]]
  pair = await createPair(world, token0, token1)
  harness = new Harness(world)
  await harness.capture()
})

afterAll(async () => {
  await world?.anvil.stop()
})

function addLiquidity(tokenA: Address, tokenB: Address, amountA: bigint, amountB: bigint) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, amountA, amountB, 0n, 0n, world.me, DEADLINE],
  })
}

function swapExactIn(tokenIn: Address, tokenOut: Address, amount: bigint, to: Address = RECIPIENT) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [amount, 0n, [tokenIn, tokenOut], to, DEADLINE],
  })
}

const getReserves = () => read({ address: pair, abi: ghostPairAbi, functionName: 'getReserves' })

describe('swap properties (fast-check, 1,000 runs each)', () => {
  test('router output equals amountIn*9975*rOut / (rIn*10000 + amountIn*9975) to the wei', async () => {
    await fc.assert(
      fc.asyncProperty(
        reserveArb,
        reserveArb,
        amountArb(0, 29),
        fc.boolean(),
        async (reserveIn, reserveOut, amountIn, zeroForOne) => {
          await harness.reset()
          const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
          const expected = getAmountOut(amountIn, reserveIn, reserveOut)
          if (expected === 0n) {
            // Too small to buy one wei: the pair refuses a swap with no output.
            await harness.run([addLiquidity(tokenIn, tokenOut, reserveIn, reserveOut)], [])
            expect(await harness.simulate([swapExactIn(tokenIn, tokenOut, amountIn)])).toEqual([
              'Ghost: INSUFFICIENT_OUTPUT_AMOUNT',
            ])
            return
          }
          const [received, [reserve0, reserve1]] = await harness.run(
            [
              addLiquidity(tokenIn, tokenOut, reserveIn, reserveOut),
              swapExactIn(tokenIn, tokenOut, amountIn),
            ],
            [balanceOf(tokenOut, RECIPIENT), getReserves()],
          )
          expect(received).toBe(expected)
          const [expectedIn, expectedOut] = [reserveIn + amountIn, reserveOut - expected]
          expect(zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([
            expectedIn,
            expectedOut,
          ])
        },
      ),
      propertyParameters(RUNS, propertyTimeout(120_000)),
    )
  })

  test('the pair pays the formula output and refuses one wei more with Ghost: K', async () => {
    await fc.assert(
      fc.asyncProperty(
        reserveArb,
        reserveArb,
        amountArb(0, 29),
        fc.boolean(),
        async (reserveIn, reserveOut, amountIn, zeroForOne) => {
          await harness.reset()
          const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
          const expected = getAmountOut(amountIn, reserveIn, reserveOut)
          await harness.run(
            [
              addLiquidity(tokenIn, tokenOut, reserveIn, reserveOut),
              write({
                address: tokenIn,
                abi: testTokenAbi,
                functionName: 'transfer',
                args: [pair, amountIn],
              }),
            ],
            [],
          )
          const pairSwap = (out: bigint) =>
            write({
              address: pair,
              abi: ghostPairAbi,
              functionName: 'swap',
              args: zeroForOne ? [0n, out, RECIPIENT, '0x'] : [out, 0n, RECIPIENT, '0x'],
            })
          const [exact, oneMore] = await harness.simulate([
            pairSwap(expected),
            pairSwap(expected + 1n),
          ])
          expect(exact).toBe(expected === 0n ? 'Ghost: INSUFFICIENT_OUTPUT_AMOUNT' : undefined)
          expect(oneMore).toBe(
            expected + 1n >= reserveOut ? 'Ghost: INSUFFICIENT_LIQUIDITY' : 'Ghost: K',
          )
        },
      ),
      propertyParameters(RUNS, propertyTimeout(120_000)),
    )
  })

  type SwapStep = { zeroForOne: boolean; exactIn: boolean; amount: bigint; outPermille: bigint }
  const stepArb: fc.Arbitrary<SwapStep> = fc.record({
    zeroForOne: fc.boolean(),
    exactIn: fc.boolean(),
    amount: amountArb(0, 29),
    outPermille: fc.bigInt({ min: 1n, max: 999n }),
  })

  test('k = reserve0 * reserve1 strictly grows with every swap of a random sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        reserveArb,
        reserveArb,
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        async (reserve0, reserve1, steps) => {
          await harness.reset()
          const model = new PoolModel(token0, token1, reserve0, reserve1)
          const txs = [addLiquidity(token0, token1, reserve0, reserve1)]
          for (const step of steps) {
            const [tokenIn, tokenOut] = step.zeroForOne ? [token0, token1] : [token1, token0]
            if (step.exactIn) {
              // An output of 0 reverts (see the first property), so such a step is left out.
              const out = getAmountOut(
                step.amount,
                model.reserveOf(tokenIn),
                model.reserveOf(tokenOut),
              )
              if (out === 0n) continue
              model.swapIn(tokenIn, step.amount)
              txs.push(swapExactIn(tokenIn, tokenOut, step.amount))
            } else {
              const out = (model.reserveOf(tokenOut) * step.outPermille) / 1000n
              if (out === 0n) continue
              // Buying nearly all of a tiny reserve can cost more than the sender holds.
              const cost = getAmountIn(out, model.reserveOf(tokenIn), model.reserveOf(tokenOut))
              if (cost > INPUT_BUDGET) continue
              model.swapOut(tokenIn, out)
              txs.push(
                write({
                  address: world.router,
                  abi: ghostRouterAbi,
                  functionName: 'swapTokensForExactTokens',
                  args: [out, 2n ** 255n, [tokenIn, tokenOut], RECIPIENT, DEADLINE],
                }),
              )
            }
          }
          const { reads, logs } = await harness.runWithLogs(txs, [getReserves()])
          const ks = logs.slice(1).map((txLogs) => {
            const sync = txLogs
              .filter((log) => log.address.toLowerCase() === pair.toLowerCase())
              .map((log) => decodeEventLog({ abi: ghostPairAbi, ...log }))
              .find((event) => event.eventName === 'Sync')
            if (sync?.eventName !== 'Sync') throw new Error('swap without Sync')
            return sync.args.reserve0 * sync.args.reserve1
          })
          let previous = reserve0 * reserve1
          for (const k of ks) {
            expect(k).toBeGreaterThan(previous)
            previous = k
          }
          const [finalReserve0, finalReserve1] = reads[0]
          expect([finalReserve0, finalReserve1]).toEqual([model.reserve0, model.reserve1])
        },
      ),
      propertyParameters(RUNS, propertyTimeout(120_000)),
    )
  })
})
