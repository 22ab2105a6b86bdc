import { ghostRouterAbi } from '@ghost/contracts'
import { type Currency, type CurrencyAmount, calculateSlippageAmount } from '@ghost/sdk'
import type { Address } from 'viem'

export type GetAddLiquidityCallParameters = {
  router: Address
  amountA: CurrencyAmount<Currency>
  amountB: CurrencyAmount<Currency>
  /** A new pool takes the amounts as they are: slippage 0 (spec §5). */
  noLiquidity: boolean
  /** The user's slippage tolerance in basis points. */
  slippageBps: number
  /** Receives the LP tokens. */
  to: Address
  /** Unix seconds. */
  deadline: bigint
}

export type AddLiquidityCall =
  | {
      address: Address
      abi: typeof ghostRouterAbi
      functionName: 'addLiquidity'
      args: readonly [Address, Address, bigint, bigint, bigint, bigint, Address, bigint]
      value?: undefined
    }
  | {
      address: Address
      abi: typeof ghostRouterAbi
      functionName: 'addLiquidityETH'
      args: readonly [Address, bigint, bigint, bigint, Address, bigint]
      value: bigint
    }

/**
 * The router call of spec §7 for a deposit: `addLiquidityETH` (the BNB amount as value) when one
 * side is BNB, else `addLiquidity`, with minimums of amount·(10000 − slippage)/10000.
 *
 * @example
 * const call = getAddLiquidityCall({ router, amountA, amountB, noLiquidity, slippageBps: 50, to, deadline })
 * await send({ ...call, summary })
 */
export function getAddLiquidityCall({
  router,
  amountA,
  amountB,
  noLiquidity,
  slippageBps,
  to,
  deadline,
}: GetAddLiquidityCallParameters): AddLiquidityCall {
  const slippage = noLiquidity ? 0 : slippageBps
  const minimum = (amount: CurrencyAmount<Currency>) =>
    calculateSlippageAmount({ amount, slippage }).minimum.quotient
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [tokenAmount, nativeAmount] = amountA.currency.isNative
      ? [amountB, amountA]
      : [amountA, amountB]
    return {
      address: router,
      abi: ghostRouterAbi,
      functionName: 'addLiquidityETH',
      args: [
        tokenAmount.currency.wrapped.address,
        tokenAmount.quotient,
        minimum(tokenAmount),
        minimum(nativeAmount),
        to,
        deadline,
      ],
      value: nativeAmount.quotient,
    }
  }
  return {
    address: router,
    abi: ghostRouterAbi,
    functionName: 'addLiquidity',
    args: [
      amountA.currency.wrapped.address,
      amountB.currency.wrapped.address,
      amountA.quotient,
      amountB.quotient,
      minimum(amountA),
      minimum(amountB),
      to,
      deadline,
    ],
  }
}
