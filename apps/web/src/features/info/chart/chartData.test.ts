import { expect, test } from 'vitest'
import { DAY } from '../rules/figures'
import { inRange } from './chartData'

test('a range keeps its rows, oldest first, one per time, none past now', () => {
  const now = 100 * DAY
  const rows = [
    { time: now, value: 1 },
    { time: now - 8 * DAY, value: 2 },
    { time: now - 2 * DAY, value: 3 },
    { time: now - 2 * DAY, value: 4 },
    { time: now + DAY, value: 5 },
    { time: now - 40 * DAY, value: 6 },
  ]
  expect(inRange(rows, '1W', now).map((row) => row.value)).toEqual([4, 1])
  expect(inRange(rows, '1M', now).map((row) => row.value)).toEqual([2, 4, 1])
  expect(inRange(rows, 'ALL', now).map((row) => row.value)).toEqual([6, 2, 4, 1])
})
