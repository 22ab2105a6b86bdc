import { expect, test } from 'vitest'
import { getChartGeometry } from './getChartGeometry'
import { getPriceSeries } from './getPriceSeries'
import { getSampleBlocks } from './getSampleBlocks'

test('sample blocks: evenly spread, both ends, no repeats', () => {
  expect(getSampleBlocks({ fromBlock: 0n, toBlock: 100n, count: 5 })).toEqual([
    0n,
    25n,
    50n,
    75n,
    100n,
  ])
  expect(getSampleBlocks({ fromBlock: 10n, toBlock: 12n, count: 32 })).toEqual([10n, 11n, 12n])
  expect(getSampleBlocks({ fromBlock: 7n, toBlock: 7n, count: 32 })).toEqual([7n])
  expect(getSampleBlocks({ fromBlock: 8n, toBlock: 7n, count: 32 })).toEqual([])
})

test('price series: quote per base in whole units, sorted by block, empty pools skipped', () => {
  const points = [
    { blockNumber: 9n, timestamp: 900n, reserve0: 2n * 10n ** 18n, reserve1: 1200n * 10n ** 6n },
    { blockNumber: 3n, timestamp: 300n, reserve0: 10n ** 18n, reserve1: 600n * 10n ** 6n },
    { blockNumber: 5n, timestamp: 500n, reserve0: 0n, reserve1: 0n },
  ]
  expect(getPriceSeries({ points, baseIsToken0: true, decimals0: 18, decimals1: 6 })).toEqual([
    { time: 300, price: 600 },
    { time: 900, price: 600 },
  ])
  expect(
    getPriceSeries({
      points: [{ blockNumber: 1n, timestamp: 1n, reserve0: 4n * 10n ** 18n, reserve1: 10n ** 6n }],
      baseIsToken0: false,
      decimals0: 18,
      decimals1: 6,
    }),
  ).toEqual([{ time: 1, price: 4 }])
})

test('geometry: higher prices higher up, flat series across the middle', () => {
  const box = { width: 100, height: 50, padding: 5 }
  expect(
    getChartGeometry(
      [
        { time: 0, price: 1 },
        { time: 10, price: 3 },
        { time: 20, price: 2 },
      ],
      box,
    ),
  ).toEqual({ path: 'M5.0,45.0 L50.0,5.0 L95.0,25.0', min: 1, max: 3 })
  expect(getChartGeometry([{ time: 0, price: 7 }], box)).toEqual({
    path: 'M5.0,25.0 L95.0,25.0',
    min: 7,
    max: 7,
  })
  expect(getChartGeometry([], box)).toBeUndefined()
})
