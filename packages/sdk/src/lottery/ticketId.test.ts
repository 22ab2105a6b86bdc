import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { getTicketId, splitTicketId } from './ticketId'

describe('ticket ids', () => {
  test('purchaseId * 100 + index', () => {
    expect(getTicketId(0n, 0)).toBe(0n)
    expect(getTicketId(0n, 99)).toBe(99n)
    expect(getTicketId(1n, 0)).toBe(100n)
    expect(getTicketId(7n, 3)).toBe(703n)
    expect(splitTicketId(703n)).toEqual({ purchaseId: 7n, index: 3 })
    expect(splitTicketId(12_399n)).toEqual({ purchaseId: 123n, index: 99 })
  })

  test('the tickets of consecutive purchases never share an id', () => {
    const ids = [0n, 1n, 2n].flatMap((purchaseId) =>
      Array.from({ length: 100 }, (_, index) => getTicketId(purchaseId, index)),
    )
    expect(new Set(ids).size).toBe(300)
    expect(ids.at(-1)).toBe(299n)
  })

  test('round-trips both ways', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        fc.integer({ min: 0, max: 99 }),
        (purchaseId, index) => {
          expect(splitTicketId(getTicketId(purchaseId, index))).toEqual({ purchaseId, index })
        },
      ),
      { numRuns: 200 },
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 72n }), (ticketId) => {
        const { purchaseId, index } = splitTicketId(ticketId)
        expect(getTicketId(purchaseId, index)).toBe(ticketId)
      }),
      { numRuns: 200 },
    )
  })

  test('indexes outside a purchase and negative ids are refused', () => {
    for (const index of [100, -1, 1.5]) expect(() => getTicketId(1n, index)).toThrow(RangeError)
    expect(() => getTicketId(-1n, 0)).toThrow(RangeError)
    expect(() => splitTicketId(-1n)).toThrow(RangeError)
  })
})
