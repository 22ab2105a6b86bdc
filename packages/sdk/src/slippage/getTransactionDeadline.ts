export type GetTransactionDeadlineParameters = {
  /** Latest block timestamp in seconds (the chain's clock, not the browser's). */
  blockTimestamp: bigint
  /** The user's deadline setting in seconds (default 1200). */
  ttl: number
}

/**
 * The `deadline` argument of router calls.
 *
 * @example
 * getTransactionDeadline({ blockTimestamp: 1_700_000_000n, ttl: 1200 }) // 1700001200n
 */
export function getTransactionDeadline({
  blockTimestamp,
  ttl,
}: GetTransactionDeadlineParameters): bigint {
  return blockTimestamp + BigInt(ttl)
}
