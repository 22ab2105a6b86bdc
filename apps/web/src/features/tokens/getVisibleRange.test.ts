import { expect, test } from 'vitest'
import { getVisibleRange } from './getVisibleRange'

const base = { itemHeight: 56, viewportHeight: 390, overscan: 2 }

test.each([
  { itemCount: 100, scrollTop: 0, expected: { start: 0, end: 10 } },
  { itemCount: 100, scrollTop: 560, expected: { start: 8, end: 20 } },
  { itemCount: 100, scrollTop: 585, expected: { start: 8, end: 20 } },
  { itemCount: 3, scrollTop: 0, expected: { start: 0, end: 3 } },
  { itemCount: 0, scrollTop: 0, expected: { start: 0, end: 0 } },
  // scrolled past a list that shrank (a new search): nothing above the end
  { itemCount: 5, scrollTop: 5600, expected: { start: 5, end: 5 } },
  { itemCount: 100, scrollTop: -40, expected: { start: 0, end: 10 } },
])('$itemCount rows at scrollTop $scrollTop → $expected', ({ itemCount, scrollTop, expected }) => {
  expect(getVisibleRange({ ...base, itemCount, scrollTop })).toEqual(expected)
})
