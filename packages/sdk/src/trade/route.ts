import { Price } from '../amounts/price'
import type { Currency } from '../currencies/currency'
import type { Token } from '../currencies/token'
import { InvalidRouteError } from '../errors/trade'
import type { Pair } from '../pair/pair'

export type RouteParameters<TInput extends Currency, TOutput extends Currency> = {
  /** Pairs in trading order. */
  pairs: readonly Pair[]
  input: TInput
  output: TOutput
}

/**
 * A path of pairs from an input currency to an output currency. BNB enters and leaves as WBNB.
 *
 * @example
 * const route = new Route({ pairs: [wbnbUsdt, usdtGhost], input: bnb, output: ghost })
 * route.path.map((token) => token.symbol) // ['WBNB', 'USDT', 'GHOST']
 */
export class Route<TInput extends Currency = Currency, TOutput extends Currency = Currency> {
  readonly pairs: readonly Pair[]
  /** Tokens visited, input first: one more than the number of pairs. */
  readonly path: readonly Token[]
  readonly input: TInput
  readonly output: TOutput
  private midPriceCache: Price<TInput, TOutput> | undefined

  constructor({ pairs, input, output }: RouteParameters<TInput, TOutput>) {
    const first = pairs[0]
    if (!first) throw new InvalidRouteError({ reason: 'A route needs at least one pair' })
    if (!pairs.every((pair) => pair.chainId === first.chainId)) {
      throw new InvalidRouteError({ reason: 'Pairs are on different chains' })
    }
    const path: Token[] = [input.wrapped]
    for (const pair of pairs) {
      const current = path[path.length - 1] as Token
      if (!pair.involvesToken(current)) {
        throw new InvalidRouteError({
          reason: `Pair ${pair.address} does not hold ${current.address}`,
        })
      }
      path.push(pair.otherToken(current))
    }
    if (!(path[path.length - 1] as Token).equals(output.wrapped)) {
      throw new InvalidRouteError({ reason: 'The last pair does not lead to the output' })
    }
    this.pairs = pairs
    this.path = path
    this.input = input
    this.output = output
  }

  get chainId(): number {
    return (this.pairs[0] as Pair).chainId
  }

  /** Product of the pairs' mid prices: output per input before any price impact. */
  get midPrice(): Price<TInput, TOutput> {
    if (this.midPriceCache) return this.midPriceCache
    let numerator = 1n
    let denominator = 1n
    this.pairs.forEach((pair, index) => {
      const isToken0 = (this.path[index] as Token).equals(pair.token0)
      numerator *= isToken0 ? pair.reserve1.quotient : pair.reserve0.quotient
      denominator *= isToken0 ? pair.reserve0.quotient : pair.reserve1.quotient
    })
    this.midPriceCache = new Price({
      baseCurrency: this.input,
      quoteCurrency: this.output,
      denominator,
      numerator,
    })
    return this.midPriceCache
  }
}
