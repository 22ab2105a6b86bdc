/**
 * Reserves over time as the price of the base currency in the quote currency (quote per base,
 * in whole units), oldest first; empty pools are skipped.
 */
import { Fraction } from '@ghost/sdk'
import type { ReservesPoint } from './readPairReservesHistory'

export type PricePoint = { time: number; price: number }

export type GetPriceSeriesParameters = {
  points: readonly ReservesPoint[]
  /** Whether the base currency (the swap's input) is the pair's token0. */
  baseIsToken0: boolean
  decimals0: number
  decimals1: number
}

/**
 * @example
 * getPriceSeries({ points, baseIsToken0: true, decimals0: 18, decimals1: 18 })[0]?.price // 600
 */
export function getPriceSeries({
  points,
  baseIsToken0,
  decimals0,
  decimals1,
}: GetPriceSeriesParameters): PricePoint[] {
  return [...points]
    .sort((a, b) => (a.blockNumber < b.blockNumber ? -1 : a.blockNumber > b.blockNumber ? 1 : 0))
    .filter((point) => point.reserve0 > 0n && point.reserve1 > 0n)
    .map((point) => {
      // whole1 / whole0 = (r1 / 10^d1) / (r0 / 10^d0)
      const token0InToken1 = new Fraction(
        point.reserve1 * 10n ** BigInt(decimals0),
        point.reserve0 * 10n ** BigInt(decimals1),
      )
      const price = baseIsToken0 ? token0InToken1 : token0InToken1.invert()
      return { time: Number(point.timestamp), price: Number(price.toSignificant(12)) }
    })
}
