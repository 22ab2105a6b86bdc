import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chunk } from './chunk'

describe('chunk', () => {
  test('consecutive groups, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk([1, 2, 3], 3)).toEqual([[1, 2, 3]])
    expect(chunk([], 100)).toEqual([])
    const ticketIds = Array.from({ length: 250 }, (_, i) => BigInt(i))
    expect(chunk(ticketIds, 100).map((group) => group.length)).toEqual([100, 100, 50])
    for (const size of [0, -1, 1.5, Number.NaN]) expect(() => chunk([1], size)).toThrow(RangeError)
  })

  test('keeps every item in order in full groups of size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 300 }),
        fc.integer({ min: 1, max: 120 }),
        (items, size) => {
          const groups = chunk(items, size)
          expect(groups.flat()).toEqual(items)
          expect(groups).toHaveLength(Math.ceil(items.length / size))
          expect(groups.slice(0, -1).every((group) => group.length === size)).toBe(true)
          expect(groups.every((group) => group.length >= 1 && group.length <= size)).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
