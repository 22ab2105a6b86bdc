/**
 * GhostPair driven directly (no router): mint/burn/swap events with their arguments, tables of
 * swap cases (in the style of Uniswap V2's swapTestCases) priced at 0.25%, guards, TWAP
 * accumulators, skim/sync, flash swaps and the reentrancy lock.
 */
import { type Address, encodeAbiParameters, maxUint256, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostPairAbi, testTokenAbi } from '../generated'
import { anvilClient, devAccount, revertTo } from '../lib/anvil'
import { eventsOf } from './amm/events'
import { compileFlashBorrower } from './amm/flashBorrower'
import { getAmountOut } from './amm/math'
import { revertOf } from './amm/reverts'
import { createPair, deploy, startWorld, transact, type World, write } from './amm/world'

const E18 = 10n ** 18n
const Q112 = 2n ** 112n

let world: World
let pair: Address
let token0: Address
let token1: Address
let snapshot: `0x${string}`
/** ABI with the pair's and an ERC20's events, to decode whole receipts. */
const abi = [...ghostPairAbi, ...testTokenAbi.filter((item) => item.type === 'event')]

beforeAll(async () => {
  world = await startWorld()
  ;[token0, token1] = [world.tokens[0], world.tokens[1]]
  pair = await createPair(world, token0, token1)
})

beforeEach(async () => {
  if (snapshot) await revertTo(world.client, snapshot)
  snapshot = await world.client.snapshot()
})

afterAll(async () => {
  await world?.anvil.stop()
})

