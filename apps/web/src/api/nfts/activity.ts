/**
 * NFT market activity (spec §3, §7): asks (NEW, MODIFY, CANCEL) and trades (BUY, SELL) from the
 * GraphQL index, merged newest first. Trades of a collection, a token or the whole market are
 * one row each (event BUY, 'Bought', kept by the BUY and the SELL filters alike); a user's trades
 * are BUY or SELL by the side they were on.
 */
import { parseEther } from 'viem'
import { msg } from '../../i18n'
import {
  array,
  type Decoder,
  decimal,
  digits,
  hash,
  nullable,
  object,
  seconds,
  text,
} from '../decode'
import { type GraphqlEndpoint, requestGraphql } from '../graphql/graphqlClient'

export type ActivityEvent = 'NEW' | 'MODIFY' | 'CANCEL' | 'BUY' | 'SELL'

export const ACTIVITY_EVENTS: readonly ActivityEvent[] = ['NEW', 'CANCEL', 'MODIFY', 'BUY', 'SELL']

/** The table's words for each event (spec §3 activity kinds). */
export const ACTIVITY_EVENT_LABELS: Record<ActivityEvent, string> = {
  NEW: msg('New listing'),
  MODIFY: msg('Modified'),
  CANCEL: msg('Cancelled'),
  BUY: msg('Bought'),
  SELL: msg('Sold'),
}

export type ActivityRow = {
  id: string
  event: ActivityEvent
  collection: string
  collectionName: string
  tokenId: string
  /** The item's name, or null when the index has none. */
  name: string | null
  /** Wei. */
  price: bigint
  from: string | null
  to: string | null
  /** Unix seconds. */
  timestamp: number
  block: number
  transactionHash: string
  /**
   * A trade seen from no side (a collection's, a token's or the market's list): it is a buy
   * and a sale at once, so the BUY and the SELL filters both keep it.
   */
  bothSides: boolean
}

/** Spec §9 subgraph sizes: ask history up to 500, buy and sell history up to 250 each. */
export const ASK_HISTORY_SIZE = 500
export const TRADE_HISTORY_SIZE = 250

const NFT_FIELDS = 'nft { tokenId name collection { id name } }'
const ASK_FIELDS = `id transactionHash block timestamp orderType askPrice seller { id } ${NFT_FIELDS}`
const TRADE_FIELDS = `id transactionHash block timestamp askPrice buyer { id } seller { id } ${NFT_FIELDS}`

type RawNft = { tokenId: string; name: string | null; collection: { id: string; name: string } }
type RawAsk = {
  id: string
  transactionHash: string
  block: number
  timestamp: number
  orderType: string
  askPrice: string
  seller: { id: string }
  nft: RawNft
}
type RawTrade = Omit<RawAsk, 'orderType' | 'seller'> & {
  buyer: { id: string }
  seller: { id: string }
}

const ref = object<{ id: string }>({ id: text })
const rawNft = object<RawNft>({
  tokenId: digits,
  name: nullable(text),
  collection: object<{ id: string; name: string }>({ id: text, name: text }),
})
const located = {
  id: text,
  transactionHash: hash,
  block: seconds,
  timestamp: seconds,
  askPrice: decimal,
  nft: rawNft,
}
const rawAsk: Decoder<RawAsk> = object<RawAsk>({
  ...located,
  orderType: text,
  seller: ref,
})
const rawTrade: Decoder<RawTrade> = object<RawTrade>({ ...located, buyer: ref, seller: ref })

const ORDER_EVENTS: Record<string, ActivityEvent> = {
  New: 'NEW',
  Modify: 'MODIFY',
  Cancel: 'CANCEL',
}

/** BNB as the index writes it (a decimal) in wei; 0 for anything unreadable. */
export function bnbToWei(value: string): bigint {
  try {
    const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.')
    return parseEther(`${whole}.${fraction.slice(0, 18) || '0'}`)
  } catch {
    return 0n
  }
}

function base(raw: RawAsk | RawTrade) {
  return {
    id: raw.id,
    collection: raw.nft.collection.id.toLowerCase(),
    collectionName: raw.nft.collection.name,
    tokenId: raw.nft.tokenId,
    name: raw.nft.name,
    price: bnbToWei(raw.askPrice),
    timestamp: raw.timestamp,
    block: raw.block,
    transactionHash: raw.transactionHash,
  }
}

export function askRow(raw: RawAsk): ActivityRow {
  return {
    ...base(raw),
    event: ORDER_EVENTS[raw.orderType] ?? 'NEW',
    from: raw.seller.id.toLowerCase(),
    to: null,
    bothSides: false,
  }
}

/** A trade: from a user's side (BUY or SELL), or from no side (event BUY, both filters). */
export function tradeRow(raw: RawTrade, side?: 'BUY' | 'SELL'): ActivityRow {
  return {
    ...base(raw),
    event: side ?? 'BUY',
    from: raw.seller.id.toLowerCase(),
    to: raw.buyer.id.toLowerCase(),
    bothSides: side === undefined,
  }
}

/** Newest first (by time, then block, then id), without duplicates by id and event. */
export function mergeActivity(...lists: readonly (readonly ActivityRow[])[]): ActivityRow[] {
  const seen = new Map<string, ActivityRow>()
  for (const row of lists.flat()) seen.set(`${row.event}:${row.id}`, row)
  return [...seen.values()].sort(
    (a, b) =>
      b.timestamp - a.timestamp || b.block - a.block || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  )
}

