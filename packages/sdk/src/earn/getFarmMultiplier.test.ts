import { describe, expect, test } from 'vitest'
import { getFarmMultiplier } from './getFarmMultiplier'

describe('getFarmMultiplier', () => {
  test('multiplier label is allocation points / 100 and X', () => {
    expect([1000n, 150n, 25n, 1n, 0n].map(getFarmMultiplier)).toEqual([
      '10X',
      '1.5X',
      '0.25X',
      '0.01X',
      '0X',
    ])
  })
})
