// Fixed point with 18 decimals over bigint: the unit of every USD value, BNB value and price the
// indexer stores (1 USD = WAD). Divisions truncate toward zero; amounts here are never negative.

export const WAD = 10n ** 18n

/** A token amount in its smallest unit, as an 18-decimal fixed-point number of whole tokens. */
export function toWad(amount: bigint, decimals: number): bigint {
  if (decimals === 18) return amount
  return decimals < 18
    ? amount * 10n ** BigInt(18 - decimals)
    : amount / 10n ** BigInt(decimals - 18)
}

/** a·b for two fixed-point numbers. */
export function mulWad(a: bigint, b: bigint): bigint {
  return (a * b) / WAD
}

/** a/b for two fixed-point numbers; 0 when b is 0 (a price of an empty side is no price). */
export function divWad(a: bigint, b: bigint): bigint {
  return b === 0n ? 0n : (a * WAD) / b
}