/** The rows of the chosen events; every row when none is chosen. */
export function filterActivity(
  rows: readonly ActivityRow[],
  events: readonly ActivityEvent[],
): ActivityRow[] {
  if (events.length === 0) return [...rows]
  return rows.filter(
    (row) =>
      events.includes(row.event) ||
      (row.bothSides && (events.includes('BUY') || events.includes('SELL'))),
  )
}

export type ActivityScope =
  | { kind: 'market'; first?: number | undefined }
  | { kind: 'collection'; collection: string }
  | { kind: 'token'; collection: string; tokenId: string }
  | { kind: 'user'; account: string }

const ADDRESS = /^0x[0-9a-f]{40}$/
const TOKEN_ID = /^\d+$/

function literal(value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new TypeError(`Not a valid query value: ${value}`)
  return JSON.stringify(value)
}

/** The GraphQL query of one scope (values checked against strict patterns, then inlined). */
export function activityQuery(scope: ActivityScope): string {
  const list = (first: number, where = '') =>
    `first: ${first}, orderBy: timestamp, orderDirection: desc${where}`
  switch (scope.kind) {
    case 'market': {
      const first = Math.min(Math.max(Math.trunc(scope.first ?? 50), 1), ASK_HISTORY_SIZE)
      return `{ askOrders(${list(first)}) { ${ASK_FIELDS} } transactions(${list(first)}) { ${TRADE_FIELDS} } }`
    }
    case 'collection': {
      // spec §7: the page size is halved when asks and trades are both asked for
      const where = `, where: { collection: ${literal(scope.collection, ADDRESS)} }`
      return `{ askOrders(${list(TRADE_HISTORY_SIZE, where)}) { ${ASK_FIELDS} } transactions(${list(TRADE_HISTORY_SIZE, where)}) { ${TRADE_FIELDS} } }`
    }
    case 'token': {
      const id = JSON.stringify(
        `${literal(scope.collection, ADDRESS).slice(1, -1)}-${literal(scope.tokenId, TOKEN_ID).slice(1, -1)}`,
      )
      return `{ nft(id: ${id}) { askHistory(${list(ASK_HISTORY_SIZE)}) { ${ASK_FIELDS} } transactionHistory(${list(TRADE_HISTORY_SIZE)}) { ${TRADE_FIELDS} } } }`
    }
    case 'user':
      return `{ user(id: ${literal(scope.account, ADDRESS)}) { askOrderHistory(${list(ASK_HISTORY_SIZE)}) { ${ASK_FIELDS} } buyTradeHistory(${list(TRADE_HISTORY_SIZE)}) { ${TRADE_FIELDS} } sellTradeHistory(${list(TRADE_HISTORY_SIZE)}) { ${TRADE_FIELDS} } } }`
  }
}

type AsksAndTrades = { askOrders: RawAsk[]; transactions: RawTrade[] }
type TokenHistory = { nft: { askHistory: RawAsk[]; transactionHistory: RawTrade[] } | null }
type UserHistory = {
  user: {
    askOrderHistory: RawAsk[]
    buyTradeHistory: RawTrade[]
    sellTradeHistory: RawTrade[]
  } | null
}

/** Turns one scope's GraphQL `data` into activity rows. */
export function decodeActivity(scope: ActivityScope): Decoder<ActivityRow[]> {
  switch (scope.kind) {
    case 'market':
    case 'collection':
      return (value, path) => {
        const data = object<AsksAndTrades>({
          askOrders: array(rawAsk),
          transactions: array(rawTrade),
        })(value, path)
        return mergeActivity(
          data.askOrders.map(askRow),
          data.transactions.map((t) => tradeRow(t)),
        )
      }
    case 'token':
      return (value, path) => {
        const { nft } = object<TokenHistory>({
          nft: nullable(
            object<NonNullable<TokenHistory['nft']>>({
              askHistory: array(rawAsk),
              transactionHistory: array(rawTrade),
            }),
          ),
        })(value, path)
        if (!nft) return []
        return mergeActivity(
          nft.askHistory.map(askRow),
          nft.transactionHistory.map((t) => tradeRow(t)),
        )
      }
    case 'user':
      return (value, path) => {
        const { user } = object<UserHistory>({
          user: nullable(
            object<NonNullable<UserHistory['user']>>({
              askOrderHistory: array(rawAsk),
              buyTradeHistory: array(rawTrade),
              sellTradeHistory: array(rawTrade),
            }),
          ),
        })(value, path)
        if (!user) return []
        return mergeActivity(
          user.askOrderHistory.map(askRow),
          user.buyTradeHistory.map((t) => tradeRow(t, 'BUY')),
          user.sellTradeHistory.map((t) => tradeRow(t, 'SELL')),
        )
      }
  }
}

export async function fetchActivity(
  endpoint: GraphqlEndpoint,
  scope: ActivityScope,
  signal?: AbortSignal,
): Promise<ActivityRow[]> {
  const answer = await requestGraphql(endpoint, {
    query: activityQuery(scope),
    decode: decodeActivity(scope),
    signal,
  })
  return answer.data
}
