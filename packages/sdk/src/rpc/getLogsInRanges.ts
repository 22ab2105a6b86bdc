import { classifyLogsError, type LogsErrorKind } from './classifyLogsError'

/** An inclusive block range. */
export type LogRange = { fromBlock: bigint; toBlock: bigint }

export type GetLogsInRangesParameters<log> = {
  fromBlock: bigint
  toBlock: bigint
  /** The most blocks one call asks for (public BSC nodes allow 5,000 or more). Default 5,000. */
  maxRange?: bigint | undefined
  /** One `eth_getLogs` call over `range` (viem's `getLogs`, `getContractEvents`, a raw request). */
  getLogs: (range: LogRange) => Promise<readonly log[]>
  /** Which failures mean "ask for less". Default: `classifyLogsError`. */
  classifyError?: ((error: unknown) => LogsErrorKind | undefined) | undefined
}

export type GetLogsInRangesReturnType<log> = log[]

export const DEFAULT_LOGS_MAX_RANGE = 5_000n

/**
 * Reads the logs of `[fromBlock, toBlock]` in consecutive ranges that a node with an
 * `eth_getLogs` cap accepts, and returns them in chain order. A range the node refuses as too
 * wide, or as too many results, is asked again in halves; a range cap it learns stays the
 * ceiling, a results refusal only shrinks the ranges until a read succeeds (dense blocks pass,
 * then the range grows again). Ranges never overlap and never leave a gap, and a refused call's
 * answer is never used, so no log is skipped or counted twice. Other errors (a dead node, after
 * the transport's retries) are thrown as they are.
 *
 * @example
 * const logs = await getLogsInRanges({
 *   fromBlock: BigInt(manifest.startBlock),
 *   toBlock: await client.getBlockNumber(),
 *   getLogs: (range) => client.getContractEvents({ address, abi, eventName: 'LevelUpdate', ...range }),
 * })
 */
export async function getLogsInRanges<log>(
  parameters: GetLogsInRangesParameters<log>,
): Promise<GetLogsInRangesReturnType<log>> {
  const { fromBlock, toBlock, getLogs, classifyError = classifyLogsError } = parameters
  const maxRange = parameters.maxRange ?? DEFAULT_LOGS_MAX_RANGE
  if (maxRange < 1n) throw new RangeError(`maxRange must be at least 1 block, got ${maxRange}`)
  const out: log[] = []
  let ceiling = maxRange
  let size = maxRange
  let start = fromBlock
  while (start <= toBlock) {
    const end = start + size - 1n < toBlock ? start + size - 1n : toBlock
    const span = end - start + 1n
    let logs: readonly log[]
    try {
      logs = await getLogs({ fromBlock: start, toBlock: end })
    } catch (error) {
      const kind = classifyError(error)
      if (kind === undefined || span === 1n) throw error
      size = span / 2n
      if (kind === 'range') ceiling = size
      continue
    }
    out.push(...logs)
    start = end + 1n
    if (size < ceiling) size = size * 2n < ceiling ? size * 2n : ceiling
  }
  return out
}
