import { expect, test } from 'vitest'
import { isLowBnbBalance, LOW_BNB_BALANCE_WEI } from './lowBalance'

test('the threshold is 2 gwei', () => {
  expect(LOW_BNB_BALANCE_WEI).toBe(2_000_000_000n)
})

test.each([
  [0n, true],
  [1_999_999_999n, true],
  [2_000_000_000n, true],
  [2_000_000_001n, false],
  [10n ** 18n, false],
  [undefined, false],
] as const)('balance %s wei → low %s', (balance, low) => {
  expect(isLowBnbBalance(balance)).toBe(low)
})
