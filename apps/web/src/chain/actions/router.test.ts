/**
 * The router builders against the router's ABI: what each call encodes decodes back to the
 * function and arguments the router will see (permit variants and BNB sides included).
 */
import { ghostRouterAbi } from '@ghost/contracts'
import { decodeFunctionData, encodeFunctionData, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  addLiquidity,
  addLiquidityEth,
  removeLiquidity,
  removeLiquidityEth,
  routerSwap,
  type SwapCall,
} from './router'

const ROUTER = '0x9000000000000000000000000000000000000009'
const A = getAddress('0x00000000000000000000000000000000000000aa')
const B = getAddress('0x00000000000000000000000000000000000000bb')
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PERMIT = {
  v: 27,
  r: `0x${'11'.repeat(32)}` as Hex,
  s: `0x${'22'.repeat(32)}` as Hex,
  deadline: 99n,
}

/** Encodes the built call as the wallet would and reads it back with the ABI. */
function roundTrip(call: {
  abi: typeof ghostRouterAbi
  functionName: string
  args: readonly unknown[]
}) {
  // One helper for every router function: viem cannot infer its generics from a loose name, and
  // the builders' own types are what the other assertions check.
  const data = encodeFunctionData({
    abi: ghostRouterAbi,
    functionName: call.functionName,
    args: call.args,
  } as Parameters<typeof encodeFunctionData<typeof ghostRouterAbi>>[0])
  return decodeFunctionData({ abi: ghostRouterAbi, data })
}

describe('routerSwap', () => {
  test('a swap candidate becomes the router call of its function, BNB as value', () => {
    const candidate: SwapCall = {
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [5n, [A, B], ME, 1_700_000_000n],
      value: 10n ** 18n,
    }
    const call = routerSwap({ router: ROUTER, call: candidate })
    expect(call.address).toBe(ROUTER)
    expect(call.value).toBe(10n ** 18n)
    expect(roundTrip(call)).toEqual({
      functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
      args: [5n, [A, B], ME, 1_700_000_000n],
    })
  })

  test('exact output between tokens: amount out, maximum in, path, recipient, deadline', () => {
    const call = routerSwap({
      router: ROUTER,
      call: {
        functionName: 'swapTokensForExactTokens',
        args: [7n, 9n, [A, B], ME, 1n],
        value: undefined,
      },
    })
    expect(call.value).toBeUndefined()
    expect(roundTrip(call)).toEqual({
      functionName: 'swapTokensForExactTokens',
      args: [7n, 9n, [A, B], ME, 1n],
    })
  })
})

describe('liquidity', () => {
  test('addLiquidity and addLiquidityETH (the BNB side as value only)', () => {
    const tokens = addLiquidity({
      router: ROUTER,
      tokenA: A,
      tokenB: B,
      amountADesired: 100n,
      amountBDesired: 40n,
      amountAMin: 99n,
      amountBMin: 39n,
      to: ME,
      deadline: 5n,
    })
    expect(roundTrip(tokens)).toEqual({
      functionName: 'addLiquidity',
      args: [A, B, 100n, 40n, 99n, 39n, ME, 5n],
    })
    const eth = addLiquidityEth({
      router: ROUTER,
      token: A,
      amountTokenDesired: 100n,
      amountTokenMin: 99n,
      amountEthMin: 2n,
      amountEth: 3n,
      to: ME,
      deadline: 5n,
    })
    expect(eth.value).toBe(3n)
    expect(roundTrip(eth)).toEqual({
      functionName: 'addLiquidityETH',
      args: [A, 100n, 99n, 2n, ME, 5n],
    })
  })

  test('removeLiquidity: the deadline given, or the permit’s own with approveMax false and v, r, s', () => {
    const common = {
      router: ROUTER,
      tokenA: A,
      tokenB: B,
      liquidity: 10n,
      amountAMin: 1n,
      amountBMin: 2n,
      to: ME,
      deadline: 5n,
    } as const
    expect(roundTrip(removeLiquidity(common))).toEqual({
      functionName: 'removeLiquidity',
      args: [A, B, 10n, 1n, 2n, ME, 5n],
    })
    expect(roundTrip(removeLiquidity({ ...common, permit: PERMIT }))).toEqual({
      functionName: 'removeLiquidityWithPermit',
      args: [A, B, 10n, 1n, 2n, ME, 99n, false, 27, PERMIT.r, PERMIT.s],
    })
  })

  test('removeLiquidityETH: plain, taxed-token and permit variants', () => {
    const common = {
      router: ROUTER,
      token: A,
      liquidity: 10n,
      amountTokenMin: 1n,
      amountEthMin: 2n,
      to: ME,
      deadline: 5n,
    } as const
    expect(roundTrip(removeLiquidityEth({ ...common, supportingFee: false }))).toEqual({
      functionName: 'removeLiquidityETH',
      args: [A, 10n, 1n, 2n, ME, 5n],
    })
    expect(roundTrip(removeLiquidityEth({ ...common, supportingFee: true }))).toEqual({
      functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens',
      args: [A, 10n, 1n, 2n, ME, 5n],
    })
    expect(
      roundTrip(removeLiquidityEth({ ...common, supportingFee: true, permit: PERMIT })),
    ).toEqual({
      functionName: 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
      args: [A, 10n, 1n, 2n, ME, 99n, false, 27, PERMIT.r, PERMIT.s],
    })
  })
})
