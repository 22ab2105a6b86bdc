/**
 * Block numbers spread evenly from `fromBlock` to `toBlock` (both included), at most `count`,
 * ascending and without repeats: where the price chart samples pair reserves.
 *
 * @example
 * getSampleBlocks({ fromBlock: 0n, toBlock: 100n, count: 5 }) // [0n, 25n, 50n, 75n, 100n]
 */
export function getSampleBlocks({
  fromBlock,
  toBlock,
  count,
}: {
  fromBlock: bigint
  toBlock: bigint
  count: number
}): bigint[] {
  if (toBlock < fromBlock || count < 1) return []
  if (count === 1 || toBlock === fromBlock) return [toBlock]
  const span = toBlock - fromBlock
  const steps = BigInt(count - 1)
  const blocks: bigint[] = []
  for (let i = 0n; i <= steps; i++) {
    const block = fromBlock + (span * i) / steps
    if (blocks.at(-1) !== block) blocks.push(block)
  }
  return blocks
}
