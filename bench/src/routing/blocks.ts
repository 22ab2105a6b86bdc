import { type BenchGraph, createRandom } from './graph'

/**
 * The same pairs over `count` blocks, every pair's reserves moved by up to ±2% each block (swaps
 * and liquidity land everywhere on a busy chain): the topology stays, every reserve changes.
 */
export function createBlocks(graph: BenchGraph, count: number, seed: number): BenchGraph[] {
  const random = createRandom(seed)
  const move = (reserve: bigint) => (reserve * BigInt(9800 + Math.floor(random() * 401))) / 10_000n
  const blocks: BenchGraph[] = []
  let current = graph
  for (let block = 0; block < count; block++) {
    current = {
      tokens: graph.tokens,
      pairs: current.pairs.map((pair) => ({
        ...pair,
        reserveA: move(pair.reserveA),
        reserveB: move(pair.reserveB),
      })),
    }
    blocks.push(current)
  }
  return blocks
}
