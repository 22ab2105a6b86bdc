/**
 * The router calls that can carry out a trade (spec §7): exact input has the plain call and the
 * fee-on-transfer-supporting one (in that order: the swap sends the last that estimates), exact
 * output only the plain one. BNB enters with `value` and leaves unwrapped; the bounds come from
 * the slippage (minimum received, maximum sold).
 */
import { type Currency, computeSlippageAdjustedAmounts, type Trade, TradeType } from '@ghost/sdk'
import type { Address } from 'viem'
import type { SwapCall } from '../../chain/actions/router'

export type { SwapCall, SwapFunctionName } from '../../chain/actions/router'

export type GetSwapCallCandidatesParameters = {
  trade: Trade<Currency, Currency>
  /** Basis points. */
  slippageBps: number
  /** Who receives the output. */
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
}

/**
 * @example
 * getSwapCallCandidates({ trade, slippageBps: 50, recipient: account, deadline })
 * // [{ functionName: 'swapExactETHForTokens', … }, { functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens', … }]
 */
export function getSwapCallCandidates({
  trade,
  slippageBps,
  recipient,
  deadline,
}: GetSwapCallCandidatesParameters): SwapCall[] {
  const { maximumAmountIn, minimumAmountOut } = computeSlippageAdjustedAmounts(trade, {
    slippage: slippageBps,
  })
  const path = trade.route.path.map((token) => token.address)
  const etherIn = trade.inputAmount.currency.isNative
  const etherOut = trade.outputAmount.currency.isNative
  const amountIn = maximumAmountIn.quotient
  const amountOut = minimumAmountOut.quotient
  if (trade.tradeType === TradeType.EXACT_INPUT) {
    if (etherIn) {
      const args = [amountOut, path, recipient, deadline] as const
      return [
        { functionName: 'swapExactETHForTokens', args, value: amountIn },
        {
          functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
          args,
          value: amountIn,
        },
      ]
    }
    const args = [amountIn, amountOut, path, recipient, deadline] as const
    return etherOut
      ? [
          { functionName: 'swapExactTokensForETH', args, value: undefined },
          {
            functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
            args,
            value: undefined,
          },
        ]
      : [
          { functionName: 'swapExactTokensForTokens', args, value: undefined },
          {
            functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
            args,
            value: undefined,
          },
        ]
  }
  if (etherIn) {
    return [
      {
        functionName: 'swapETHForExactTokens',
        args: [amountOut, path, recipient, deadline],
        value: amountIn,
      },
    ]
  }
  const args = [amountOut, amountIn, path, recipient, deadline] as const
  return [
    {
      functionName: etherOut ? 'swapTokensForExactETH' : 'swapTokensForExactTokens',
      args,
      value: undefined,
    },
  ]
}
