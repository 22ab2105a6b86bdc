import { expect, test } from 'vitest'
import { getPairReservesQuery } from './fetchPairReserves'
import { getChartGeometry } from './getChartGeometry'
import { getPriceSeries } from './getPriceSeries'

const PAIR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

test('1W reads a week of pair hours, 1M a month of pair days, up to the indexed time', () => {
  const week = getPairReservesQuery(PAIR, '1W', 1_000_000)
  expect(week).toContain('pairHourDatas(')
  expect(week).toContain(`pair: "${PAIR.toLowerCase()}"`)
  expect(week).toContain(`hourStartUnix_gte: "${1_000_000 - 7 * 86_400}"`)
  const month = getPairReservesQuery(PAIR, '1M', 1_000_000)
  expect(month).toContain('pairDayDatas(')
  expect(month).toContain('date_gte: "0"')
  expect(() => getPairReservesQuery('0x1234" } }' as `0x${string}`, '1W', 0)).toThrow(
    'Not an address',
  )
})

test('price series: quote per base in whole units, sorted by time, empty pools skipped', () => {
  const points = [
    { time: 900, reserve0: '2', reserve1: '1200' },
    { time: 300, reserve0: '1', reserve1: '600.5' },
    { time: 500, reserve0: '0', reserve1: '0' },
  ]
  expect(getPriceSeries({ points, baseIsToken0: true })).toEqual([
    { time: 300, price: 600.5 },
    { time: 900, price: 600 },
  ])
  expect(
    getPriceSeries({
      points: [{ time: 1, reserve0: '4', reserve1: '0.000001' }],
      baseIsToken0: false,
    }),
  ).toEqual([{ time: 1, price: 4_000_000 }])
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
