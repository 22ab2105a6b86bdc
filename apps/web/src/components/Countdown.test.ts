import { expect, test } from 'vitest'
import { getCountdown } from './Countdown'

test('the time left splits into days, hours, minutes and seconds, and never goes negative', () => {
  expect(getCountdown(90_061n, 0n)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 })
  expect(getCountdown(5n, 10n)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
})
