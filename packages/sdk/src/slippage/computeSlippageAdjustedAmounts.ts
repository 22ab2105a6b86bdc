import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import type { UnexpectedSlippageError } from '../errors/slippage'
import type { Trade } from '../trade/trade'
import { TradeType } from '../trade/tradeType'
import { calculateSlippageAmount } from './calculateSlippageAmount'

export type ComputeSlippageAdjustedAmountsParameters = {
  /** Basis points, 0 to 10000. */
  slippage: number
}

export type ComputeSlippageAdjustedAmountsReturnType<
  TInput extends Currency,
  TOutput extends Currency,
> = {
  /** 'Maximum sold': the input, plus slippage on exact-output trades. */
  maximumAmountIn: CurrencyAmount<TInput>
  /** 'Minimum received': the output, minus slippage on exact-input trades. */
  minimumAmountOut: CurrencyAmount<TOutput>
}

export type ComputeSlippageAdjustedAmountsErrorType = UnexpectedSlippageError

/**
 * Bounds sent to the router for a trade and shown as 'Minimum received' / 'Maximum sold'. One
 * formula everywhere (spec §5): minimum = out·(10000 − s)/10000, maximum = in·(10000 + s)/10000.
 *
 * @example
 * computeSlippageAdjustedAmounts(trade, { slippage: 50 }).minimumAmountOut.toSignificant(6)
 */
export function computeSlippageAdjustedAmounts<TInput extends Currency, TOutput extends Currency>(
  trade: Trade<TInput, TOutput>,
  { slippage }: ComputeSlippageAdjustedAmountsParameters,
): ComputeSlippageAdjustedAmountsReturnType<TInput, TOutput> {
  const exactIn = trade.tradeType === TradeType.EXACT_INPUT
  const { minimum } = calculateSlippageAmount({ amount: trade.outputAmount, slippage })
  const { maximum } = calculateSlippageAmount({ amount: trade.inputAmount, slippage })
  return {
    maximumAmountIn: exactIn ? trade.inputAmount : maximum,
    minimumAmountOut: exactIn ? minimum : trade.outputAmount,
  }
}
