import type { Fraction } from '@ghost/sdk'

/**
 * A price as a float, for the few places that need one (sorting, charts); undefined stays
 * undefined. Goes through 18 fixed decimals so huge numerators do not overflow to Infinity.
 *
 * @example
 * priceToNumber(new Fraction(5n, 2n)) // 2.5
 */
export function priceToNumber(price: Fraction | undefined): number | undefined {
  if (!price || price.denominator === 0n) return undefined
  return Number(price.toFixed(18))
}
