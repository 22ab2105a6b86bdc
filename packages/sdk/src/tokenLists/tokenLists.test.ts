import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { BaseError } from '../errors/base'
import { BNB, BUSD, CAKE, E18, USDT, WBNB } from '../test/fixtures'
import { filterTokens } from './filterTokens'
import { getSearchEnterSelection } from './getSearchEnterSelection'
import { getTokenComparator } from './getTokenComparator'
import {
  getVersionUpgrade,
  isVersionUpdate,
  VersionUpgrade,
  versionComparator,
} from './getVersionUpgrade'
import { EMPTY_TOKEN_LIST_STATE, reduceTokenListState } from './reduceTokenListState'
import { sortTokensByQuery } from './sortTokensByQuery'
import { tokenListToMap } from './tokenListToMap'
import type { TokenList } from './types'
import { validateTokenList } from './validateTokenList'

const list: TokenList = {
  name: 'Ghost Default',
  timestamp: '2021-05-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 0 },
  tokens: [
    { chainId: 56, address: USDT.address, name: 'Tether USD', symbol: 'USDT', decimals: 18 },
    { chainId: 56, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
    { chainId: 97, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
  ],
}

function messageOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as BaseError).shortMessage
  }
  return undefined
}

describe('schema validation', () => {
  test('a valid list passes unchanged', () => {
    expect(validateTokenList(list)).toBe(list)
  })

  test("'Token list failed validation: …' lists every problem", () => {
    expect(messageOf(() => validateTokenList({ name: 'Broken', tokens: [] }))).toBe(
      "Token list failed validation: must have required property 'timestamp'; must have required property 'version'; /tokens must NOT have fewer than 1 items",
    )
    expect(
      messageOf(() =>
        validateTokenList({
          ...list,
          tokens: [{ ...list.tokens[0], address: '0x12', decimals: 300 }],
        }),
      ),
    ).toBe(
      'Token list failed validation: /tokens/0/address must match pattern "^(0x[a-fA-F0-9]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$"; /tokens/0/decimals must be <= 255',
    )
  })

  test("'Duplicate tokens.' on one chain; the same address on two chains is fine", () => {
    const map = tokenListToMap(list)
    expect(map[56]?.[CAKE.address]?.token.equals(CAKE)).toBe(true)
    expect(map[97]?.[CAKE.address]?.token.chainId).toBe(97)
    expect(map[56]?.[USDT.address]?.list).toBe(list)
    const duplicated = {
      ...list,
      tokens: [...list.tokens, { ...list.tokens[0], address: USDT.address.toLowerCase() }],
    } as TokenList
    expect(messageOf(() => tokenListToMap(duplicated))).toBe('Duplicate tokens.')
  })
})

describe('versions', () => {
  const v = (major: number, minor: number, patch: number) => ({ major, minor, patch })

  test('upgrade kinds and pending-update detection', () => {
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 3))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 4))).toBe(VersionUpgrade.PATCH)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 3, 0))).toBe(VersionUpgrade.MINOR)
    expect(getVersionUpgrade(v(1, 2, 3), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR)
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 1, 9))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(2, 0, 0), v(1, 9, 9))).toBe(VersionUpgrade.NONE)
    expect(versionComparator(v(1, 0, 0), v(1, 0, 0))).toBe(0)
    expect(isVersionUpdate(v(1, 0, 0), v(1, 0, 1))).toBe(true)
    expect(isVersionUpdate(v(1, 0, 1), v(1, 0, 0))).toBe(false)
  })

  test('list state: pending, current, pending update, accept, failure', () => {
    const newer = { ...list, version: { major: 1, minor: 3, patch: 0 } }
    let state = reduceTokenListState(EMPTY_TOKEN_LIST_STATE, {
      type: 'fetchPending',
      requestId: 'a',
    })
    expect(state).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: 'a',
      error: null,
    })
    state = reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'a', list })
    expect(state.current).toBe(list)
    expect(
      messageOf(() => reduceTokenListState(state, { type: 'acceptUpdate' }, 'https://x')),
    ).toBe('accept list update called without pending update')
    state = reduceTokenListState(state, { type: 'fetchPending', requestId: 'b' })
    // the same version again changes nothing but ends the loading
    expect(reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'b', list })).toEqual({
      current: list,
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    })
    // a stale reply is ignored
    expect(
      reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'a', list: newer }),
    ).toBe(state)
    state = reduceTokenListState(state, { type: 'fetchFulfilled', requestId: 'b', list: newer })
    expect([state.current, state.pendingUpdate]).toEqual([list, newer])
    state = reduceTokenListState(state, { type: 'acceptUpdate' })
    expect([state.current, state.pendingUpdate]).toEqual([newer, null])
    state = reduceTokenListState(state, { type: 'fetchPending', requestId: 'c' })
    expect(
      reduceTokenListState(state, { type: 'fetchRejected', requestId: 'x', errorMessage: 'late' }),
    ).toBe(state)
    expect(
      reduceTokenListState(state, {
        type: 'fetchRejected',
        requestId: 'c',
        errorMessage: 'Failed to download list https://x',
      }),
    ).toEqual({
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: 'Failed to download list https://x',
    })
  })
})

