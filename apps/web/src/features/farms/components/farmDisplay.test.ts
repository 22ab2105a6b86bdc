import { Fraction, Percent } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { formatFarmApr, formatLiquidity, formatUsdCents, getRewardLabel } from './farmDisplay'

test('APR, liquidity and USD figures', () => {
  expect(formatFarmApr(new Percent(7008n, 1000n))).toBe('700.80%')
  // issue 28: the demo world's 213,881.11% reads capped (the exact figure is the title's)
  expect(formatFarmApr(new Percent(21_388_111n, 10_000n))).toBe('>10,000%')
  expect(formatFarmApr(new Percent(1_234_567n, 1n))).toBe('>10,000%')
  expect(formatFarmApr(undefined)).toBe('-')
  expect(formatLiquidity(new Fraction(12_345_678n, 10n))).toBe('$1,234,568')
  expect(formatLiquidity(undefined)).toBe('-')
  expect(formatUsdCents(new Fraction(5n, 1000n))).toBe('$0.01')
  expect(formatUsdCents(undefined)).toBe('$0.00')
  expect(formatFarmApr(new Percent(7008n, 1000n), 'de-DE')).toBe('700,80\u00a0%')
  expect(formatLiquidity(new Fraction(12_345_678n, 10n), 'de-DE')).toBe('$1.234.568')
  expect(formatLiquidity(new Fraction(10n ** 30n))).toBe('>$999.9T')
})

test("'Earn:' names the token the farm pays; the spec's label only when it has no symbol", () => {
  const translate = (key: string) => `t(${key})`
  expect(getRewardLabel({ symbol: 'GHOST' }, translate)).toBe('GHOST')
  expect(getRewardLabel({ symbol: undefined }, translate)).toBe('t(SILVER GHOST)')
  expect(getRewardLabel({ symbol: '' }, translate)).toBe('t(SILVER GHOST)')
})
