/**
 * GhostRouter: guards with their exact revert strings, native-coin (WBNB) variants with exact
 * balances, multi-hop paths, fee-on-transfer removal, and EIP-2612 permits on LP tokens.
 */
import { type Address, domainSeparator, keccak256, maxUint256, toHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostFactoryAbi, ghostPairAbi, ghostRouterAbi, testTokenAbi } from '../generated'
import { type AnvilClient, anvilClient, devAccount, revertTo } from '../lib/anvil'
import { afterTax, getAmountIn, getAmountOut } from './amm/math'
import { lpAllowance, signPermit } from './amm/permit'
import { revertOf } from './amm/reverts'
import type { Tx } from './amm/rpc'
import { approveTx, DEADLINE, startWorld, transact, type World, write } from './amm/world'

const E18 = 10n ** 18n
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
const POOL = 100n * E18

let world: World
let alice: AnvilClient
let snapshot: `0x${string}`
let t0: Address
let t1: Address
let t2: Address
let wbnb: Address
let tax: Address

beforeAll(async () => {
  world = await startWorld()
  alice = anvilClient(world.anvil.url, devAccount(1))
  ;[t0, t1, t2] = [world.tokens[0], world.tokens[1], world.tokens[2]]
  ;({ wbnb, tax } = world)
  await transact(world.client, addLiquidityTx(t0, t1, POOL, POOL))
  await transact(world.client, addLiquidityTx(t1, t2, POOL, POOL))
  await transact(world.client, addLiquidityEthTx(t0, POOL, POOL))
  await transact(world.client, addLiquidityEthTx(tax, POOL, 10n * E18))
  for (const [a, b] of [
    [t0, t1],
    [t0, wbnb],
    [tax, wbnb],
  ] as const) {
    await transact(world.client, approveTx(await pairOf(a, b), world.router))
  }
})

beforeEach(async () => {
  if (snapshot) await revertTo(world.client, snapshot)
  snapshot = await world.client.snapshot()
})

afterAll(async () => {
  await world?.anvil.stop()
})

function routerTx(functionName: string, args: readonly unknown[], value?: bigint): Tx {
  // One generic builder for the guard table; each row names a Router02 function and its args.
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: functionName as 'swapExactTokensForTokens',
    args: args as [bigint, bigint, Address[], Address, bigint],
    value,
  })
}

function addLiquidityTx(a: Address, b: Address, amountA: bigint, amountB: bigint, to?: Address) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [a, b, amountA, amountB, 0n, 0n, to ?? world.me, DEADLINE],
  })
}

function addLiquidityEthTx(token: Address, amountToken: bigint, value: bigint, to?: Address) {
  return write({
    address: world.router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidityETH',
    args: [token, amountToken, 0n, 0n, to ?? world.me, DEADLINE],
    value,
  })
}

