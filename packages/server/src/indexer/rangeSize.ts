import type { LogsErrorKind } from '@ghost/sdk'

/**
 * Blocks per getLogs range, adapting to the node: halved when it refuses a range as too wide or
 * its answer as too big (and on other errors), grown back on success up to the widest range it
 * accepts.
 */
export type RangeSize = {
  readonly blocks: bigint
  /** A range was read: double, up to the ceiling. */
  grow(): void
  /**
   * The node refused the range: halve, and when the block range itself was too wide never ask
   * for more than that again.
   */
  refused(kind: LogsErrorKind): void
  /** Another failure: a timeout can be a range too big to answer in time, so try a smaller one. */
  shrink(): void
}

export function createRangeSize({ initial, max }: { initial: bigint; max: bigint }): RangeSize {
  let blocks = initial
  /** The widest range the node is known to accept (its "maximum block range"). */
  let ceiling = max
  return {
    get blocks() {
      return blocks
    },
    grow() {
      if (blocks < ceiling) blocks = blocks * 2n < ceiling ? blocks * 2n : ceiling
    },
    refused(kind) {
      blocks /= 2n
      if (kind === 'range' && blocks < ceiling) ceiling = blocks
    },
    shrink() {
      if (blocks > 1n) blocks /= 2n
    },
  }
}
