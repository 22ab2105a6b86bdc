import { type Currency, Fraction, type Pair } from '@ghost/sdk'
import { priceKey, type TokenPricesUsd } from './getTokenPricesUsd'

function whole(amount: Pair['reserve0']): Fraction {
  return new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
}

/** USD per whole token of `currency` (native BNB through its wrapped token); undefined if unknown. */
export function getCurrencyPriceUsd(
  prices: TokenPricesUsd,
  currency: Currency | undefined,
): Fraction | undefined {
  if (!currency) return undefined
  return prices[priceKey(currency.isNative ? currency.wrapped.address : currency.address)]
}

/**
 * USD value of everything a pair holds. When only one side has a price the pool is valued at
 * twice that side (both sides of a pool are worth the same at its own mid price).
 *
 * @example
 * getPairValueUsd(bnbUsdtPair, prices)?.toFixed(0) // '1200000'
 */
export function getPairValueUsd(pair: Pair, prices: TokenPricesUsd): Fraction | undefined {
  const price0 = prices[priceKey(pair.token0.address)]
  const price1 = prices[priceKey(pair.token1.address)]
  const value0 = price0 && whole(pair.reserve0).multiply(price0)
  const value1 = price1 && whole(pair.reserve1).multiply(price1)
  if (value0 && value1) return value0.add(value1)
  if (value0) return value0.multiply(2n)
  if (value1) return value1.multiply(2n)
  return undefined
}

/**
 * USD per whole LP token of `pair`: the pool's value over the LP supply (base units; LP tokens
 * have 18 decimals). Undefined without a price or without supply.
 *
 * @example
 * getLpValueUsd(bnbUsdtPair, totalSupply, prices)?.toFixed(2)
 */
export function getLpValueUsd(
  pair: Pair,
  totalSupply: bigint,
  prices: TokenPricesUsd,
): Fraction | undefined {
  if (totalSupply <= 0n) return undefined
  const poolValue = getPairValueUsd(pair, prices)
  if (!poolValue) return undefined
  const wholeSupply = new Fraction(totalSupply, 10n ** BigInt(pair.liquidityToken.decimals))
  return poolValue.divide(wholeSupply)
}
