import { expect, test } from 'vitest'
import { isWatched, toggleWatched } from './watchlist'

const A = `0x${'Ab'.repeat(20)}`

test('a star adds the lowercase address once; a second star removes it whatever its case', () => {
  const starred = toggleWatched([], A)
  expect(starred).toEqual([A.toLowerCase()])
  expect(isWatched(starred, A)).toBe(true)
  expect(toggleWatched(starred, A.toUpperCase().replace('0X', '0x'))).toEqual([])
  expect(toggleWatched(['0x1', '0x2'], '0x3')).toEqual(['0x1', '0x2', '0x3'])
})
