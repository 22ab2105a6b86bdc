import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Fraction } from '../amounts/fraction'
import type { Token } from '../currencies/token'

export type GetFarmLpValuesParameters = {
  /** Balance of the farm's token held by the pair. */
  tokenBalanceLP: CurrencyAmount<Token>
  /** Balance of the quote token held by the pair. */
  quoteTokenBalanceLP: CurrencyAmount<Token>
  /** LP tokens staked in the farm contract. */
  lpTokenBalanceMC: bigint
  lpTotalSupply: bigint
  /** USD per whole quote token, to value the staked LP. */
  quoteTokenPriceUsd?: Fraction | undefined
}

/** Whole-unit values of spec §3 "Farm computed". */
export type GetFarmLpValuesReturnType = {
  tokenAmountTotal: Fraction
  quoteTokenAmountTotal: Fraction
  /** Share of the LP supply staked in the farm. */
  lpTokenRatio: Fraction
  tokenAmountMc: Fraction
  quoteTokenAmountMc: Fraction
  /** Staked LP valued in quote token: twice its quote-token side. */
  lpTotalInQuoteToken: Fraction
  /** Quote tokens per token; undefined when the pair holds no token. */
  tokenPriceVsQuote: Fraction | undefined
  /** Staked LP in USD when a quote price was given. */
  liquidityUsd: Fraction | undefined
}

function whole(amount: CurrencyAmount<Token>): Fraction {
  return new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
}

/**
 * Values a farm's LP from the pair's balances and the staked share, as farms list them.
 *
 * @example
 * const { lpTotalInQuoteToken, liquidityUsd } = getFarmLpValues({ tokenBalanceLP, quoteTokenBalanceLP, lpTokenBalanceMC, lpTotalSupply, quoteTokenPriceUsd })
 */
export function getFarmLpValues({
  tokenBalanceLP,
  quoteTokenBalanceLP,
  lpTokenBalanceMC,
  lpTotalSupply,
  quoteTokenPriceUsd,
}: GetFarmLpValuesParameters): GetFarmLpValuesReturnType {
  const lpTokenRatio =
    lpTotalSupply === 0n ? new Fraction(0n) : new Fraction(lpTokenBalanceMC, lpTotalSupply)
  const tokenAmountTotal = whole(tokenBalanceLP)
  const quoteTokenAmountTotal = whole(quoteTokenBalanceLP)
  const tokenAmountMc = tokenAmountTotal.multiply(lpTokenRatio)
  const quoteTokenAmountMc = quoteTokenAmountTotal.multiply(lpTokenRatio)
  const lpTotalInQuoteToken = quoteTokenAmountMc.multiply(2n)
  return {
    tokenAmountTotal,
    quoteTokenAmountTotal,
    lpTokenRatio,
    tokenAmountMc,
    quoteTokenAmountMc,
    lpTotalInQuoteToken,
    tokenPriceVsQuote:
      tokenAmountTotal.numerator === 0n
        ? undefined
        : quoteTokenAmountTotal.divide(tokenAmountTotal),
    liquidityUsd: quoteTokenPriceUsd && lpTotalInQuoteToken.multiply(quoteTokenPriceUsd),
  }
}
