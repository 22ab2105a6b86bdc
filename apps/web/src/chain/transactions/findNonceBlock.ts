/**
 * Finds the block that mined a sender's transaction with a given nonce, by bisecting the sender's
 * transaction count over block numbers (a few historical `getTransactionCount` calls instead of
 * reading every block).
 */

export type FindNonceBlockParameters = {
  /** The sender's transaction count at the end of a block. */
  countAt: (blockNumber: bigint) => Promise<number>
  nonce: number
  /** A block believed to be before the nonce was used (widened backwards when it is not). */
  low: bigint
  /** A block at which the count is known to exceed `nonce`. */
  high: bigint
}

/**
 * The first block at whose end the count exceeds `nonce`; undefined only when `high` breaks its
 * promise at block 0.
 *
 * @example
 * await findNonceBlock({ countAt, nonce: 4, low: 100n, high: 110n }) // 105n
 */
export async function findNonceBlock({
  countAt,
  nonce,
  low,
  high,
}: FindNonceBlockParameters): Promise<bigint | undefined> {
  if (high <= 0n) return (await countAt(0n)) > nonce ? 0n : undefined
  let lo = low < 0n ? 0n : low >= high ? high - 1n : low
  let step = high - lo
  while ((await countAt(lo)) > nonce) {
    if (lo === 0n) return 0n
    step *= 2n
    lo = lo > step ? lo - step : 0n
  }
  // Invariant: countAt(lo) <= nonce < countAt(hi).
  let hi = high
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n
    if ((await countAt(mid)) > nonce) hi = mid
    else lo = mid
  }
  return hi
}
