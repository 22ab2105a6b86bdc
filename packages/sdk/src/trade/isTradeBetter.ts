import { Percent } from '../amounts/percent'
import type { Currency } from '../currencies/currency'
import { TradesNotComparableError } from '../errors/trade'
import type { Trade } from './trade'

export type IsTradeBetterParameters = {
  /** The trade to beat. */
  tradeA: Trade<Currency, Currency> | undefined
  /** The challenger. */
  tradeB: Trade<Currency, Currency> | undefined
  /** How much better B's execution price must be; default 0. */
  minimumDelta?: Percent | undefined
}

export type IsTradeBetterReturnType = boolean | undefined

export type IsTradeBetterErrorType = TradesNotComparableError

/**
 * Whether `tradeB` gives a better execution price than `tradeA` by at least `minimumDelta`.
 * A missing A loses to any B; a missing B never wins; both missing is undefined.
 *
 * @example
 * isTradeBetter({ tradeA: oneHop, tradeB: twoHops, minimumDelta: new Percent(50n, 10_000n) })
 */
export function isTradeBetter({
  tradeA,
  tradeB,
  minimumDelta = new Percent(0n),
}: IsTradeBetterParameters): IsTradeBetterReturnType {
  if (tradeA && !tradeB) return false
  if (tradeB && !tradeA) return true
  if (!tradeA || !tradeB) return undefined
  if (
    tradeA.tradeType !== tradeB.tradeType ||
    !tradeA.inputAmount.currency.equals(tradeB.inputAmount.currency) ||
    !tradeA.outputAmount.currency.equals(tradeB.outputAmount.currency)
  ) {
    throw new TradesNotComparableError()
  }
  if (minimumDelta.equalTo(0n)) return tradeA.executionPrice.lessThan(tradeB.executionPrice)
  return tradeA.executionPrice.asFraction
    .multiply(minimumDelta.add(1n))
    .lessThan(tradeB.executionPrice)
}
