import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance'

test.each([
  [0n, '0'],
  [1_234_567_890_000_000_000n, '1.2345'],
  [12_345_600_000_000_000_000n, '12.3456'],
  [999_999_999_999_999_999_999_999n, '999,999.9999'],
  // issue 28: a million less 1.0006 shows the change
  [1_000_000n * 10n ** 18n - 1_000_600_000_000_000_000n, '999,998.9994'],
  [1_000_000n * 10n ** 18n, '1,000,000'],
  [2_500_000_000n * 10n ** 18n, '2.5B'],
  [10n ** 48n, '>999.9T'],
  [1_500_000_000_000_000n, '0.0015'],
  [100_000_000_000_000n, '0.0001'],
  [1_234_567n, '<0.0001'],
  [2_000_000_000n, '<0.0001'],
  [1n, '<0.0001'],
  [10n ** 18n, '1'],
  [-1_234_567_890_000_000_000n, '-1.2345'],
])('%s wei → %s', (wei, text) => {
  expect(formatBalance(wei)).toBe(text)
})

test('other decimals (6-decimal tokens)', () => {
  expect(formatBalance(123_456_789n, 6)).toBe('123.4567')
})

test("in the user's locale", () => {
  expect(formatBalance(999_900n * 10n ** 18n, 18, 4, 'de-DE')).toBe('999.900')
})