function pairOf(a: Address, b: Address) {
  return world.client.readContract({
    address: world.factory,
    abi: ghostFactoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
}

async function reservesOf(a: Address, b: Address): Promise<[bigint, bigint]> {
  const [r0, r1] = await world.client.readContract({
    address: await pairOf(a, b),
    abi: ghostPairAbi,
    functionName: 'getReserves',
  })
  return BigInt(a) < BigInt(b) ? [r0, r1] : [r1, r0]
}

const balance = (token: Address, owner: Address) =>
  world.client.readContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

const simulate = (tx: Tx, from: Address = world.me) =>
  revertOf(world.client.call({ account: from, to: tx.to, data: tx.data, value: tx.value }))

/** Native coin the transaction cost its sender in gas. */
const gasCost = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  receipt.gasUsed * receipt.effectiveGasPrice

describe('router guards revert with exact reasons', () => {
  const quote = getAmountOut(E18, POOL, POOL)
  const needed = getAmountIn(E18, POOL, POOL)
  const cases: [string, () => Tx, string][] = [
    [
      'expired swap',
      () => routerTx('swapExactTokensForTokens', [E18, 0n, [t0, t1], world.me, 1n]),
      'GhostRouter: EXPIRED',
    ],
    [
      'expired addLiquidity',
      () => routerTx('addLiquidity', [t0, t1, E18, E18, 0n, 0n, world.me, 1n]),
      'GhostRouter: EXPIRED',
    ],
    [
      'expired removeLiquidityETH',
      () => routerTx('removeLiquidityETH', [t0, E18, 0n, 0n, world.me, 1n]),
      'GhostRouter: EXPIRED',
    ],
    [
      'exact-in swap below amountOutMin',
      () => routerTx('swapExactTokensForTokens', [E18, quote + 1n, [t0, t1], world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT',
    ],
    [
      'native-in swap below amountOutMin',
      () => routerTx('swapExactETHForTokens', [quote + 1n, [wbnb, t0], world.me, DEADLINE], E18),
      'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT',
    ],
    [
      'native-out swap below amountOutMin',
      () => routerTx('swapExactTokensForETH', [E18, quote + 1n, [t0, wbnb], world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT',
    ],
    [
      'exact-out swap above amountInMax',
      () => routerTx('swapTokensForExactTokens', [E18, needed - 1n, [t0, t1], world.me, DEADLINE]),
      'GhostRouter: EXCESSIVE_INPUT_AMOUNT',
    ],
    [
      'exact native-out swap above amountInMax',
      () => routerTx('swapTokensForExactETH', [E18, needed - 1n, [t0, wbnb], world.me, DEADLINE]),
      'GhostRouter: EXCESSIVE_INPUT_AMOUNT',
    ],
    [
      'exact-out swap paid with too little native coin',
      () => routerTx('swapETHForExactTokens', [E18, [wbnb, t0], world.me, DEADLINE], needed - 1n),
      'GhostRouter: EXCESSIVE_INPUT_AMOUNT',
    ],
    [
      'swap along identical addresses',
      () => routerTx('swapExactTokensForTokens', [E18, 0n, [t0, t0], world.me, DEADLINE]),
      'GhostLibrary: IDENTICAL_ADDRESSES',
    ],
    [
      'addLiquidity of a token with itself',
      () => routerTx('addLiquidity', [t0, t0, E18, E18, 0n, 0n, world.me, DEADLINE]),
      'GhostLibrary: IDENTICAL_ADDRESSES',
    ],
    [
      'path with the zero address',
      () => routerTx('swapExactTokensForTokens', [E18, 0n, [zeroAddress, t0], world.me, DEADLINE]),
      'GhostLibrary: ZERO_ADDRESS',
    ],
    [
      'path of one token',
      () => routerTx('swapExactTokensForTokens', [E18, 0n, [t0], world.me, DEADLINE]),
      'GhostLibrary: INVALID_PATH',
    ],
    [
      'empty path',
      () => routerTx('swapExactTokensForTokens', [E18, 0n, [], world.me, DEADLINE]),
      'GhostLibrary: INVALID_PATH',
    ],
    [
      'exact-output swap with a path of one token',
      () => routerTx('swapTokensForExactTokens', [E18, maxUint256, [t0], world.me, DEADLINE]),
      'GhostLibrary: INVALID_PATH',
    ],
    [
      'exact-output swap with an empty path',
      () => routerTx('swapTokensForExactTokens', [E18, maxUint256, [], world.me, DEADLINE]),
      'GhostLibrary: INVALID_PATH',
    ],
    [
      'fee-on-transfer swap with a path of one token',
      () =>
        routerTx('swapExactTokensForTokensSupportingFeeOnTransferTokens', [
          E18,
          0n,
          [t0],
          world.me,
          DEADLINE,
        ]),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'native-in swap not starting at WBNB',
      () => routerTx('swapExactETHForTokens', [0n, [t0, t1], world.me, DEADLINE], E18),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'exact-out native-in swap not starting at WBNB',
      () => routerTx('swapETHForExactTokens', [E18, [t1, t0], world.me, DEADLINE], E18),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'native-out swap not ending at WBNB',
      () => routerTx('swapExactTokensForETH', [E18, 0n, [t0, t1], world.me, DEADLINE]),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'exact native-out swap not ending at WBNB',
      () => routerTx('swapTokensForExactETH', [E18, maxUint256, [t0, t1], world.me, DEADLINE]),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'fee-on-transfer native-in swap not starting at WBNB',
      () =>
        routerTx(
          'swapExactETHForTokensSupportingFeeOnTransferTokens',
          [0n, [t0, t1], world.me, DEADLINE],
          E18,
        ),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'fee-on-transfer native-out swap not ending at WBNB',
      () =>
        routerTx('swapExactTokensForETHSupportingFeeOnTransferTokens', [
          E18,
          0n,
          [t0, t1],
          world.me,
          DEADLINE,
        ]),
      'GhostRouter: INVALID_PATH',
    ],
    [
      'addLiquidity where the B quote is under amountBMin',
      () => routerTx('addLiquidity', [t0, t1, E18, 2n * E18, 0n, E18 + 1n, world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_B_AMOUNT',
    ],
    [
      'addLiquidity where the A quote is under amountAMin',
      () => routerTx('addLiquidity', [t0, t1, 2n * E18, E18, E18 + 1n, 0n, world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_A_AMOUNT',
    ],
    [
      'removeLiquidity under amountAMin',
      () => routerTx('removeLiquidity', [t0, t1, E18, E18 + 1n, 0n, world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_A_AMOUNT',
    ],
    [
      'removeLiquidity under amountBMin',
      () => routerTx('removeLiquidity', [t0, t1, E18, 0n, E18 + 1n, world.me, DEADLINE]),
      'GhostRouter: INSUFFICIENT_B_AMOUNT',
    ],
    [
      'native coin sent by anyone but WBNB',
      () => ({ to: world.router, data: '0x', value: 1n }),
      'GhostRouter: ONLY_WETH',
    ],
  ]

  test.each(cases)('%s', async (_name, tx, reason) => {
    expect(await simulate(tx())).toBe(reason)
  })

  test('a path entry that is not a clean address reverts without a reason, as the ABI decoder does', async () => {
    const call = (data: `0x${string}`) =>
      world.client.call({ account: world.me, to: world.router, data })
    const { data } = routerTx('swapExactTokensForTokens', [E18, 0n, [t0, t1], world.me, DEADLINE])
    const entry = BigInt(t1).toString(16).padStart(64, '0')
    expect(data.includes(entry)).toBe(true)
    const dirtyEntry = (BigInt(t1) | (2n ** 160n)).toString(16).padStart(64, '0') // one bit above the address
    await expect(call(data.replace(entry, dirtyEntry) as `0x${string}`)).rejects.toThrow(
      /execution reverted/i,
    )
    await expect(call(data)).resolves.toBeDefined()
  })

  test('library views check their inputs', async () => {
    const view = (
      functionName: 'quote' | 'getAmountOut' | 'getAmountIn',
      args: readonly [bigint, bigint, bigint],
    ) =>
      revertOf(
        world.client.readContract({
          address: world.router,
          abi: ghostRouterAbi,
          functionName,
          args,
        }),
      )
    expect(await view('quote', [0n, 1n, 1n])).toBe('GhostLibrary: INSUFFICIENT_AMOUNT')
    expect(await view('quote', [1n, 0n, 1n])).toBe('GhostLibrary: INSUFFICIENT_LIQUIDITY')
    expect(await view('getAmountOut', [0n, 1n, 1n])).toBe('GhostLibrary: INSUFFICIENT_INPUT_AMOUNT')
    expect(await view('getAmountOut', [1n, 0n, 1n])).toBe('GhostLibrary: INSUFFICIENT_LIQUIDITY')
    expect(await view('getAmountIn', [0n, 1n, 1n])).toBe('GhostLibrary: INSUFFICIENT_OUTPUT_AMOUNT')
    expect(await view('getAmountIn', [5n, 10n, 5n])).toBe('GhostLibrary: INSUFFICIENT_LIQUIDITY')
    expect(
      await revertOf(
        world.client.readContract({
          address: world.router,
          abi: ghostRouterAbi,
          functionName: 'getAmountsOut',
          args: [E18, [t0, t0]],
        }),
      ),
    ).toBe('GhostLibrary: IDENTICAL_ADDRESSES')
    // The same numbers as the TS formula.
    expect(
      await world.client.readContract({
        address: world.router,
        abi: ghostRouterAbi,
        functionName: 'getAmountOut',
        args: [E18, POOL, 2n * POOL],
      }),
    ).toBe(getAmountOut(E18, POOL, 2n * POOL))
    expect(
      await world.client.readContract({
        address: world.router,
        abi: ghostRouterAbi,
        functionName: 'getAmountIn',
        args: [E18, POOL, 2n * POOL],
      }),
    ).toBe(getAmountIn(E18, POOL, 2n * POOL))
  })
})

describe('native-coin (WBNB) variants', () => {
  test('addLiquidityETH creates the pair, wraps only what the ratio needs and refunds the rest', async () => {
    const t3 = world.tokens[3]
    await transact(world.client, addLiquidityEthTx(t3, 2n * E18, E18))
    expect(await reservesOf(t3, wbnb)).toEqual([2n * E18, E18])
    const before = await world.client.getBalance({ address: world.me })
    // Offer 5 native for 2e18 tokens: the ratio (2:1) takes 1 native and refunds 4.
    const receipt = await transact(world.client, addLiquidityEthTx(t3, 2n * E18, 5n * E18))
    expect(await world.client.getBalance({ address: world.me })).toBe(
      before - E18 - gasCost(receipt),
    )
    expect(await reservesOf(t3, wbnb)).toEqual([4n * E18, 2n * E18])
    expect(await balance(wbnb, world.router)).toBe(0n)
  })

  test('swapExactETHForTokens pays the formula output', async () => {
    const [rw, rt] = await reservesOf(wbnb, t0)
    await transact(
      world.client,
      routerTx('swapExactETHForTokens', [0n, [wbnb, t0], RECIPIENT, DEADLINE], E18),
    )
    expect(await balance(t0, RECIPIENT)).toBe(getAmountOut(E18, rw, rt))
  })

  test('swapExactTokensForETH pays the formula output in native coin', async () => {
    const [rt, rw] = await reservesOf(t0, wbnb)
    await transact(
      world.client,
      routerTx('swapExactTokensForETH', [E18, 0n, [t0, wbnb], RECIPIENT, DEADLINE]),
    )
    expect(await world.client.getBalance({ address: RECIPIENT })).toBe(getAmountOut(E18, rt, rw))
  })

  test('swapTokensForExactETH charges the formula input for an exact native output', async () => {
    const [rt, rw] = await reservesOf(t0, wbnb)
    const before = await balance(t0, world.me)
    const out = E18 / 10n
    await transact(
      world.client,
      routerTx('swapTokensForExactETH', [out, maxUint256, [t0, wbnb], RECIPIENT, DEADLINE]),
    )
    expect(await world.client.getBalance({ address: RECIPIENT })).toBe(out)
    expect(before - (await balance(t0, world.me))).toBe(getAmountIn(out, rt, rw))
  })

  test('swapETHForExactTokens takes the formula input and refunds the rest', async () => {
    const [rw, rt] = await reservesOf(wbnb, t0)
    const out = E18 / 10n
    const before = await world.client.getBalance({ address: world.me })
    const receipt = await transact(
      world.client,
      routerTx('swapETHForExactTokens', [out, [wbnb, t0], RECIPIENT, DEADLINE], E18),
    )
    expect(await balance(t0, RECIPIENT)).toBe(out)
    expect(before - (await world.client.getBalance({ address: world.me })) - gasCost(receipt)).toBe(
      getAmountIn(out, rw, rt),
    )
  })

  test('removeLiquidityETH pays the pro-rata token and native coin', async () => {
    const pair = await pairOf(t0, wbnb)
    const supply = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'totalSupply',
    })
    const [rt, rw] = await reservesOf(t0, wbnb)
    await transact(
      world.client,
      routerTx('removeLiquidityETH', [t0, E18, 0n, 0n, RECIPIENT, DEADLINE]),
    )
    expect(await balance(t0, RECIPIENT)).toBe((E18 * rt) / supply)
    expect(await world.client.getBalance({ address: RECIPIENT })).toBe((E18 * rw) / supply)
  })

  test('removing TaxToken liquidity needs the SupportingFeeOnTransferTokens variant', async () => {
    const pair = await pairOf(tax, wbnb)
    const supply = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'totalSupply',
    })
    const [rt, rw] = await reservesOf(tax, wbnb)
    const liquidity = E18
    // The router receives 90% of the pair's payout and cannot forward 100%.
    expect(
      await simulate(routerTx('removeLiquidityETH', [tax, liquidity, 0n, 0n, RECIPIENT, DEADLINE])),
    ).toBe('TransferHelper: TRANSFER_FAILED')
    await transact(
      world.client,
      routerTx('removeLiquidityETHSupportingFeeOnTransferTokens', [
        tax,
        liquidity,
        0n,
        0n,
        RECIPIENT,
        DEADLINE,
      ]),
    )
    // Taxed twice: pair -> router, router -> recipient.
    expect(await balance(tax, RECIPIENT)).toBe(afterTax(afterTax((liquidity * rt) / supply)))
    expect(await world.client.getBalance({ address: RECIPIENT })).toBe((liquidity * rw) / supply)
  })
})

describe('multi-hop paths', () => {
  test('exact-in along t0 -> t1 -> t2 chains the formula through each pair', async () => {
    const [a0, a1] = await reservesOf(t0, t1)
    const [b1, b2] = await reservesOf(t1, t2)
    const middle = getAmountOut(E18, a0, a1)
    await transact(
      world.client,
      routerTx('swapExactTokensForTokens', [E18, 0n, [t0, t1, t2], RECIPIENT, DEADLINE]),
    )
    expect(await balance(t2, RECIPIENT)).toBe(getAmountOut(middle, b1, b2))
    expect(await balance(t1, RECIPIENT)).toBe(0n) // the middle hop goes pair to pair
    expect(await reservesOf(t0, t1)).toEqual([a0 + E18, a1 - middle])
  })

  test('exact-out along WBNB -> t0 -> t1 charges the chained input in native coin', async () => {
    const [w, a0] = await reservesOf(wbnb, t0)
    const [c0, c1] = await reservesOf(t0, t1)
    const out = E18
    const middle = getAmountIn(out, c0, c1)
    const input = getAmountIn(middle, w, a0)
    const before = await world.client.getBalance({ address: world.me })
    const receipt = await transact(
      world.client,
      routerTx('swapETHForExactTokens', [out, [wbnb, t0, t1], RECIPIENT, DEADLINE], 10n * E18),
    )
    expect(await balance(t1, RECIPIENT)).toBe(out)
    expect(before - (await world.client.getBalance({ address: world.me })) - gasCost(receipt)).toBe(
      input,
    )
  })
})

describe('permit on LP tokens', () => {
  /** Alice's permit for the router (signed by `signer`: someone else's is a forgery). */
  const routerPermit = (
    signer: AnvilClient,
    pair: Address,
    value: bigint,
    nonce: bigint,
    deadline: bigint,
  ) =>
    signPermit(signer, pair, {
      owner: alice.account.address,
      spender: world.router,
      value,
      nonce,
      deadline,
    })

  const lpRead = (pair: Address, functionName: 'nonces' | 'balanceOf', owner: Address) =>
    world.client.readContract({ address: pair, abi: ghostPairAbi, functionName, args: [owner] })

  test('the domain and typehash are the standard EIP-712 / EIP-2612 ones', async () => {
    const pair = await pairOf(t0, t1)
    expect(
      await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'DOMAIN_SEPARATOR',
      }),
    ).toBe(
      domainSeparator({
        domain: { name: 'Ghost LPs', version: '1', chainId: 1337, verifyingContract: pair },
      }),
    )
    expect(
      await world.client.readContract({
        address: pair,
        abi: ghostPairAbi,
        functionName: 'PERMIT_TYPEHASH',
      }),
    ).toBe(
      keccak256(
        toHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)'),
      ),
    )
  })

  test('removeLiquidityWithPermit: a signed permit replaces approve; a replay or a wrong signer fails', async () => {
    const pair = await pairOf(t0, t1)
    const owner = alice.account.address
    await transact(world.client, addLiquidityTx(t0, t1, 10n * E18, 10n * E18, owner))
    const liquidity = await lpRead(pair, 'balanceOf', owner)
    const supply = await world.client.readContract({
      address: pair,
      abi: ghostPairAbi,
      functionName: 'totalSupply',
    })
    const [r0, r1] = await reservesOf(t0, t1)
    const deadline = DEADLINE
    const { v, r, s } = await routerPermit(alice, pair, liquidity, 0n, deadline)
    const withPermit = (sig: { v: number; r: `0x${string}`; s: `0x${string}` }) =>
      routerTx('removeLiquidityWithPermit', [
        t0,
        t1,
        liquidity,
        0n,
        0n,
        owner,
        deadline,
        false,
        sig.v,
        sig.r,
        sig.s,
      ])

    const forged = await routerPermit(
      anvilClient(world.anvil.url, devAccount(4)),
      pair,
      liquidity,
      0n,
      deadline,
    )
    expect(await simulate(withPermit(forged), owner)).toBe('Ghost: INVALID_SIGNATURE')

    await transact(alice, withPermit({ v, r, s }))
    expect(await balance(t0, owner)).toBe((liquidity * r0) / supply)
    expect(await balance(t1, owner)).toBe((liquidity * r1) / supply)
    expect(await lpRead(pair, 'nonces', owner)).toBe(1n)
    expect(await lpRead(pair, 'balanceOf', owner)).toBe(0n)
    expect(await lpAllowance(world.client, pair, owner, world.router)).toBe(0n)
    expect(await simulate(withPermit({ v, r, s }), owner)).toBe('Ghost: INVALID_SIGNATURE') // nonce used
  })

  test('removeLiquidityETHWithPermit with approveMax leaves an unlimited allowance', async () => {
    const pair = await pairOf(t0, wbnb)
    const owner = alice.account.address
    await transact(world.client, addLiquidityEthTx(t0, E18, E18, owner))
    const liquidity = await lpRead(pair, 'balanceOf', owner)
    const { v, r, s } = await routerPermit(alice, pair, maxUint256, 0n, DEADLINE)
    const before = await world.client.getBalance({ address: RECIPIENT })
    await transact(
      alice,
      routerTx('removeLiquidityETHWithPermit', [
        t0,
        liquidity,
        0n,
        0n,
        RECIPIENT,
        DEADLINE,
        true,
        v,
        r,
        s,
      ]),
    )
    expect(await world.client.getBalance({ address: RECIPIENT })).toBeGreaterThan(before)
    expect(await lpAllowance(world.client, pair, owner, world.router)).toBe(maxUint256)
  })

  test('removeLiquidityETHWithPermitSupportingFeeOnTransferTokens works for a TaxToken pool', async () => {
    const pair = await pairOf(tax, wbnb)
    const owner = alice.account.address
    await transact(world.client, addLiquidityEthTx(tax, E18, E18 / 10n, owner))
    const liquidity = await lpRead(pair, 'balanceOf', owner)
    const { v, r, s } = await routerPermit(alice, pair, liquidity, 0n, DEADLINE)
    await transact(
      alice,
      routerTx('removeLiquidityETHWithPermitSupportingFeeOnTransferTokens', [
        tax,
        liquidity,
        0n,
        0n,
        RECIPIENT,
        DEADLINE,
        false,
        v,
        r,
        s,
      ]),
    )
    expect(await lpRead(pair, 'balanceOf', owner)).toBe(0n)
    expect(await balance(tax, RECIPIENT)).toBeGreaterThan(0n)
  })

  test('an expired permit fails: in the router first, and in the pair itself', async () => {
    const pair = await pairOf(t0, t1)
    const owner = alice.account.address
    const { v, r, s } = await routerPermit(alice, pair, E18, 0n, 1n)
    expect(
      await simulate(
        routerTx('removeLiquidityWithPermit', [t0, t1, E18, 0n, 0n, owner, 1n, false, v, r, s]),
        owner,
      ),
    ).toBe('GhostRouter: EXPIRED')
    expect(
      await simulate(
        write({
          address: pair,
          abi: ghostPairAbi,
          functionName: 'permit',
          args: [owner, world.router, E18, 1n, v, r, s],
        }),
        owner,
      ),
    ).toBe('Ghost: EXPIRED')
  })
})
