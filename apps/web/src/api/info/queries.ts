/**
 * The Info screens' queries. Values are written into the query text rather than sent as
 * variables: they are only addresses (checked against a strict pattern first) and integers, and
 * inline literals spare the client from naming the server's scalar types.
 */
import { array, decimal, nullable, object } from '../decode'
import { type GraphqlAnswer, type GraphqlEndpoint, requestGraphql } from '../graphql/graphqlClient'
import {
  type Address,
  type InfoPair,
  type InfoToken,
  type InfoTransaction,
  infoPair,
  infoToken,
  LIQUIDITY_EVENT_FIELDS,
  liquidityTransaction,
  META_FIELDS,
  type MetaBlock,
  metaBlock,
  PAIR_DAY_FIELDS,
  PAIR_FIELDS,
  PAIR_HOUR_FIELDS,
  type PairPeriod,
  type ProtocolDay,
  pairDay,
  pairHour,
  protocolDay,
  SWAP_FIELDS,
  swapTransaction,
  TOKEN_DAY_FIELDS,
  TOKEN_FIELDS,
  TOKEN_HOUR_FIELDS,
  type TokenPeriod,
  tokenDay,
  tokenHour,
} from './entities'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Whether `value` may be asked for as an id (a malformed URL never reaches the API). */
export function isAddress(value: string | undefined): value is Address {
  return value !== undefined && ADDRESS.test(value)
}

function idLiteral(id: Address): string {
  if (!isAddress(id)) throw new TypeError(`Not an address: ${id}`)
  return JSON.stringify(id.toLowerCase())
}

function idListLiteral(ids: readonly Address[]): string {
  return `[${ids.map(idLiteral).join(', ')}]`
}

