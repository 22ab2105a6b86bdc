import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sqrt } from './sqrt'

describe('sqrt', () => {
  test('square root rounds down', () => {
    expect([0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n].map(sqrt)).toEqual([0n, 1n, 1n, 1n, 2n, 3n, 4n, 4n])
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), (value) => {
        const root = sqrt(value)
        expect(root * root <= value && (root + 1n) * (root + 1n) > value).toBe(true)
      }),
    )
  })
})
