import { describe, expect, test } from 'vitest'
import { classifyLogsError } from './classifyLogsError'
import { getLogsInRanges, type LogRange } from './getLogsInRanges'

/** A chain's logs as block numbers: `perBlock[i]` logs in block i, numbered in order. */
function chainLogs(perBlock: readonly number[]): { block: bigint; index: number }[] {
  let index = 0
  return perBlock.flatMap((count, block) =>
    Array.from({ length: count }, () => ({ block: BigInt(block), index: index++ })),
  )
}

/**
 * The node's side of eth_getLogs with the two caps public nodes have, in their words
 * (BSC's range cap, Infura's results cap); records each call.
 */
function cappedNode(
  logs: readonly { block: bigint; index: number }[],
  caps: { maxRange?: bigint; maxResults?: number },
) {
  const calls: { range: LogRange; refused: boolean }[] = []
  const getLogs = async ({ fromBlock, toBlock }: LogRange) => {
    const span = toBlock - fromBlock + 1n
    if (caps.maxRange !== undefined && span > caps.maxRange) {
      calls.push({ range: { fromBlock, toBlock }, refused: true })
      throw new Error(`exceed maximum block range: ${caps.maxRange}`)
    }
    const found = logs.filter((log) => log.block >= fromBlock && log.block <= toBlock)
    if (caps.maxResults !== undefined && found.length > caps.maxResults) {
      calls.push({ range: { fromBlock, toBlock }, refused: true })
      throw new Error(`query returned more than ${caps.maxResults} results`)
    }
    calls.push({ range: { fromBlock, toBlock }, refused: false })
    return found
  }
  return { calls, getLogs }
}

/** The accepted ranges tile [from, to]: consecutive, no gap, no overlap. */
function expectTiles(calls: { range: LogRange; refused: boolean }[], from: bigint, to: bigint) {
  const accepted = calls.filter((call) => !call.refused).map((call) => call.range)
  let next = from
  for (const range of accepted) {
    expect(range.fromBlock).toBe(next)
    expect(range.toBlock >= range.fromBlock).toBe(true)
    next = range.toBlock + 1n
  }
  expect(next).toBe(to + 1n)
}

describe('getLogsInRanges', () => {
  const perBlock = Array.from({ length: 1_000 }, (_, block) =>
    block >= 400 && block < 420 ? 30 : block % 7 === 0 ? 1 : 0,
  )
  const logs = chainLogs(perBlock)

  test('a range cap: halves until the node accepts, then keeps that size; every log once, in order', async () => {
    const node = cappedNode(logs, { maxRange: 100n })
    const found = await getLogsInRanges({
      fromBlock: 0n,
      toBlock: 999n,
      maxRange: 1_000n,
      getLogs: node.getLogs,
    })
    expect(found).toEqual(logs)
    expectTiles(node.calls, 0n, 999n)
    // 1000 → 500 → 250 → 125 refused, then 62-block ranges only: the learnt cap is never passed
    expect(node.calls.filter((call) => call.refused)).toHaveLength(4)
    const spans = node.calls
      .filter((call) => !call.refused)
      .map((call) => call.range.toBlock - call.range.fromBlock + 1n)
    expect(spans.every((span) => span <= 62n)).toBe(true)
  })

  test('a results cap: shrinks over dense blocks, grows back after them', async () => {
    const node = cappedNode(logs, { maxResults: 50 })
    const found = await getLogsInRanges({
      fromBlock: 0n,
      toBlock: 999n,
      maxRange: 256n,
      getLogs: node.getLogs,
    })
    expect(found).toEqual(logs)
    expectTiles(node.calls, 0n, 999n)
    const accepted = node.calls.filter((call) => !call.refused)
    const span = (range: LogRange) => range.toBlock - range.fromBlock + 1n
    // one log at a time at the densest block, full 256-block ranges again after the dense ones
    expect(accepted.some((call) => span(call.range) === 1n)).toBe(true)
    expect(
      accepted.filter((call) => call.range.fromBlock > 420n).map((call) => span(call.range)),
    ).toContain(256n)
  })

  test('starts and ends where asked (a deploy block, a pinned head)', async () => {
    const node = cappedNode(logs, { maxRange: 30n })
    const found = await getLogsInRanges({
      fromBlock: 410n,
      toBlock: 421n,
      getLogs: node.getLogs,
    })
    expect(found).toEqual(logs.filter((log) => log.block >= 410n && log.block <= 421n))
    expectTiles(node.calls, 410n, 421n)
    expect(await getLogsInRanges({ fromBlock: 5n, toBlock: 4n, getLogs: node.getLogs })).toEqual([])
  })

  test('another failure is thrown as it is, and so is a refusal of a single block', async () => {
    const dead = new Error('fetch failed')
    await expect(
      getLogsInRanges({
        fromBlock: 0n,
        toBlock: 10n,
        getLogs: async () => {
          throw dead
        },
      }),
    ).rejects.toBe(dead)
    const node = cappedNode(logs, { maxResults: 29 })
    await expect(
      getLogsInRanges({ fromBlock: 400n, toBlock: 401n, getLogs: node.getLogs }),
    ).rejects.toThrow('query returned more than 29 results')
  })
})

describe('classifyLogsError', () => {
  test.each([
    ['exceed maximum block range: 5000', 'range'],
    ['block range is too wide', 'range'],
    ['eth_getLogs is limited to a 10,000 range', 'range'],
    ['Block range limit exceeded', 'range'],
    ['query returned more than 10000 results', 'results'],
    ['query returned more than 10000 results. Try with this block range [0x1, 0x2].', 'results'],
    [
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
      'results',
    ],
    ['query exceeds max results 20000', 'results'],
    ['rate limit exceeded', undefined],
    ['Too Many Requests', undefined],
    ['daily request count exceeded, request rate limited', undefined],
    ['fetch failed', undefined],
    ['header not found', undefined],
  ] as const)('%s', (message, kind) => {
    expect(classifyLogsError(new Error(message))).toBe(kind)
    // viem keeps the node's words in a cause's details
    const wrapped = new Error('RPC Request failed.', {
      cause: Object.assign(new Error('Request exceeds defined limit.'), { details: message }),
    })
    expect(classifyLogsError(wrapped)).toBe(kind)
  })
})
