import { describe, expect, test } from 'vitest'
import { divWad, mulWad, toWad, WAD } from './wad'

describe('wad', () => {
  test('token amounts of any decimals become whole tokens at 18 decimals', () => {
    expect(toWad(1_500_000n, 6)).toBe((3n * WAD) / 2n)
    expect(toWad(7n, 18)).toBe(7n)
    expect(toWad(25n * 10n ** 20n, 20)).toBe(25n * WAD)
    expect(toWad(1n, 0)).toBe(WAD)
  })

  test('multiplication and division keep the scale; dividing by zero is no price', () => {
    expect(mulWad(3n * WAD, WAD / 2n)).toBe((3n * WAD) / 2n)
    expect(divWad(3n * WAD, 2n * WAD)).toBe((3n * WAD) / 2n)
    expect(divWad(WAD, 0n)).toBe(0n)
  })
})
