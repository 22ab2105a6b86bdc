import { InvalidLiquidityError } from '../errors/pair'

/**
 * Integer square root rounded down, as the pair contract's `Math.sqrt` computes it.
 *
 * @example
 * sqrt(17n) // 4n
 */
export function sqrt(value: bigint): bigint {
  if (value < 0n) throw new InvalidLiquidityError({ reason: `sqrt of negative value ${value}` })
  if (value < 2n) return value
  // Newton from a power of two above the root: decreases monotonically to floor(sqrt).
  let x = 1n << BigInt((value.toString(2).length >> 1) + 1)
  while (true) {
    const next = (x + value / x) >> 1n
    if (next >= x) return x
    x = next
  }
}
