/**
 * The first block in [fromBlock, toBlock] whose timestamp is at or after `timestamp` (toBlock
 * when none is): a binary search over block headers, about log2(range) reads.
 */
import type { Client } from 'viem'
import { getBlock } from 'viem/actions'

export type FindFirstBlockAtOrAfterParameters = {
  /** Unix seconds. */
  timestamp: bigint
  fromBlock: bigint
  toBlock: bigint
}

/**
 * @example
 * await findFirstBlockAtOrAfter(client, { timestamp: now - 7n * 86400n, fromBlock: 0n, toBlock: latest })
 */
export async function findFirstBlockAtOrAfter(
  client: Client,
  { timestamp, fromBlock, toBlock }: FindFirstBlockAtOrAfterParameters,
): Promise<bigint> {
  let low = fromBlock
  let high = toBlock
  while (low < high) {
    const middle = (low + high) / 2n
    const block = await getBlock(client, { blockNumber: middle })
    if (block.timestamp >= timestamp) high = middle
    else low = middle + 1n
  }
  return low
}
