import { type Currency, type CurrencyAmount, calculateSlippageAmount } from '@ghost/sdk'
import type { Address } from 'viem'
import { addLiquidity, addLiquidityEth } from '../../chain/actions/router'

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

export type AddLiquidityCall = ReturnType<typeof addLiquidity> | ReturnType<typeof addLiquidityEth>

/**
 * The router call of spec §7 for a deposit: `addLiquidityETH` (the BNB amount as value) when one
 * side is BNB, else `addLiquidity`, with minimums of amount·(10000 − slippage)/10000.
 *
 * @example
 * const call = getAddLiquidityCall({ router, amountA, amountB, noLiquidity, slippageBps: 50, to, deadline })
 * await write({ ...call, summary })
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
    return addLiquidityEth({
      router,
      token: tokenAmount.currency.wrapped.address,
      amountTokenDesired: tokenAmount.quotient,
      amountTokenMin: minimum(tokenAmount),
      amountEthMin: minimum(nativeAmount),
      amountEth: nativeAmount.quotient,
      to,
      deadline,
    })
  }
  return addLiquidity({
    router,
    tokenA: amountA.currency.wrapped.address,
    tokenB: amountB.currency.wrapped.address,
    amountADesired: amountA.quotient,
    amountBDesired: amountB.quotient,
    amountAMin: minimum(amountA),
    amountBMin: minimum(amountB),
    to,
    deadline,
  })
}