describe('token search', () => {
  const tokens = [
    {
      address: '0x0000000000000000000000000000000000000001',
      symbol: 'CAKEBNB',
      name: 'Cake BNB LP',
    },
    { address: USDT.address, symbol: 'USDT', name: 'Tether USD' },
    { address: '0x0000000000000000000000000000000000000002', symbol: 'BUSD', name: 'Binance USD' },
    { address: CAKE.address, symbol: 'CAKE', name: 'PancakeSwap Token' },
    {
      address: '0x0000000000000000000000000000000000000003',
      symbol: 'XYZ',
      name: 'Some Other Coin',
    },
  ]
  const symbols = (found: readonly { symbol?: string | undefined }[]) =>
    found.map((token) => token.symbol)

  test('an address query matches exactly, in any case', () => {
    expect(symbols(filterTokens(tokens, USDT.address.toLowerCase()))).toEqual(['USDT'])
    expect(filterTokens(tokens, '0x0000000000000000000000000000000000000009')).toEqual([])
  })

  test('every word is a prefix or suffix of a word of the symbol or of the name', () => {
    expect(symbols(filterTokens(tokens, 'usd'))).toEqual(['USDT', 'BUSD'])
    expect(symbols(filterTokens(tokens, 'cake'))).toEqual(['CAKEBNB', 'CAKE'])
    expect(symbols(filterTokens(tokens, 'swap'))).toEqual(['CAKE'])
    expect(symbols(filterTokens(tokens, 'other coin'))).toEqual(['XYZ'])
    expect(symbols(filterTokens(tokens, 'some usd'))).toEqual([])
    expect(symbols(filterTokens(tokens, 'ak'))).toEqual([])
    expect(filterTokens(tokens, '   ')).toHaveLength(5)
    expect(filterTokens(tokens, '')).toHaveLength(5)
  })

  test('exact symbol first, then symbol prefix, then the rest', () => {
    const found = filterTokens(tokens, 'cake')
    expect(
      symbols(sortTokensByQuery([...found, tokens[4] as (typeof tokens)[number]], 'cake')),
    ).toEqual(['CAKE', 'CAKEBNB', 'XYZ'])
    expect(symbols(sortTokensByQuery(tokens, 'other coin'))).toEqual(symbols(tokens))
  })

  test('dropdown order: balance descending, then symbol', () => {
    const balances = {
      [USDT.address]: CurrencyAmount.fromRawAmount(USDT, E18),
      [BUSD.address]: CurrencyAmount.fromRawAmount(BUSD, 5n * E18),
      [WBNB.address]: CurrencyAmount.fromRawAmount(WBNB, 0n),
    }
    const sorted = [
      CAKE,
      WBNB,
      USDT,
      BUSD,
      { address: '0x1', symbol: undefined },
      { address: '0x2', symbol: 'aaa' },
    ].sort(getTokenComparator(balances))
    expect(sorted.map((token) => token.symbol)).toEqual([
      'BUSD',
      'USDT',
      'aaa',
      'CAKE',
      'WBNB',
      undefined,
    ])
  })

  test('Enter selects BNB for "bnb", else an exact or only result', () => {
    expect(getSearchEnterSelection({ query: ' BNB ', results: [USDT], native: BNB })).toBe(BNB)
    expect(getSearchEnterSelection({ query: 'usdt', results: [USDT, BUSD], native: BNB })).toBe(
      USDT,
    )
    expect(getSearchEnterSelection({ query: 'us', results: [BUSD], native: BNB })).toBe(BUSD)
    expect(
      getSearchEnterSelection({ query: 'us', results: [USDT, BUSD], native: BNB }),
    ).toBeUndefined()
    expect(getSearchEnterSelection({ query: 'us', results: [], native: BNB })).toBeUndefined()
  })
})
