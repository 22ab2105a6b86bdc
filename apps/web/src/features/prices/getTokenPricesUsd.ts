import { Fraction, type Pair, type Token } from '@ghost/sdk'

/** USD per whole token, by lowercase token address. Native BNB is priced as its wrapped token. */
export type TokenPricesUsd = Readonly<Record<string, Fraction>>

/** Lowercase address: the key of a `TokenPricesUsd` record. */
export function priceKey(address: string): string {
  return address.toLowerCase()
}

function whole(amount: Pair['reserve0']): Fraction {
  return new Fraction(amount.numerator, amount.denominator * amount.decimalScale)
}

/**
 * Prices every token reachable from a stablecoin through `pairs`, from the reserves alone (no
 * outside price source). Stablecoins are $1. Then, breadth first: a token one pair away from
 * the priced set takes its price from the neighbour through the pair whose priced side holds
 * the most USD (a token paired with USDT and with BUSD follows the deeper one; BNB follows
 * BNB-USDT when that is deeper than BNB-BUSD); tokens two pairs away are priced from those, and
 * so on. A token nearer a stable always wins over a deeper but longer route, so a thin pair to a
 * far token never overrides the direct quote. Unreachable tokens are absent.
 *
 * @param pairs pairs with their current reserves; empty pairs are ignored
 * @param stables tokens worth exactly $1 (USDT, BUSD)
 * @example
 * const prices = getTokenPricesUsd(pairs, [usdt, busd])
 * prices[priceKey(wbnb.address)]?.toFixed(2) // '600.00'
 */
export function getTokenPricesUsd(
  pairs: readonly Pair[],
  stables: readonly Token[],
): TokenPricesUsd {
  const prices: Record<string, Fraction> = {}
  for (const stable of stables) prices[priceKey(stable.address)] = new Fraction(1n)

  const usable = pairs.filter((pair) => pair.reserve0.quotient > 0n && pair.reserve1.quotient > 0n)
  let frontier = new Set(Object.keys(prices))
  while (frontier.size > 0) {
    // best quote found this round for each unpriced token: price and the USD depth behind it
    const best = new Map<string, { price: Fraction; depthUsd: Fraction }>()
    for (const pair of usable) {
      for (const [known, unknown] of [
        [pair.reserve0, pair.reserve1],
        [pair.reserve1, pair.reserve0],
      ] as const) {
        const knownKey = priceKey(known.currency.address)
        const unknownKey = priceKey(unknown.currency.address)
        if (!frontier.has(knownKey) || prices[unknownKey]) continue
        const knownPrice = prices[knownKey]
        if (!knownPrice) continue
        const depthUsd = whole(known).multiply(knownPrice)
        const current = best.get(unknownKey)
        if (current && !depthUsd.greaterThan(current.depthUsd)) continue
        best.set(unknownKey, { price: depthUsd.divide(whole(unknown)), depthUsd })
      }
    }
    for (const [key, { price }] of best) prices[key] = price
    frontier = new Set(best.keys())
  }
  return prices
}
