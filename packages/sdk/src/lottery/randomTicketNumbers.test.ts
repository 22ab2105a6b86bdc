import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { randomTicketNumbers } from './randomTicketNumbers'

/** A small seeded generator (mulberry32) standing in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const isTicketNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 999_999

describe('randomTicketNumbers', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  test('by default draws from crypto.getRandomValues, dropping the uint32 tail that would bias', () => {
    // 2^32 = 4,294,967,296: values from 4,294,000,000 up would make 0..967,295 likelier
    const values = [4_294_967_295, 4_294_000_000, 4_293_999_999, 1_000_007, 7]
    const getRandomValues = vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementation((array) => {
        if (array instanceof Uint32Array) array[0] = values.shift() ?? 0
        return array
      })
    // 4,293,999,999 % 1e6 = 999,999; 1,000,007 % 1e6 = 7, so the last 7 repeats and is drawn again
    values.push(42)
    expect(randomTicketNumbers(3)).toEqual([999_999, 7, 42])
    expect(getRandomValues).toHaveBeenCalledTimes(6)
  })

  test('real draws: distinct ticket numbers, the count asked for', () => {
    for (const count of [0, 1, 2, 50, 100]) {
      const numbers = randomTicketNumbers(count)
      expect(numbers).toHaveLength(count)
      expect(new Set(numbers).size).toBe(count)
      expect(numbers.every(isTicketNumber)).toBe(true)
    }
  })

  test('real draws spread over every first and last digit', () => {
    const firsts = Array.from({ length: 10 }, () => 0)
    const lasts = Array.from({ length: 10 }, () => 0)
    for (let i = 0; i < 200; i++) {
      for (const n of randomTicketNumbers(100)) {
        const first = Math.floor(n / 100_000)
        firsts[first] = (firsts[first] ?? 0) + 1
        lasts[n % 10] = (lasts[n % 10] ?? 0) + 1
      }
    }
    // 20,000 draws: 2,000 expected per digit, standard deviation about 42; 300 is seven of them
    for (const count of [...firsts, ...lasts]) expect(Math.abs(count - 2000)).toBeLessThan(300)
  })

  test('a given source maps [0, 1) onto 0..999,999 and skips repeats', () => {
    const source = (values: number[]) => () => values.shift() ?? 0
    expect(randomTicketNumbers(3, source([0, 0.5, 0.999_999_999]))).toEqual([0, 500_000, 999_999])
    expect(randomTicketNumbers(2, source([0.1, 0.1000001, 0.2]))).toEqual([100_000, 200_000])
    expect(() => randomTicketNumbers(2, () => 0.3)).toThrow('keeps repeating')
    expect(() => randomTicketNumbers(1, () => 1)).toThrow(RangeError)
    expect(() => randomTicketNumbers(1, () => Number.NaN)).toThrow(RangeError)
  })

  test('any seed gives distinct valid numbers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 100 }), (seed, count) => {
        const numbers = randomTicketNumbers(count, seeded(seed))
        expect(numbers).toHaveLength(count)
        expect(new Set(numbers).size).toBe(count)
        expect(numbers.every(isTicketNumber)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  test('counts a purchase cannot hold are refused', () => {
    for (const count of [-1, 101, 2.5, Number.NaN]) {
      expect(() => randomTicketNumbers(count)).toThrow(RangeError)
    }
  })
})
