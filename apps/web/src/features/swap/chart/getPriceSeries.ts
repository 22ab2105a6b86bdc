/**
 * Indexed reserves over time as the price of the base currency in the quote currency (quote per
 * base, in whole units), oldest first; periods where the pool was empty are skipped.
 */
import { Fraction } from '@ghost/sdk'
import { toScaled } from '../../info/rules/figures'
import type { ReservesPoint } from './fetchPairReserves'

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
