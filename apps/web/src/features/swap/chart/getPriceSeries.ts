/**
 * Indexed history as the price of the base currency in the quote currency (quote per base, in
 * whole units), oldest first: from a direct pair's reserves (periods where the pool was empty
 * are skipped), or from both tokens' USD prices where there is no direct pair.
 */
import { Fraction } from '@ghost/sdk'
import { toScaled } from '../../info'
import type { ReservesPoint } from './fetchPairReserves'
import type { UsdPricePoint } from './fetchTokenPrices'

export type PricePoint = { time: number; price: number }

export type GetPriceSeriesParameters = {
  points: readonly ReservesPoint[]
  /** Whether the base currency (the swap's input) is the pair's token0. */
  baseIsToken0: boolean
}

/**
 * @example
 * getPriceSeries({ points: [{ time: 0, reserve0: '1', reserve1: '600' }], baseIsToken0: true })
 * // [{ time: 0, price: 600 }]
 */
export function getPriceSeries({ points, baseIsToken0 }: GetPriceSeriesParameters): PricePoint[] {
  return [...points]
    .sort((a, b) => a.time - b.time)
    .map((point) => ({
      time: point.time,
      reserve0: toScaled(point.reserve0),
      reserve1: toScaled(point.reserve1),
    }))
    .filter((point) => point.reserve0 > 0n && point.reserve1 > 0n)
    .map((point) => {
      // Both reserves are in whole tokens at the same scale, so their ratio is the price.
      const token0InToken1 = new Fraction(point.reserve1, point.reserve0)
      const price = baseIsToken0 ? token0InToken1 : token0InToken1.invert()
      return { time: point.time, price: Number(price.toSignificant(12)) }
    })
}

export type GetCrossPriceSeriesParameters = {
  /** The base currency's (the swap's input) USD price, one point per period with an event. */
  base: readonly UsdPricePoint[]
  /** The quote currency's (the swap's output). */
  quote: readonly UsdPricePoint[]
}

/**
 * The price of the base in the quote from their USD prices (base USD / quote USD), for a pair
 * with no direct pool. Each token's rollup has a point only where it traded, so at every time
 * either has a point, each stands at its latest price so far; times before both have a price,
 * and times where either price is zero (a token the index cannot price), are skipped.
 *
 * @example
 * getCrossPriceSeries({
 *   base: [{ time: 0, priceUSD: '600' }, { time: 20, priceUSD: '660' }],
 *   quote: [{ time: 10, priceUSD: '2' }],
 * }) // [{ time: 10, price: 300 }, { time: 20, price: 330 }]
 */
export function getCrossPriceSeries({ base, quote }: GetCrossPriceSeriesParameters): PricePoint[] {
  const byTime = (points: readonly UsdPricePoint[]) =>
    [...points].sort((a, b) => a.time - b.time).map((p) => ({ ...p, usd: toScaled(p.priceUSD) }))
  const bases = byTime(base)
  const quotes = byTime(quote)
  const times = [...new Set([...bases, ...quotes].map((point) => point.time))].sort((a, b) => a - b)
  const series: PricePoint[] = []
  let b = -1
  let q = -1
  for (const time of times) {
    while (b + 1 < bases.length && (bases[b + 1]?.time ?? Infinity) <= time) b++
    while (q + 1 < quotes.length && (quotes[q + 1]?.time ?? Infinity) <= time) q++
    const baseUsd = bases[b]?.usd ?? 0n
    const quoteUsd = quotes[q]?.usd ?? 0n
    if (baseUsd <= 0n || quoteUsd <= 0n) continue
    series.push({ time, price: Number(new Fraction(baseUsd, quoteUsd).toSignificant(12)) })
  }
  return series
}
