import fc from 'fast-check'
import { expect, test } from 'vitest'
import { findNonceBlock } from './findNonceBlock'

/** A sender's count per block: `counts[b]` is the count at the end of block b. */
function oracle(counts: number[]) {
  const asked: bigint[] = []
  const countAt = async (block: bigint) => {
    asked.push(block)
    const count = counts[Number(block)]
    if (count === undefined) throw new Error(`no block ${block}`)
    return count
  }
  return { countAt, asked }
}

test('finds the block where the count first passes the nonce', async () => {
  //                   block: 0  1  2  3  4  5  6  7  8
  const { countAt } = oracle([0, 0, 1, 1, 1, 3, 3, 4, 4])
  expect(await findNonceBlock({ countAt, nonce: 0, low: 0n, high: 8n })).toBe(2n)
  expect(await findNonceBlock({ countAt, nonce: 1, low: 3n, high: 8n })).toBe(5n)
  expect(await findNonceBlock({ countAt, nonce: 2, low: 4n, high: 5n })).toBe(5n)
  expect(await findNonceBlock({ countAt, nonce: 3, low: 6n, high: 7n })).toBe(7n)
})

test('widens backwards when the low hint is already past the nonce', async () => {
  const { countAt, asked } = oracle([0, 0, 1, 1, 1, 3, 3, 4, 4])
  expect(await findNonceBlock({ countAt, nonce: 0, low: 7n, high: 8n })).toBe(2n)
  expect(asked.slice(0, 3)).toEqual([7n, 5n, 1n])
})

test('a low hint at or above high is moved just below it', async () => {
  const { countAt } = oracle([0, 0, 1])
  expect(await findNonceBlock({ countAt, nonce: 0, low: 9n, high: 2n })).toBe(2n)
})

test('fails with the node: an unreadable block rejects', async () => {
  const { countAt } = oracle([0, 1])
  await expect(findNonceBlock({ countAt, nonce: 0, low: 5n, high: 9n })).rejects.toThrow(
    'no block 5',
  )
})

test('agrees with a linear scan on any count history, in O(log n) reads', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 300 }),
      fc.nat(),
      fc.nat(),
      async (increments, nonceSeed, lowSeed) => {
        const counts: number[] = []
        for (const step of increments)
          counts.push(counts.length === 0 ? 0 : (counts.at(-1) ?? 0) + step)
        const last = counts.at(-1) ?? 0
        fc.pre(last > 0)
        const nonce = nonceSeed % last
        const high = BigInt(counts.length - 1)
        const expected = BigInt(counts.findIndex((count) => count > nonce))
        const { countAt, asked } = oracle(counts)
        const low = BigInt(lowSeed % counts.length)
        expect(await findNonceBlock({ countAt, nonce, low, high })).toBe(expected)
        expect(asked.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(counts.length + 1)) + 3)
      },
    ),
  )
})
