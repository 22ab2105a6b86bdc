import { describe, expect, test } from 'vitest'
import { Percent } from '../amounts/percent'
import { getPriceImpactSeverity } from './getPriceImpactSeverity'

const bips = (value: bigint) => new Percent(value, 10_000n)

describe('getPriceImpactSeverity', () => {
  test('severity 0–4 at 1%, 3%, 5%, 15% (at or above)', () => {
    expect(
      [
        undefined,
        bips(0n),
        bips(99n),
        bips(100n),
        bips(299n),
        bips(300n),
        bips(499n),
        bips(500n),
        bips(1499n),
        bips(1500n),
        bips(10_000n),
      ].map(getPriceImpactSeverity),
    ).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
    expect(getPriceImpactSeverity(new Percent(-1n, 100n))).toBe(0)
  })
})