/** BigInt filters as the subgraphs take them: a quoted decimal integer. */
function bigIntLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer: ${value}`)
  return JSON.stringify(String(value))
}

type Fetch<Parameters, Data> = (
  endpoint: GraphqlEndpoint,
  parameters: Parameters,
  signal?: AbortSignal,
) => Promise<GraphqlAnswer<Data>>

/** Most rows a list field gives (the server's cap). */
export const MAX_FIRST = 1000
/** The tables rank the top pools and tokens, as PancakeSwap's and Uniswap's Info do. */
export const TOP_COUNT = 100
export const TRANSACTIONS_PER_KIND = 40

export type InfoMeta = { block: MetaBlock | null; bnbPriceUSD: string }

export const fetchInfoMeta: Fetch<void, InfoMeta> = (endpoint, _parameters, signal) =>
  requestGraphql(endpoint, {
    query: `{ ${META_FIELDS} bundle(id: "1") { bnbPrice } }`,
    decode: (value, path) => {
      const data = object<{ _meta: MetaBlock | null; bundle: { bnbPrice: string } | null }>({
        _meta: metaBlock,
        bundle: nullable(object<{ bnbPrice: string }>({ bnbPrice: decimal })),
      })(value, path)
      return { block: data._meta, bnbPriceUSD: data.bundle?.bnbPrice ?? '0' }
    },
    signal,
  })

export const fetchProtocolDays: Fetch<void, ProtocolDay[]> = (endpoint, _parameters, signal) =>
  requestGraphql(endpoint, {
    query: `{ ghostDayDatas(first: ${MAX_FIRST}, orderBy: date, orderDirection: desc) {
      date dailyVolumeUSD totalLiquidityUSD dailyFeesUSD } }`,
    decode: (value, path) =>
      object<{ ghostDayDatas: ProtocolDay[] }>({ ghostDayDatas: array(protocolDay) })(value, path)
        .ghostDayDatas,
    signal,
  })

export const fetchTopPairs: Fetch<void, InfoPair[]> = (endpoint, _parameters, signal) =>
  requestGraphql(endpoint, {
    query: `{ pairs(first: ${TOP_COUNT}, orderBy: reserveUSD, orderDirection: desc) { ${PAIR_FIELDS} } }`,
    decode: (value, path) =>
      object<{ pairs: InfoPair[] }>({ pairs: array(infoPair) })(value, path).pairs,
    signal,
  })

export const fetchTopTokens: Fetch<void, InfoToken[]> = (endpoint, _parameters, signal) =>
  requestGraphql(endpoint, {
    query: `{ tokens(first: ${TOP_COUNT}, orderBy: tradeVolumeUSD, orderDirection: desc) { ${TOKEN_FIELDS} } }`,
    decode: (value, path) =>
      object<{ tokens: InfoToken[] }>({ tokens: array(infoToken) })(value, path).tokens,
    signal,
  })

/** Hours of pairs (all, or those given) that start after `since`: the 24 h and 48 h windows. */
export const fetchPairHours: Fetch<{ since: number; pairs?: readonly Address[] }, PairPeriod[]> = (
  endpoint,
  { since, pairs },
  signal,
) =>
  requestGraphql(endpoint, {
    query: `{ pairHourDatas(first: ${MAX_FIRST}, orderBy: hourStartUnix, orderDirection: desc,
      where: { hourStartUnix_gt: ${bigIntLiteral(since)}${pairs ? `, pair_in: ${idListLiteral(pairs)}` : ''} }) {
      ${PAIR_HOUR_FIELDS} } }`,
    decode: (value, path) =>
      object<{ pairHourDatas: PairPeriod[] }>({ pairHourDatas: array(pairHour) })(value, path)
        .pairHourDatas,
    signal,
  })

export const fetchTokenHours: Fetch<{ since: number; token?: Address }, TokenPeriod[]> = (
  endpoint,
  { since, token },
  signal,
) =>
  requestGraphql(endpoint, {
    query: `{ tokenHourDatas(first: ${MAX_FIRST}, orderBy: periodStartUnix, orderDirection: desc,
      where: { periodStartUnix_gt: ${bigIntLiteral(since)}${token ? `, token: ${idLiteral(token)}` : ''} }) {
      ${TOKEN_HOUR_FIELDS} } }`,
    decode: (value, path) =>
      object<{ tokenHourDatas: TokenPeriod[] }>({ tokenHourDatas: array(tokenHour) })(value, path)
        .tokenHourDatas,
    signal,
  })

/** The latest swaps, adds and removes (of some pairs, or all), newest first. */
export const fetchTransactions: Fetch<{ pairs?: readonly Address[] }, InfoTransaction[]> = (
  endpoint,
  { pairs },
  signal,
) => {
  const where = pairs ? `, where: { pair_in: ${idListLiteral(pairs)} }` : ''
  const list = `first: ${TRANSACTIONS_PER_KIND}, orderBy: timestamp, orderDirection: desc${where}`
  return requestGraphql(endpoint, {
    query: `{ swaps(${list}) { ${SWAP_FIELDS} } mints(${list}) { ${LIQUIDITY_EVENT_FIELDS} }
      burns(${list}) { ${LIQUIDITY_EVENT_FIELDS} } }`,
    decode: (value, path) => {
      const data = object<{
        swaps: InfoTransaction[]
        mints: InfoTransaction[]
        burns: InfoTransaction[]
      }>({
        swaps: array(swapTransaction),
        mints: array(liquidityTransaction('add')),
        burns: array(liquidityTransaction('remove')),
      })(value, path)
      return [...data.swaps, ...data.mints, ...data.burns].sort(
        (a, b) => b.timestamp - a.timestamp || b.id.localeCompare(a.id),
      )
    },
    signal,
  })
}

export type PairDetails = { pair: InfoPair | null; days: PairPeriod[] }

export const fetchPairDetails: Fetch<{ id: Address }, PairDetails> = (endpoint, { id }, signal) =>
  requestGraphql(endpoint, {
    query: `{ pair(id: ${idLiteral(id)}) { ${PAIR_FIELDS} }
      pairDayDatas(first: ${MAX_FIRST}, orderBy: date, orderDirection: desc,
        where: { pair: ${idLiteral(id)} }) { ${PAIR_DAY_FIELDS} } }`,
    decode: (value, path) => {
      const data = object<{ pair: InfoPair | null; pairDayDatas: PairPeriod[] }>({
        pair: nullable(infoPair),
        pairDayDatas: array(pairDay),
      })(value, path)
      return { pair: data.pair, days: data.pairDayDatas }
    },
    signal,
  })

export type TokenDetails = { token: InfoToken | null; days: TokenPeriod[]; pairs: InfoPair[] }

export const fetchTokenDetails: Fetch<{ id: Address }, TokenDetails> = (endpoint, { id }, signal) =>
  requestGraphql(endpoint, {
    query: `{ token(id: ${idLiteral(id)}) { ${TOKEN_FIELDS} }
      tokenDayDatas(first: ${MAX_FIRST}, orderBy: date, orderDirection: desc,
        where: { token: ${idLiteral(id)} }) { ${TOKEN_DAY_FIELDS} }
      pairs0: pairs(first: ${TOP_COUNT}, orderBy: reserveUSD, orderDirection: desc,
        where: { token0: ${idLiteral(id)} }) { ${PAIR_FIELDS} }
      pairs1: pairs(first: ${TOP_COUNT}, orderBy: reserveUSD, orderDirection: desc,
        where: { token1: ${idLiteral(id)} }) { ${PAIR_FIELDS} } }`,
    decode: (value, path) => {
      const data = object<{
        token: InfoToken | null
        tokenDayDatas: TokenPeriod[]
        pairs0: InfoPair[]
        pairs1: InfoPair[]
      }>({
        token: nullable(infoToken),
        tokenDayDatas: array(tokenDay),
        pairs0: array(infoPair),
        pairs1: array(infoPair),
      })(value, path)
      return {
        token: data.token,
        days: data.tokenDayDatas,
        pairs: [...data.pairs0, ...data.pairs1],
      }
    },
    signal,
  })
