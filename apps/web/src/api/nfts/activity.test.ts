import { describe, expect, test } from 'vitest'
import {
  type ActivityRow,
  activityQuery,
  bnbToWei,
  decodeActivity,
  filterActivity,
  mergeActivity,
} from './activity'

const SQUAD = '0x00000000000000000000000000000000000000aa'
const SELLER = '0x00000000000000000000000000000000000000b1'
const BUYER = '0x00000000000000000000000000000000000000b2'
const TX = `0x${'1'.repeat(64)}`

const nft = { tokenId: '3', name: 'Ghost #3', collection: { id: SQUAD, name: 'Ghost Squad' } }
const ask = (id: string, orderType: string, timestamp: number) => ({
  id,
  transactionHash: TX,
  block: String(timestamp),
  timestamp: String(timestamp),
  orderType,
  askPrice: '0.3',
  seller: { id: SELLER },
  nft,
})
const trade = (id: string, timestamp: number) => ({
  id,
  transactionHash: TX,
  block: String(timestamp),
  timestamp: String(timestamp),
  askPrice: '1.25',
  buyer: { id: BUYER },
  seller: { id: SELLER },
  nft,
})

describe('activity', () => {
  test('BNB decimals become wei exactly', () => {
    expect(bnbToWei('0.3')).toBe(3n * 10n ** 17n)
    expect(bnbToWei('2')).toBe(2n * 10n ** 18n)
    expect(bnbToWei('0.000000000000000001')).toBe(1n)
    expect(bnbToWei('junk')).toBe(0n)
  })

  test('a collection merges asks and trades newest first', () => {
    const rows = decodeActivity({ kind: 'collection', collection: SQUAD })(
      {
        askOrders: [ask('a1', 'New', 100), ask('a2', 'Cancel', 300)],
        transactions: [trade('t1', 200)],
      },
      'data',
    )
    expect(rows.map((row) => [row.id, row.event])).toEqual([
      ['a2', 'CANCEL'],
      ['t1', 'BUY'],
      ['a1', 'NEW'],
    ])
    expect(rows[1]).toMatchObject({ from: SELLER, to: BUYER, price: 125n * 10n ** 16n })
    expect(rows[2]).toMatchObject({ from: SELLER, to: null, tokenId: '3', name: 'Ghost #3' })
  })

  test("a user's buys and sells are told apart", () => {
    const rows = decodeActivity({ kind: 'user', account: BUYER })(
      {
        user: {
          askOrderHistory: [ask('a1', 'Modify', 100)],
          buyTradeHistory: [trade('t1', 200)],
          sellTradeHistory: [trade('t2', 300)],
        },
      },
      'data',
    )
    expect(rows.map((row) => row.event)).toEqual(['SELL', 'BUY', 'MODIFY'])
    expect(decodeActivity({ kind: 'user', account: BUYER })({ user: null }, 'data')).toEqual([])
  })

  test('filters keep the chosen events; none chosen keeps all', () => {
    const rows = mergeActivity(
      decodeActivity({ kind: 'market' })(
        { askOrders: [ask('a1', 'New', 1)], transactions: [trade('t1', 2)] },
        'data',
      ),
    )
    expect(filterActivity(rows, []).length).toBe(2)
    expect(filterActivity(rows, ['NEW']).map((row: ActivityRow) => row.id)).toEqual(['a1'])
    // a market trade is a buy and a sale at once
    expect(filterActivity(rows, ['SELL']).map((row: ActivityRow) => row.id)).toEqual(['t1'])
    expect(filterActivity(rows, ['CANCEL'])).toEqual([])
    const user = decodeActivity({ kind: 'user', account: BUYER })(
      { user: { askOrderHistory: [], buyTradeHistory: [trade('t1', 1)], sellTradeHistory: [] } },
      'data',
    )
    expect(filterActivity(user, ['SELL'])).toEqual([])
  })

  test('queries only take checked values', () => {
    expect(activityQuery({ kind: 'collection', collection: SQUAD })).toContain(
      `where: { collection: "${SQUAD}" }`,
    )
    expect(activityQuery({ kind: 'token', collection: SQUAD, tokenId: '3' })).toContain(
      `nft(id: "${SQUAD}-3")`,
    )
    expect(() => activityQuery({ kind: 'user', account: '0x1" }' })).toThrow(TypeError)
  })
})
