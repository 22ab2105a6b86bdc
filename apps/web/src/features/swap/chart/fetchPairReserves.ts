/**
 * A pair's reserves over a chart range from the indexer (spec §7's `pairHourDatas` and
 * `pairDayDatas`): each hour's or day's closing reserves, oldest first. Reserves are the API's
 * BigDecimal strings, already in whole tokens.
 */
import { array, decimal, object, seconds } from '../../../lib/decode'
import {
  type Address,
  type GraphqlAnswer,
  type GraphqlEndpoint,
  isAddress,
  requestGraphql,
} from '../../info/api'
import { CHART_PERIOD, CHART_RANGES, type ChartRange } from './chartRanges'

export type ReservesPoint = { time: number; reserve0: string; reserve1: string }

/** More than a month of days or a week of hours holds; the server's cap. */
const MAX_ROWS = 1000

const hourRow = object<{ hourStartUnix: number; reserve0: string; reserve1: string }>({
  hourStartUnix: seconds,
  reserve0: decimal,
  reserve1: decimal,
})
const dayRow = object<{ date: number; reserve0: string; reserve1: string }>({
  date: seconds,
  reserve0: decimal,
  reserve1: decimal,
})

/** The GraphQL query of one range; the pair is checked first, since it is written into the text. */
export function getPairReservesQuery(pair: Address, range: ChartRange, now: number): string {
  if (!isAddress(pair)) throw new TypeError(`Not an address: ${pair}`)
  const id = JSON.stringify(pair.toLowerCase())
  const since = JSON.stringify(String(Math.max(0, Math.floor(now - CHART_RANGES[range]))))
  return CHART_PERIOD[range] === 'hour'
    ? `{ pairHourDatas(first: ${MAX_ROWS}, orderBy: hourStartUnix, orderDirection: asc,
        where: { pair: ${id}, hourStartUnix_gte: ${since} }) { hourStartUnix reserve0 reserve1 } }`
    : `{ pairDayDatas(first: ${MAX_ROWS}, orderBy: date, orderDirection: asc,
        where: { pair: ${id}, date_gte: ${since} }) { date reserve0 reserve1 } }`
}

export function fetchPairReserves(
  endpoint: GraphqlEndpoint,
  { pair, range, now }: { pair: Address; range: ChartRange; now: number },
  signal?: AbortSignal,
): Promise<GraphqlAnswer<ReservesPoint[]>> {
  return requestGraphql(endpoint, {
    query: getPairReservesQuery(pair, range, now),
    decode: (value, path) =>
      CHART_PERIOD[range] === 'hour'
        ? object({ pairHourDatas: array(hourRow) })(value, path).pairHourDatas.map((row) => ({
            time: row.hourStartUnix,
            reserve0: row.reserve0,
            reserve1: row.reserve1,
          }))
        : object({ pairDayDatas: array(dayRow) })(value, path).pairDayDatas.map((row) => ({
            time: row.date,
            reserve0: row.reserve0,
            reserve1: row.reserve1,
          })),
    signal,
  })
}
