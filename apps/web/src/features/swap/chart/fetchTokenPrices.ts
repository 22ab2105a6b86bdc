/**
 * Two tokens' USD prices over a chart range from the indexer's token rollups (`tokenHourDatas`,
 * `tokenDayDatas`: each period's closing `priceUSD`, what the Info token charts draw), oldest
 * first, each starting with the price the range opened with. For a pair without a direct pool.
 */
import { decimal, object } from '../../../api/decode'
import {
  type Address,
  type GraphqlAnswer,
  type GraphqlEndpoint,
  requestGraphql,
} from '../../../api/info'
import { CHART_PERIOD, type ChartRange } from './chartRanges'
import { rangeStart } from './fetchPairReserves'
import {
  addressFilter,
  timedRow,
  type WindowList,
  windowRows,
  windowSelection,
} from './historyWindow'

export type UsdPricePoint = { time: number; priceUSD: string }

const LISTS: Record<'hour' | 'day', WindowList> = {
  hour: { field: 'tokenHourDatas', time: 'periodStartUnix' },
  day: { field: 'tokenDayDatas', time: 'date' },
}

const price = object<{ priceUSD: string }>({ priceUSD: decimal })

export type TokenPricesParameters = {
  base: Address
  quote: Address
  range: ChartRange
  now: number
}

export function getTokenPricesQuery({ base, quote, range, now }: TokenPricesParameters): string {
  const list = LISTS[CHART_PERIOD[range]]
  const since = rangeStart(range, now)
  return `{ ${windowSelection('base', list, addressFilter('token', base), since, 'priceUSD')}
    ${windowSelection('quote', list, addressFilter('token', quote), since, 'priceUSD')} }`
}

export function fetchTokenPrices(
  endpoint: GraphqlEndpoint,
  parameters: TokenPricesParameters,
  signal?: AbortSignal,
): Promise<GraphqlAnswer<{ base: UsdPricePoint[]; quote: UsdPricePoint[] }>> {
  const list = LISTS[CHART_PERIOD[parameters.range]]
  const since = rangeStart(parameters.range, parameters.now)
  const row = timedRow(list, price)
  const points = (rows: { time: number; priceUSD: string }[]) =>
    rows.map(({ time, priceUSD }) => ({ time, priceUSD }))
  return requestGraphql(endpoint, {
    query: getTokenPricesQuery(parameters),
    decode: (value, path) => ({
      base: points(windowRows(value, path, 'base', row, since)),
      quote: points(windowRows(value, path, 'quote', row, since)),
    }),
    signal,
  })
}
