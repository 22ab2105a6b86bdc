import { describe, expect, test } from 'vitest'
import { bytesBySource, decodeVlqSegment, partOf, sumParts } from './webModules'

describe('decodeVlqSegment', () => {
  test('reads signed numbers, several digits each when the continuation bit is set', () => {
    expect(decodeVlqSegment('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlqSegment('GCAA')).toEqual([3, 1, 0, 0])
    expect(decodeVlqSegment('D')).toEqual([-1])
    expect(decodeVlqSegment('gB')).toEqual([16])
    expect(decodeVlqSegment('2HwBJ')).toEqual([123, 24, -4])
  })
})

describe('bytesBySource', () => {
  test('charges each column range to the source of the mapping that starts it', () => {
    const pieces = bytesBySource('abcdef\nghi', {
      sources: ['a.ts', 'b.ts'],
      // line 1: col 0 → a.ts, col 3 → b.ts; line 2: col 0 → a.ts (the index is cumulative)
      mappings: 'AAAA,GCAA;ADAA',
    })
    expect(Object.fromEntries(pieces)).toEqual({ 'a.ts': ['abc', 'ghi'], 'b.ts': ['def'] })
  })

  test('bytes before the first mapping or after an unmapped segment are unmapped', () => {
    const pieces = bytesBySource('xyabc', { sources: ['a.ts'], mappings: 'EAAA,E' })
    expect(Object.fromEntries(pieces)).toEqual({ '(unmapped)': ['xy', 'c'], 'a.ts': ['ab'] })
  })
})

describe('partOf', () => {
  test.each([
    ['../../../../node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['../../../../node_modules/wagmi/node_modules/eventemitter3/index.js', 'eventemitter3'],
    ['../../src/features/info/chart/ChartCanvas.tsx', 'apps/web/src/features/info'],
    ['../../src/app/routes.tsx', 'apps/web/src/app'],
    ['../../../../packages/sdk/src/amounts/price.ts', 'packages/sdk/src/amounts'],
    ['../../../../contracts/generated/GhostMarket.ts', 'contracts/generated'],
  ])('%s is part of %s', (source, part) => {
    expect(partOf(source)).toBe(part)
  })
})

test('sumParts adds a part found in several files', () => {
  const a = { name: 'viem', rawBytes: 10, gzipBytes: 4 }
  const b = { name: 'react-dom', rawBytes: 30, gzipBytes: 9 }
  expect(sumParts([[a, b], [a]])).toEqual([
    { name: 'react-dom', rawBytes: 30, gzipBytes: 9 },
    { name: 'viem', rawBytes: 20, gzipBytes: 8 },
  ])
})
