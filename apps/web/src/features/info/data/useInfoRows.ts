/** The pool and token table rows of the indexed block, as one query-like state each. */
import { useMemo } from 'react'
import type { InfoPair } from '../../../api/info/entities'
import {
  useIndexedNow,
  useInfoMeta,
  usePairHours,
  useTokenHours,
  useTopPairs,
  useTopTokens,
} from '../../../api/info/infoQueries'
import type { QueryLike } from '../components/QueryState'
import { DAY } from '../rules/figures'
import { getPoolRows, getTokenRows, type PoolRow, type TokenRow } from '../rules/rows'

/** Several queries as one: data once all have it, an error if any failed without data. */
export function combine<Data>(
  queries: readonly QueryLike<unknown>[],
  build: () => Data,
): QueryLike<Data> {
  const ready = queries.every((query) => query.data !== undefined)
  return {
    data: ready ? build() : undefined,
    isError: !ready && queries.some((query) => query.isError),
  }
}

export function usePoolRows(pairs?: QueryLike<InfoPair[]>): QueryLike<PoolRow[]> {
  const top = useTopPairs()
  const source = pairs ?? top
  const hours = usePairHours()
  const { now } = useIndexedNow()
  return useMemo(
    () =>
      combine([source, hours, { data: now, isError: false }], () =>
        getPoolRows(source.data ?? [], hours.data ?? [], now ?? 0),
      ),
    [source, hours, now],
  )
}

export function useTokenRows(): QueryLike<TokenRow[]> {
  const tokens = useTopTokens()
  const meta = useInfoMeta()
  const { now } = useIndexedNow()
  const hours = useTokenHours(now === undefined ? undefined : now - 2 * DAY)
  return useMemo(
    () =>
      combine([tokens, hours, meta], () =>
        getTokenRows(tokens.data ?? [], hours.data ?? [], meta.data?.bnbPriceUSD ?? '0', now ?? 0),
      ),
    [tokens, hours, meta, now],
  )
}

/** Keeps the rows whose id is on a watchlist, in the list's order. */
export function onWatchlist<Row>(
  rows: readonly Row[],
  list: readonly string[],
  id: (row: Row) => string,
): Row[] {
  const byId = new Map(rows.map((row) => [id(row), row]))
  return list.flatMap((entry) => {
    const row = byId.get(entry.toLowerCase())
    return row ? [row] : []
  })
}
