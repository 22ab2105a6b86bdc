import { expect, test } from 'vitest'
import { formatChartDate } from './formatChartDate'

test('a day in the reader’s language, with the ISO instant for <time>', () => {
  expect(formatChartDate(1_700_000_000, 'en-US')).toEqual({
    label: 'Nov 14',
    dateTime: '2023-11-14T22:13:20.000Z',
  })
  expect(formatChartDate(1_700_000_000, 'de-DE').label).toBe('14. Nov.')
})

test('a locale the runtime cannot read falls back instead of throwing', () => {
  expect(formatChartDate(1_700_000_000, 'not a locale').label).toMatch(/14/)
})
