import type { Address } from 'viem'
import type { CurrencyAmount } from '../amounts/currencyAmount'
import { Price } from '../amounts/price'
import { Token } from '../currencies/token'
import { TokenNotInPairError } from '../errors/pair'

export type PairParameters = {
  /** Reserve of one token; the order of A and B does not matter. */
  reserveA: CurrencyAmount<Token>
  reserveB: CurrencyAmount<Token>
  /** The pair contract, which is also its LP token. */
  address: Address
}

/** LP token symbol and name of every pair (GhostERC20). */
export const LP_TOKEN_SYMBOL = 'Ghost-LP'
export const LP_TOKEN_NAME = 'Ghost LPs'

/**
 * A liquidity pool of two tokens. Tokens are sorted once here: `token0` has the lower address.
 *
 * @example
 * const pair = new Pair({ reserveA: wbnbAmount, reserveB: usdtAmount, address: pairAddress })
 * pair.priceOf(wbnb).toSignificant(6) // USDT per WBNB
 */
export class Pair {
  readonly address: Address
  readonly liquidityToken: Token
  readonly reserve0: CurrencyAmount<Token>
  readonly reserve1: CurrencyAmount<Token>

  constructor({ reserveA, reserveB, address }: PairParameters) {
    const [reserve0, reserve1] = reserveA.currency.sortsBefore(reserveB.currency)
      ? [reserveA, reserveB]
      : [reserveB, reserveA]
    this.reserve0 = reserve0
    this.reserve1 = reserve1
    this.liquidityToken = new Token({
      chainId: reserve0.currency.chainId,
      address,
      decimals: 18,
      symbol: LP_TOKEN_SYMBOL,
      name: LP_TOKEN_NAME,
    })
    this.address = this.liquidityToken.address
  }

  get token0(): Token {
    return this.reserve0.currency
  }

  get token1(): Token {
    return this.reserve1.currency
  }

  get chainId(): number {
    return this.reserve0.currency.chainId
  }

  involvesToken(token: Token): boolean {
    return token.equals(this.token0) || token.equals(this.token1)
  }

  private assertInvolves(token: Token): void {
    if (!this.involvesToken(token)) throw new TokenNotInPairError({ address: token.address })
  }

  /** The token on the other side of `token`. */
  otherToken(token: Token): Token {
    this.assertInvolves(token)
    return token.equals(this.token0) ? this.token1 : this.token0
  }

  reserveOf(token: Token): CurrencyAmount<Token> {
    this.assertInvolves(token)
    return token.equals(this.token0) ? this.reserve0 : this.reserve1
  }

  /** Mid price of token0 in token1 (reserve1 / reserve0). */
  get token0Price(): Price<Token, Token> {
    return new Price({
      baseCurrency: this.token0,
      quoteCurrency: this.token1,
      denominator: this.reserve0.quotient,
      numerator: this.reserve1.quotient,
    })
  }

  /** Mid price of token1 in token0 (reserve0 / reserve1). */
  get token1Price(): Price<Token, Token> {
    return new Price({
      baseCurrency: this.token1,
      quoteCurrency: this.token0,
      denominator: this.reserve1.quotient,
      numerator: this.reserve0.quotient,
    })
  }

  /** Mid price of `token` in the other token. */
  priceOf(token: Token): Price<Token, Token> {
    this.assertInvolves(token)
    return token.equals(this.token0) ? this.token0Price : this.token1Price
  }

  /** The same pair with new reserves (after a swap or a deposit). */
  withReserves(reserveA: CurrencyAmount<Token>, reserveB: CurrencyAmount<Token>): Pair {
    return new Pair({ reserveA, reserveB, address: this.address })
  }
}
