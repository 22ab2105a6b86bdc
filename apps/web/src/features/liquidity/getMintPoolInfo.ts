import {
  type Currency,
  CurrencyAmount,
  getDepositPoolShare,
  getLiquidityMinted,
  Pair,
  type Percent,
  Price,
  type Token,
} from '@ghost/sdk'
import type { Address } from 'viem'

export type GetMintPoolInfoParameters = {
  /** The pool as read; null when it does not exist yet. */
  pair: Pair | null
  /** Where the pair lives or will live (its CREATE2 address): the LP token of a new pool. */
  pairAddress: Address | undefined
  /** LP supply; undefined while loading (0 for a new pool). */
  totalSupply: CurrencyAmount<Token> | undefined
  noLiquidity: boolean
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
}

export type GetMintPoolInfoReturnType = {
  /** Price of A in B: the pool's mid price, or in a new pool the ratio the user typed. */
  price: Price<Currency, Currency> | undefined
  /** LP tokens the deposit would mint. */
  liquidityMinted: CurrencyAmount<Token> | undefined
  /** Share of the pool after the deposit (100% for the first deposit). */
  poolShare: Percent | undefined
}

/**
 * What the prices-and-pool-share panel and the confirm modal show for a deposit of `amountA` and
 * `amountB`. A new pool is priced by the two typed amounts; its first deposit mints
 * √(a·b) − 1000 LP, computed on an empty pair at the future address.
 *
 * @example
 * getMintPoolInfo({ pair, pairAddress, totalSupply, noLiquidity: false, amountA, amountB }).poolShare?.toSignificant(4)
 */
export function getMintPoolInfo({
  pair,
  pairAddress,
  totalSupply,
  noLiquidity,
  amountA,
  amountB,
}: GetMintPoolInfoParameters): GetMintPoolInfoReturnType {
  const currencyA = amountA?.currency
  const currencyB = amountB?.currency
  let price: Price<Currency, Currency> | undefined
  if (noLiquidity) {
    if (amountA && amountB && amountA.quotient > 0n && amountB.quotient > 0n) {
      price = new Price({
        baseCurrency: amountA.currency,
        quoteCurrency: amountB.currency,
        denominator: amountA.quotient,
        numerator: amountB.quotient,
      })
    }
  } else if (pair && currencyA && currencyB && pair.involvesToken(currencyA.wrapped)) {
    const mid = pair.priceOf(currencyA.wrapped)
    price = new Price({
      baseCurrency: currencyA,
      quoteCurrency: currencyB,
      denominator: mid.denominator,
      numerator: mid.numerator,
    })
  }

  const none = { price, liquidityMinted: undefined, poolShare: undefined }
  if (!amountA || !amountB) return none
  const tokenAmountA = amountA.wrapped
  const tokenAmountB = amountB.wrapped
  if (tokenAmountA.currency.equals(tokenAmountB.currency)) return none
  let pool: Pair
  let supply: CurrencyAmount<Token>
  if (noLiquidity) {
    if (!pairAddress) return none
    // The first deposit sees an empty pool whatever the reads said (a pair with supply 0).
    pool = new Pair({
      reserveA: CurrencyAmount.fromRawAmount(tokenAmountA.currency, 0n),
      reserveB: CurrencyAmount.fromRawAmount(tokenAmountB.currency, 0n),
      address: pairAddress,
    })
    supply = CurrencyAmount.fromRawAmount(pool.liquidityToken, 0n)
  } else {
    if (!pair || !totalSupply) return none
    pool = pair
    supply = totalSupply
  }
  let liquidityMinted: CurrencyAmount<Token>
  try {
    liquidityMinted = getLiquidityMinted(pool, {
      totalSupply: supply,
      amountA: tokenAmountA,
      amountB: tokenAmountB,
    })
  } catch {
    // Too small a deposit mints nothing (the pair would revert), or the amounts are not this
    // pool's: no share to show.
    return none
  }
  return {
    price,
    liquidityMinted,
    poolShare: getDepositPoolShare({ liquidityMinted, totalSupply: supply }),
  }
}
