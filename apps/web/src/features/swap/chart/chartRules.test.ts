import { expect, test } from 'vitest'
import { decimal, object } from '../../../api/decode'
import { getPairReservesQuery } from './fetchPairReserves'
import { getTokenPricesQuery } from './fetchTokenPrices'
import { getChartGeometry } from './getChartGeometry'
import { getCrossPriceSeries, getPriceSeries } from './getPriceSeries'
import { timedRow, windowRows } from './historyWindow'

const PAIR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

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

test('each range also asks for the last period before it, so a quiet market still has a price', () => {
  const week = getPairReservesQuery(PAIR, '1W', 1_000_000)
  expect(week).toContain(`hourStartUnix_lt: "${1_000_000 - 7 * 86_400}"`)
  expect(week).toMatch(
    /rowsBefore: pairHourDatas\(first: 1, orderBy: hourStartUnix, orderDirection: desc/,
  )
  const prices = getTokenPricesQuery({ base: PAIR, quote: OTHER, range: '1M', now: 3_000_000 })
  expect(prices).toContain(`base: tokenDayDatas(`)
  expect(prices).toContain(`token: "${PAIR.toLowerCase()}", date_gte: "408000"`)
  expect(prices).toContain(`quoteBefore: tokenDayDatas(first: 1`)
  expect(prices).toContain(`token: "${OTHER.toLowerCase()}", date_lt: "408000"`)
  expect(getTokenPricesQuery({ base: PAIR, quote: OTHER, range: '1W', now: 3_000_000 })).toContain(
    'tokenHourDatas(',
  )
  expect(() =>
    getTokenPricesQuery({ base: '0x1" } }' as `0x${string}`, quote: OTHER, range: '1W', now: 0 }),
  ).toThrow('Not an address')
})

test('the row before the range is drawn from the range’s start', () => {
  const row = timedRow(
    { field: 'tokenHourDatas', time: 'periodStartUnix' },
    object({ priceUSD: decimal }),
  )
  const answer = {
    base: [
      { periodStartUnix: '7200', priceUSD: '2' },
      { periodStartUnix: '3600', priceUSD: '1.5' },
    ],
    baseBefore: [{ periodStartUnix: '0', priceUSD: '1' }],
  }
  expect(windowRows(answer, '', 'base', row, 1800)).toEqual([
    { time: 1800, priceUSD: '1' },
    { time: 3600, priceUSD: '1.5' },
    { time: 7200, priceUSD: '2' },
  ])
  expect(() => windowRows({ base: [] }, '', 'base', row, 0)).toThrow('baseBefore')
})

test('no direct pool: base USD over quote USD, each at its latest price so far', () => {
  // BNB at $600 then $660; CAKE (quoted through GHOST) first priced at t=10, $2 then $3
  expect(
    getCrossPriceSeries({
      base: [
        { time: 20, priceUSD: '660' },
        { time: 0, priceUSD: '600' },
      ],
      quote: [
        { time: 10, priceUSD: '2' },
        { time: 30, priceUSD: '3' },
      ],
    }),
  ).toEqual([
    { time: 10, price: 300 },
    { time: 20, price: 330 },
    { time: 30, price: 220 },
  ])
  // a period where either token could not be priced is left out, not drawn as zero or infinity
  expect(
    getCrossPriceSeries({
      base: [
        { time: 0, priceUSD: '1' },
        { time: 20, priceUSD: '0' },
      ],
      quote: [
        { time: 0, priceUSD: '0.000004' },
        { time: 10, priceUSD: '0' },
        { time: 30, priceUSD: '4' },
      ],
    }),
  ).toEqual([{ time: 0, price: 250_000 }])
  expect(getCrossPriceSeries({ base: [{ time: 0, priceUSD: '1' }], quote: [] })).toEqual([])
})
