/**
 * The AMM's arithmetic restated in bigint from the spec (0.25% fee),
 * independent of the contracts' code, so the tests compare the chain against these formulas.
 */

/** Input share that reaches the curve: 9975 / 10000. */
export const FEE_KEPT = 9975n
export const FEE_BASE = 10000n
export const MINIMUM_LIQUIDITY = 1000n
/** TaxToken burns this share of every transfer. */
export const TAX_BPS = 1000n

/** Largest output for `amountIn`, rounded down. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const effective = amountIn * FEE_KEPT
  return (effective * reserveOut) / (reserveIn * FEE_BASE + effective)
}

/** Smallest input that buys `out`, rounded up. */
export function getAmountIn(out: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * out * FEE_BASE) / ((reserveOut - out) * FEE_KEPT) + 1n
}

/** What a TaxToken transfer of `amount` delivers. */
export function afterTax(amount: bigint): bigint {
  return amount - (amount * TAX_BPS) / 10000n
}

/** floor(sqrt(n)). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('negative')
  if (n < 2n) return n
  let x = BigInt(2 ** Math.ceil(n.toString(2).length / 2)) // above the root
  for (;;) {
    const y = (x + n / x) / 2n
    if (y >= x) return x
    x = y
  }
}

/** Liquidity of a pair's first deposit (MINIMUM_LIQUIDITY is burnt). */
export function firstLiquidity(amount0: bigint, amount1: bigint): bigint {
  return isqrt(amount0 * amount1) - MINIMUM_LIQUIDITY
}

export function sortPair<T extends string>(a: T, b: T): [T, T] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a]
}

/** bigint minimum (Math.min takes numbers only). */
export function minOf(a: bigint, b: bigint): bigint {
  if (a < b) return a
  return b
}
