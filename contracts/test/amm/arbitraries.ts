/** fast-check arbitraries for token amounts spread over many orders of magnitude. */
import fc from 'fast-check'

/** A bigint in [10**minExp, 10**(maxExp+1)), with each decade equally likely. */
export function amountArb(minExp: number, maxExp: number): fc.Arbitrary<bigint> {
  return fc
    .integer({ min: minExp, max: maxExp })
    .chain((e) => fc.bigInt({ min: 10n ** BigInt(e), max: 10n ** BigInt(e + 1) - 1n }))
}

/** Reserves for a pair's first deposit: sqrt(r0 * r1) always exceeds MINIMUM_LIQUIDITY. */
export const reserveArb = amountArb(4, 29)
