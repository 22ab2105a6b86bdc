/**
 * A pair's reserves over a chart range from the indexer (spec §7's `pairHourDatas` and
 * `pairDayDatas`): each hour's or day's closing reserves, oldest first, starting with the
 * reserves the range opened with. Reserves are the API's BigDecimal strings, already in whole
 * tokens.
 */
import { decimal, object } from '../../../api/decode'
import {
  type Address,
  type GraphqlAnswer,
  type GraphqlEndpoint,
  requestGraphql,
} from '../../../api/info'
import { CHART_PERIOD, CHART_RANGES, type ChartRange } from './chartRanges'
import {
  addressFilter,
  timedRow,
  type WindowList,
  windowRows,
  windowSelection,
} from './historyWindow'

export type ReservesPoint = { time: number; reserve0: string; reserve1: string }

const LISTS: Record<'hour' | 'day', WindowList> = {
  hour: { field: 'pairHourDatas', time: 'hourStartUnix' },
  day: { field: 'pairDayDatas', time: 'date' },
}

const reserves = object<{ reserve0: string; reserve1: string }>({
  reserve0: decimal,
  reserve1: decimal,
})

/** Where a range starts: `now` less the range, not before the epoch. */
export function rangeStart(range: ChartRange, now: number): number {
  return Math.max(0, Math.floor(now - CHART_RANGES[range]))
}

/** The GraphQL query of one range; the pair is checked first, since it is written into the text. */
export function getPairReservesQuery(pair: Address, range: ChartRange, now: number): string {
  const filter = addressFilter('pair', pair)
  const list = LISTS[CHART_PERIOD[range]]
  return `{ ${windowSelection('rows', list, filter, rangeStart(range, now), 'reserve0 reserve1')} }`
}

export function fetchPairReserves(
  endpoint: GraphqlEndpoint,
  { pair, range, now }: { pair: Address; range: ChartRange; now: number },
  signal?: AbortSignal,
): Promise<GraphqlAnswer<ReservesPoint[]>> {
  const list = LISTS[CHART_PERIOD[range]]
  return requestGraphql(endpoint, {
    query: getPairReservesQuery(pair, range, now),
    decode: (value, path) =>
      windowRows(value, path, 'rows', timedRow(list, reserves), rangeStart(range, now)).map(
        ({ time, reserve0, reserve1 }) => ({ time, reserve0, reserve1 }),
      ),
    signal,
  })
}
