import {
  type Currency,
  CurrencyAmount,
  getPooledAmounts,
  type Pair,
  Percent,
  type Token,
  tryParseAmount,
} from '@ghost/sdk'
import { BurnField, type BurnState } from './burnState'

export type GetRemoveAmountsParameters = {
  pair: Pair | null
  /** Order of the route: A and B as in the URL (BNB or WBNB on the BNB side). */
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  totalSupply: CurrencyAmount<Token> | undefined
  /** LP tokens in the wallet. */
  userLiquidity: CurrencyAmount<Token> | undefined
  state: BurnState
}

export type GetRemoveAmountsReturnType = {
  /** Share of the wallet's LP to remove. */
  percent: Percent
  /** LP tokens to burn, and what comes back on each side; undefined when nothing to remove. */
  liquidity: CurrencyAmount<Token> | undefined
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
  /** Everything the wallet's LP is worth, per side. */
  pooledA: CurrencyAmount<Currency> | undefined
  pooledB: CurrencyAmount<Currency> | undefined
}

const ZERO_PERCENT = new Percent(0n)

/** Percent typed into the slider: an integer 0–100 (anything else counts as 0). */
function parsePercent(typed: string): Percent {
  if (!/^\d{1,3}$/.test(typed)) return ZERO_PERCENT
  const value = BigInt(typed)
  return value > 100n ? ZERO_PERCENT : new Percent(value, 100n)
}

/**
 * The remove-liquidity amounts from whichever field the user set (spec §3 burn fields). A typed
 * LP or token amount above what the wallet holds removes nothing. The LP to burn rounds down,
 * and the outputs are what burning exactly that LP pays, rounded down as the pair does.
 *
 * @example
 * getRemoveAmounts({ pair, currencyA, currencyB, totalSupply, userLiquidity, state: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' } }).amountA?.toExact()
 */
export function getRemoveAmounts({
  pair,
  currencyA,
  currencyB,
  totalSupply,
  userLiquidity,
  state,
}: GetRemoveAmountsParameters): GetRemoveAmountsReturnType {
  /** What burning `liquidity` pays on each side, in the route's currencies. */
  const burnValue = (
    liquidity: CurrencyAmount<Token>,
  ): readonly [CurrencyAmount<Currency> | undefined, CurrencyAmount<Currency> | undefined] => {
    if (
      !pair ||
      !currencyA ||
      !currencyB ||
      !totalSupply ||
      !pair.involvesToken(currencyA.wrapped) ||
      !pair.involvesToken(currencyB.wrapped) ||
      totalSupply.quotient < liquidity.quotient
    )
      return [undefined, undefined]
    const { amount0, amount1 } = getPooledAmounts(pair, { totalSupply, liquidity })
    const aIsToken0 = currencyA.wrapped.equals(pair.token0)
    return [
      CurrencyAmount.fromRawAmount(currencyA, (aIsToken0 ? amount0 : amount1).quotient),
      CurrencyAmount.fromRawAmount(currencyB, (aIsToken0 ? amount1 : amount0).quotient),
    ]
  }
  const [pooledA, pooledB] = userLiquidity ? burnValue(userLiquidity) : [undefined, undefined]

  let percent = ZERO_PERCENT
  const { independentField, typedValue } = state
  if (independentField === BurnField.LIQUIDITY_PERCENT) {
    percent = parsePercent(typedValue)
  } else {
    const [currency, whole] =
      independentField === BurnField.LIQUIDITY
        ? [pair?.liquidityToken, userLiquidity]
        : independentField === BurnField.CURRENCY_A
          ? [currencyA, pooledA]
          : [currencyB, pooledB]
    const typed = tryParseAmount(typedValue, currency)
    if (typed && whole && whole.quotient > 0n && typed.quotient <= whole.quotient) {
      percent = new Percent(typed.quotient, whole.quotient)
    }
  }

  const liquidity =
    userLiquidity && percent.greaterThan(0n)
      ? CurrencyAmount.fromRawAmount(
          userLiquidity.currency,
          percent.multiply(userLiquidity.quotient).quotient,
        )
      : undefined
  const [amountA, amountB] = liquidity ? burnValue(liquidity) : [undefined, undefined]
  return { percent, liquidity, amountA, amountB, pooledA, pooledB }
}

/** How the percentage reads above the slider: '0', '<1' or a whole number. */
export function formatRemovePercent(percent: Percent): string {
  if (percent.equalTo(0n)) return '0'
  if (percent.lessThan(new Percent(1n, 100n))) return '<1'
  return percent.toFixed(0)
}
