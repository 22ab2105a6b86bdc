/**
 * The first block in [fromBlock, toBlock] whose timestamp is at or after `timestamp` (toBlock
 * when none is): a binary search over block headers, about log2(range) reads.
 */
import type { PublicClient } from 'viem'

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
  client: Pick<PublicClient, 'getBlock'>,
  { timestamp, fromBlock, toBlock }: FindFirstBlockAtOrAfterParameters,
): Promise<bigint> {
  let low = fromBlock
  let high = toBlock
  while (low < high) {
    const middle = (low + high) / 2n
    const block = await client.getBlock({ blockNumber: middle })
    if (block.timestamp >= timestamp) high = middle
    else low = middle + 1n
  }
  return low
}
