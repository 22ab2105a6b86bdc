import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Percent } from '../amounts/percent'
import { Price } from '../amounts/price'
import type { Currency } from '../currencies/currency'
import type { Token } from '../currencies/token'
import { CurrencyMismatchError } from '../errors/amounts'
import { getAmountIn } from '../pair/getAmountIn'
import { getAmountOut } from '../pair/getAmountOut'
import { computePriceImpact } from './computePriceImpact'
import type { Route } from './route'
import { TradeType } from './tradeType'

export type TradeParameters<TInput extends Currency, TOutput extends Currency> = {
  route: Route<TInput, TOutput>
  /** The fixed side: input for EXACT_INPUT, output for EXACT_OUTPUT. */
  amount: CurrencyAmount<TInput> | CurrencyAmount<TOutput>
  tradeType: TradeType
}

function label(currency: Currency): string {
  return currency.isNative ? currency.symbol : currency.address
}

/**
 * A swap along one route with both amounts worked out hop by hop, its execution price and its
 * price impact.
 *
 * @example
 * const trade = Trade.exactIn(route, CurrencyAmount.fromRawAmount(bnb, 10n ** 18n))
 * trade.outputAmount.toSignificant(6)
 * trade.priceImpact.toFixed(2)
 */
export class Trade<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly route: Route<TInput, TOutput>
  readonly tradeType: TradeType
  readonly inputAmount: CurrencyAmount<TInput>
  readonly outputAmount: CurrencyAmount<TOutput>
  /** Output per input actually obtained. */
  readonly executionPrice: Price<TInput, TOutput>
  readonly priceImpact: Percent

  static exactIn<TInput extends Currency, TOutput extends Currency>(
    route: Route<TInput, TOutput>,
    amountIn: CurrencyAmount<TInput>,
  ): Trade<TInput, TOutput> {
    return new Trade({ route, amount: amountIn, tradeType: TradeType.EXACT_INPUT })
  }

  static exactOut<TInput extends Currency, TOutput extends Currency>(
    route: Route<TInput, TOutput>,
    amountOut: CurrencyAmount<TOutput>,
  ): Trade<TInput, TOutput> {
    return new Trade({ route, amount: amountOut, tradeType: TradeType.EXACT_OUTPUT })
  }

  constructor({ route, amount, tradeType }: TradeParameters<TInput, TOutput>) {
    this.route = route
    this.tradeType = tradeType
    const { pairs, path } = route
    if (tradeType === TradeType.EXACT_INPUT) {
      if (!amount.currency.equals(route.input)) {
        throw new CurrencyMismatchError({
          expected: label(route.input),
          received: label(amount.currency),
        })
      }
      let current = amount.quotient
      pairs.forEach((pair, index) => {
        const isToken0 = (path[index] as Token).equals(pair.token0)
        current = getAmountOut({
          amountIn: current,
          reserveIn: isToken0 ? pair.reserve0.quotient : pair.reserve1.quotient,
          reserveOut: isToken0 ? pair.reserve1.quotient : pair.reserve0.quotient,
        })
      })
      this.inputAmount = CurrencyAmount.fromFractionalAmount(
        route.input,
        amount.numerator,
        amount.denominator,
      )
      this.outputAmount = CurrencyAmount.fromRawAmount(route.output, current)
    } else {
      if (!amount.currency.equals(route.output)) {
        throw new CurrencyMismatchError({
          expected: label(route.output),
          received: label(amount.currency),
        })
      }
      let current = amount.quotient
      for (let index = pairs.length - 1; index >= 0; index--) {
        const pair = pairs[index] as (typeof pairs)[number]
        const isToken0 = (path[index + 1] as Token).equals(pair.token0)
        current = getAmountIn({
          amountOut: current,
          reserveIn: isToken0 ? pair.reserve1.quotient : pair.reserve0.quotient,
          reserveOut: isToken0 ? pair.reserve0.quotient : pair.reserve1.quotient,
        })
      }
      this.inputAmount = CurrencyAmount.fromRawAmount(route.input, current)
      this.outputAmount = CurrencyAmount.fromFractionalAmount(
        route.output,
        amount.numerator,
        amount.denominator,
      )
    }
    this.executionPrice = new Price({
      baseCurrency: route.input,
      quoteCurrency: route.output,
      denominator: this.inputAmount.quotient,
      numerator: this.outputAmount.quotient,
    })
    this.priceImpact = computePriceImpact({
      midPrice: route.midPrice,
      inputAmount: this.inputAmount,
      outputAmount: this.outputAmount,
    })
  }
}