const transfer = (token: Address, amount: bigint, to: Address = pair) =>
  transact(
    world.client,
    write({ address: token, abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
  )

const pairTx = {
  mint: (to: Address = world.me) =>
    write({ address: pair, abi: ghostPairAbi, functionName: 'mint', args: [to] }),
  burn: (to: Address = world.me) =>
    write({ address: pair, abi: ghostPairAbi, functionName: 'burn', args: [to] }),
  swap: (
    amount0Out: bigint,
    amount1Out: bigint,
    to: Address = world.me,
    data: `0x${string}` = '0x',
  ) =>
    write({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'swap',
      args: [amount0Out, amount1Out, to, data],
    }),
  sync: () => write({ address: pair, abi: ghostPairAbi, functionName: 'sync' }),
  skim: (to: Address) =>
    write({ address: pair, abi: ghostPairAbi, functionName: 'skim', args: [to] }),
}

/** Simulates a pair call from dev account 0 and returns its revert reason (undefined if it succeeds). */
const simulate = (tx: ReturnType<typeof write>) =>
  revertOf(world.client.call({ account: world.me, to: tx.to, data: tx.data }))

async function addLiquidity(amount0: bigint, amount1: bigint) {
  await transfer(token0, amount0)
  await transfer(token1, amount1)
  return transact(world.client, pairTx.mint())
}

const reserves = async () => {
  const [r0, r1] = await world.client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  return [r0, r1]
}

const lpBalance = (owner: Address) =>
  world.client.readContract({
    address: pair,
    abi: ghostPairAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('GhostPair mint and burn', () => {
  test('first mint locks MINIMUM_LIQUIDITY at address(0) and emits Transfer, Sync, Mint', async () => {
    const receipt = await addLiquidity(E18, 4n * E18)
    const liquidity = 2n * E18 - 1000n // sqrt(1e18 * 4e18) - MINIMUM_LIQUIDITY
    expect(eventsOf(receipt.logs, abi)).toEqual([
      {
        address: pair,
        eventName: 'Transfer',
        args: { from: zeroAddress, to: zeroAddress, value: 1000n },
      },
      {
        address: pair,
        eventName: 'Transfer',
        args: { from: zeroAddress, to: world.me, value: liquidity },
      },
      { address: pair, eventName: 'Sync', args: { reserve0: E18, reserve1: 4n * E18 } },
      {
        address: pair,
        eventName: 'Mint',
        args: { sender: world.me, amount0: E18, amount1: 4n * E18 },
      },
    ])
    expect(
      await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'totalSupply',
      }),
    ).toBe(2n * E18)
    expect(await lpBalance(world.me)).toBe(liquidity)
    expect(await reserves()).toEqual([E18, 4n * E18])
    // feeTo is unset, so kLast stays 0.
    expect(
      await world.client.readContract({ address: pair, abi: ghostPairAbi, functionName: 'kLast' }),
    ).toBe(0n)
  })

  test('mint guards: sqrt(k) must exceed MINIMUM_LIQUIDITY; a later mint must add both tokens', async () => {
    await transfer(token0, 1000n)
    await transfer(token1, 1000n)
    expect(await simulate(pairTx.mint())).toBe('Ghost: INSUFFICIENT_LIQUIDITY_MINTED')
    await addLiquidity(E18, E18)
    await transfer(token0, E18)
    expect(await simulate(pairTx.mint())).toBe('Ghost: INSUFFICIENT_LIQUIDITY_MINTED')
  })

  test('burn returns the pro-rata tokens and emits Transfer, Sync, Burn', async () => {
    await addLiquidity(3n * E18, 3n * E18)
    const liquidity = 3n * E18 - 1000n
    await transact(
      world.client,
      write({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'transfer',
        args: [pair, liquidity],
      }),
    )
    const receipt = await transact(world.client, pairTx.burn())
    expect(eventsOf(receipt.logs, abi)).toEqual([
      {
        address: pair,
        eventName: 'Transfer',
        args: { from: pair, to: zeroAddress, value: liquidity },
      },
      {
        address: token0,
        eventName: 'Transfer',
        args: { from: pair, to: world.me, value: liquidity },
      },
      {
        address: token1,
        eventName: 'Transfer',
        args: { from: pair, to: world.me, value: liquidity },
      },
      { address: pair, eventName: 'Sync', args: { reserve0: 1000n, reserve1: 1000n } },
      {
        address: pair,
        eventName: 'Burn',
        args: { sender: world.me, amount0: liquidity, amount1: liquidity, to: world.me },
      },
    ])
    expect(await lpBalance(world.me)).toBe(0n)
    expect(await reserves()).toEqual([1000n, 1000n])
    expect(await simulate(pairTx.burn())).toBe('Ghost: INSUFFICIENT_LIQUIDITY_BURNED')
  })
})

describe('GhostPair swap', () => {
  // [swapAmount, reserve0, reserve1 (all in 1e18), expected token1 out]: the output is
  // amountIn*9975*r1 / (r0*10000 + amountIn*9975); one wei more must break k.
  const swapTestCases: [bigint, bigint, bigint, bigint][] = [
    [1n, 5n, 10n, 1663192997082117548n],
    [1n, 10n, 5n, 453512161854967037n],
    [2n, 5n, 10n, 2852037169406719085n],
    [2n, 10n, 5n, 831596498541058774n],
    [1n, 10n, 10n, 907024323709934075n],
    [1n, 100n, 100n, 987648209114086982n],
    [1n, 1000n, 1000n, 996505985279683515n],
  ]

  test.each(swapTestCases)(
    'swap %s token0 into %s/%s pays %s token1 and emits Transfer, Sync, Swap',
    async (swapAmount, reserve0, reserve1, expectedOut) => {
      const [amountIn, r0, r1] = [swapAmount * E18, reserve0 * E18, reserve1 * E18]
      expect(getAmountOut(amountIn, r0, r1)).toBe(expectedOut)
      await addLiquidity(r0, r1)
      await transfer(token0, amountIn)
      expect(await simulate(pairTx.swap(0n, expectedOut + 1n))).toBe('Ghost: K')
      const receipt = await transact(world.client, pairTx.swap(0n, expectedOut))
      expect(eventsOf(receipt.logs, abi)).toEqual([
        {
          address: token1,
          eventName: 'Transfer',
          args: { from: pair, to: world.me, value: expectedOut },
        },
        {
          address: pair,
          eventName: 'Sync',
          args: { reserve0: r0 + amountIn, reserve1: r1 - expectedOut },
        },
        {
          address: pair,
          eventName: 'Swap',
          args: {
            sender: world.me,
            amount0In: amountIn,
            amount1In: 0n,
            amount0Out: 0n,
            amount1Out: expectedOut,
            to: world.me,
          },
        },
      ])
    },
  )

  // [amount0Out, reserve0, reserve1 (in 1e18), amount0In]: paying back in the borrowed token
  // needs ceil(out * 10000 / 9975): the fee applies to what comes in.
  const optimisticTestCases: [bigint, bigint, bigint, bigint][] = [
    [997n * 10n ** 15n, 5n, 10n, 999498746867167920n],
    [997n * 10n ** 15n, 10n, 5n, 999498746867167920n],
    [997n * 10n ** 15n, 5n, 5n, 999498746867167920n],
    [E18, 5n, 5n, 1002506265664160402n],
  ]

  test.each(optimisticTestCases)(
    'optimistic swap of %s token0 out of %s/%s needs %s token0 in',
    async (amountOut, reserve0, reserve1, amountIn) => {
      expect((amountOut * 10000n + 9974n) / 9975n).toBe(amountIn)
      await addLiquidity(reserve0 * E18, reserve1 * E18)
      await transfer(token0, amountIn - 1n)
      expect(await simulate(pairTx.swap(amountOut, 0n))).toBe('Ghost: K')
      await transfer(token0, 1n)
      const receipt = await transact(world.client, pairTx.swap(amountOut, 0n))
      expect(eventsOf(receipt.logs, abi).at(-1)).toEqual({
        address: pair,
        eventName: 'Swap',
        args: {
          sender: world.me,
          amount0In: amountIn,
          amount1In: 0n,
          amount0Out: amountOut,
          amount1Out: 0n,
          to: world.me,
        },
      })
    },
  )

  test('swap guards: no output, output >= reserve, to = a pair token, no input', async () => {
    await addLiquidity(5n * E18, 10n * E18)
    expect(await simulate(pairTx.swap(0n, 0n))).toBe('Ghost: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(await simulate(pairTx.swap(5n * E18, 0n))).toBe('Ghost: INSUFFICIENT_LIQUIDITY')
    expect(await simulate(pairTx.swap(0n, 10n * E18))).toBe('Ghost: INSUFFICIENT_LIQUIDITY')
    expect(await simulate(pairTx.swap(0n, 1n, token0))).toBe('Ghost: INVALID_TO')
    expect(await simulate(pairTx.swap(0n, 1n, token1))).toBe('Ghost: INVALID_TO')
    expect(await simulate(pairTx.swap(0n, 1n))).toBe('Ghost: INSUFFICIENT_INPUT_AMOUNT')
  })

  test('flash swap: the callee may pay back the fee in the borrowed token; too little breaks k; re-entry is LOCKED', async () => {
    await addLiquidity(5n * E18, 10n * E18)
    const borrower = await deploy(world.client, compileFlashBorrower())
    await transfer(token0, 2n * E18, borrower)
    const borrowed = E18
    const repay = (borrowed * 10000n + 9974n) / 9975n
    const data = (reenter: boolean, repay0: bigint) =>
      encodeAbiParameters(
        [{ type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }],
        [reenter, repay0, 0n],
      )
    expect(await simulate(pairTx.swap(borrowed, 0n, borrower, data(false, repay - 1n)))).toBe(
      'Ghost: K',
    )
    expect(await simulate(pairTx.swap(borrowed, 0n, borrower, data(true, repay)))).toBe(
      'Ghost: LOCKED',
    )
    const receipt = await transact(
      world.client,
      pairTx.swap(borrowed, 0n, borrower, data(false, repay)),
    )
    expect(eventsOf(receipt.logs, abi).at(-1)).toEqual({
      address: pair,
      eventName: 'Swap',
      args: {
        sender: world.me,
        amount0In: repay,
        amount1In: 0n,
        amount0Out: borrowed,
        amount1Out: 0n,
        to: borrower,
      },
    })
    expect(await reserves()).toEqual([5n * E18 - borrowed + repay, 10n * E18])
  })
})

describe('GhostPair oracle and balances', () => {
  test('price accumulators add reserve1/reserve0 (UQ112x112) per second, once per block', async () => {
    const start = BigInt(Math.floor(Date.now() / 1000)) + 100_000n
    const at = async (timestamp: bigint, tx: ReturnType<typeof write>) => {
      await world.client.setNextBlockTimestamp({ timestamp })
      return transact(world.client, tx)
    }
    const cumulative = async () => [
      await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'price0CumulativeLast',
      }),
      await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'price1CumulativeLast',
      }),
    ]
    await transfer(token0, 3n * E18)
    await transfer(token1, 3n * E18)
    await at(start, pairTx.mint())
    expect(await cumulative()).toEqual([0n, 0n]) // no reserves before the first mint

    await at(start + 1n, pairTx.sync())
    expect(await cumulative()).toEqual([Q112, Q112]) // price 1 for 1 second

    const amountIn = E18
    const out = getAmountOut(amountIn, 3n * E18, 3n * E18)
    await transfer(token0, amountIn)
    await at(start + 10n, pairTx.swap(0n, out))
    expect(await cumulative()).toEqual([10n * Q112, 10n * Q112]) // the price before the swap counts

    await at(start + 20n, pairTx.sync())
    const [r0, r1] = [3n * E18 + amountIn, 3n * E18 - out]
    expect(await cumulative()).toEqual([
      10n * Q112 + ((r1 * Q112) / r0) * 10n,
      10n * Q112 + ((r0 * Q112) / r1) * 10n,
    ])
    const [, , blockTimestampLast] = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'getReserves',
    })
    expect(blockTimestampLast).toBe(Number(start + 20n))
  })

  test('skim sends the excess over the reserves; sync adopts the balances', async () => {
    await addLiquidity(E18, E18)
    const other = devAccount(3).address
    await transfer(token0, 5n)
    await transfer(token1, 7n)
    const skim = await transact(world.client, pairTx.skim(other))
    expect(eventsOf(skim.logs, abi)).toEqual([
      { address: token0, eventName: 'Transfer', args: { from: pair, to: other, value: 5n } },
      { address: token1, eventName: 'Transfer', args: { from: pair, to: other, value: 7n } },
    ])
    expect(await reserves()).toEqual([E18, E18])
    await transfer(token0, 11n)
    const sync = await transact(world.client, pairTx.sync())
    expect(eventsOf(sync.logs, abi)).toEqual([
      { address: pair, eventName: 'Sync', args: { reserve0: E18 + 11n, reserve1: E18 } },
    ])
  })

  test('reserves are capped at 2**112 - 1: a larger balance cannot be synced', async () => {
    await addLiquidity(E18, E18)
    await transact(
      world.client,
      write({ address: token0, abi: testTokenAbi, functionName: 'mint', args: [pair, 2n ** 112n] }),
    )
    expect(await simulate(pairTx.sync())).toBe('Ghost: OVERFLOW')
  })

  test('LP token: an unlimited allowance is not spent; a limited one is', async () => {
    await addLiquidity(E18, E18)
    const spender = anvilClient(world.anvil.url, devAccount(2))
    const allowance = () =>
      world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'allowance',
        args: [world.me, spender.account.address],
      })
    const approve = (amount: bigint) =>
      transact(
        world.client,
        write({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'approve',
          args: [spender.account.address, amount],
        }),
      )
    const pull = async (amount: bigint) => {
      const hash = await spender.writeContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'transferFrom',
        args: [world.me, spender.account.address, amount],
      })
      await spender.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
    await approve(maxUint256)
    await pull(10n)
    expect(await allowance()).toBe(maxUint256)
    await approve(100n)
    await pull(30n)
    expect(await allowance()).toBe(70n)
    expect(await lpBalance(spender.account.address)).toBe(40n)
  })
})
