import { expect, test } from 'vitest'
import { getBackView } from './modalViews'

test.each([
  ['search', undefined, undefined],
  ['manage', 'search', 'search'],
  ['importList', 'manage', 'search'],
  ['importToken', 'manage', 'manage'],
  ['importToken', 'search', 'search'],
  ['importToken', undefined, 'search'],
  ['importToken', 'importToken', 'search'],
] as const)('back from %s (opened from %s) goes to %s', (view, previous, expected) => {
  expect(getBackView(view, previous)).toBe(expected)
})
