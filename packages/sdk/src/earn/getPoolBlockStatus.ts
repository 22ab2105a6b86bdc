export type GetPoolBlockStatusParameters = {
  /** Configured as finished. */
  isFinished: boolean
  startBlock: bigint
  endBlock: bigint
  currentBlock: bigint
}

export type GetPoolBlockStatusReturnType = {
  /** Configured finished, or the current block is past endBlock (spec §4). */
  isFinished: boolean
  hasStarted: boolean
  blocksUntilStart: bigint
  blocksRemaining: bigint
  /** Before the start: blocks to start; after: blocks to end. */
  blocksToDisplay: bigint
}

/**
 * A staking pool's life cycle and block countdown.
 *
 * @example
 * getPoolBlockStatus({ isFinished: false, startBlock: 100n, endBlock: 200n, currentBlock: 150n }).blocksToDisplay // 50n
 */
export function getPoolBlockStatus({
  isFinished,
  startBlock,
  endBlock,
  currentBlock,
}: GetPoolBlockStatusParameters): GetPoolBlockStatusReturnType {
  const blocksUntilStart = startBlock > currentBlock ? startBlock - currentBlock : 0n
  const blocksRemaining = endBlock > currentBlock ? endBlock - currentBlock : 0n
  const hasStarted = blocksUntilStart === 0n && blocksRemaining > 0n
  return {
    isFinished: isFinished || currentBlock > endBlock,
    hasStarted,
    blocksUntilStart,
    blocksRemaining,
    blocksToDisplay: hasStarted ? blocksRemaining : blocksUntilStart,
  }
}
