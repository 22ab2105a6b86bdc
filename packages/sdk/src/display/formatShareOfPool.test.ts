import { describe, expect, test } from 'vitest'
import { Percent } from '../amounts/percent'
import { formatShareOfPool } from './formatShareOfPool'

describe('formatShareOfPool', () => {
  test('share of pool per place', () => {
    expect(formatShareOfPool(new Percent(1n, 100_000n), 'addLiquidity')).toBe('<0.01')
    expect(formatShareOfPool(new Percent(1n, 10_000n), 'addLiquidity')).toBe('0.01')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'addLiquidity')).toBe('12.35')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'liquidityCard')).toBe('12.345600')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'positionCard')).toBe('12.35')
    expect(formatShareOfPool(new Percent(4n, 1_000_000n), 'positionCard')).toBe('<0.01')
    expect(formatShareOfPool(new Percent(6n, 100_000n), 'positionCard')).toBe('0.01')
    expect(formatShareOfPool(new Percent(123_456n, 1_000_000n), 'addLiquidity', 'de-DE')).toBe(
      '12,35',
    )
  })
})
