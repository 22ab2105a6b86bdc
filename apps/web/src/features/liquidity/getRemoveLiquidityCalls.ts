import { type Currency, type CurrencyAmount, calculateSlippageAmount, type Token } from '@ghost/sdk'
import type { Address } from 'viem'
import {
  type PermitSignature,
  removeLiquidity,
  removeLiquidityEth,
} from '../../chain/actions/router'

export type { PermitSignature } from '../../chain/actions/router'

export type GetRemoveLiquidityCallsParameters = {
  router: Address
  /** LP tokens to burn. */
  liquidity: CurrencyAmount<Token>
  /** Expected outputs; BNB on a side means the user receives BNB, not WBNB. */
  amountA: CurrencyAmount<Currency>
  amountB: CurrencyAmount<Currency>
  slippageBps: number
  to: Address
  /** Unix seconds; ignored with a signature, which carries its own. */
  deadline: bigint
  /** A permit signed for exactly `liquidity`; without it the router needs an allowance. */
  signature?: PermitSignature | undefined
}

export type RemoveLiquidityCall =
  | ReturnType<typeof removeLiquidity>
  | ReturnType<typeof removeLiquidityEth>

/**
 * The router calls that can remove this liquidity, best first: the caller estimates each and
 * sends the first that would succeed. Receiving BNB has a second variant for taxed tokens (the
 * router forwards what it actually received). With a permit the router approves itself in the
 * same transaction (`approveMax` false: exactly `liquidity`).
 *
 * @example
 * const [first] = getRemoveLiquidityCalls({ router, liquidity, amountA, amountB, slippageBps: 50, to, deadline })
 */
export function getRemoveLiquidityCalls({
  router,
  liquidity,
  amountA,
  amountB,
  slippageBps,
  to,
  deadline,
  signature,
}: GetRemoveLiquidityCallsParameters): RemoveLiquidityCall[] {
  const minimum = (amount: CurrencyAmount<Currency>) =>
    calculateSlippageAmount({ amount, slippage: slippageBps }).minimum.quotient
  const common = { router, liquidity: liquidity.quotient, to, deadline, permit: signature }
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [tokenAmount, nativeAmount] = amountA.currency.isNative
      ? [amountB, amountA]
      : [amountA, amountB]
    const eth = {
      ...common,
      token: tokenAmount.currency.wrapped.address,
      amountTokenMin: minimum(tokenAmount),
      amountEthMin: minimum(nativeAmount),
    }
    return [
      removeLiquidityEth({ ...eth, supportingFee: false }),
      removeLiquidityEth({ ...eth, supportingFee: true }),
    ]
  }
  return [
    removeLiquidity({
      ...common,
      tokenA: amountA.currency.wrapped.address,
      tokenB: amountB.currency.wrapped.address,
      amountAMin: minimum(amountA),
      amountBMin: minimum(amountB),
    }),
  ]
}
