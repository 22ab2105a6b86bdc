import type { ApiCollectionTokens, ApiToken } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { parseNftAddress, parseTokenId } from '../../features/nfts/data/params'
import { testToken } from '../../features/nfts/test/apiFixtures'
import {
  activeTraits,
  collectionTokensRequest,
  DEFAULT_TOKENS_QUERY,
  mergeTokenPages,
  nextTokensPage,
  toggleTrait,
} from './collectionTokensQuery'

function token(tokenId: string, name = `#${tokenId}`): ApiToken {
  return testToken({ tokenId, name })
}

function page(pageNumber: number, data: ApiToken[], total: number): ApiCollectionTokens {
  return { data, total, page: pageNumber, size: 2, indexedTo: null, attributesDistribution: {} }
}

describe('collectionTokensRequest', () => {
  test('the default asks the tokens endpoint by token id ascending with no extra keys', () => {
    expect(collectionTokensRequest(DEFAULT_TOKENS_QUERY, 1)).toEqual({
      endpoint: 'tokens',
      query: { page: 1, size: 100 },
    })
  })

  test('ordering, On Sale and traits go to the filter endpoint', () => {
    const request = collectionTokensRequest(
      {
        ordering: { field: 'price', direction: 'desc' },
        onSale: true,
        traits: { Eyes: ['Red', 'Blue'], Hat: [] },
      },
      3,
    )
    expect(request).toEqual({
      endpoint: 'filter',
      query: {
        Eyes: ['Blue', 'Red'],
        page: 3,
        size: 100,
        orderBy: 'price',
        direction: 'desc',
        onSale: 1,
      },
    })
  })
})

describe('trait filters', () => {
  test('toggle adds and removes a value; empty traits drop out', () => {
    const one = toggleTrait({}, 'Eyes', 'Red')
    expect(one).toEqual({ Eyes: ['Red'] })
    expect(toggleTrait(one, 'Eyes', 'Red')).toEqual({})
    expect(activeTraits({ b: ['2', '1', '1'], a: ['x'] })).toEqual({ a: ['x'], b: ['1', '2'] })
  })
})

describe('paging', () => {
  test('next page until the total is loaded', () => {
    expect(nextTokensPage(page(1, [token('1'), token('2')], 3))).toBe(2)
    expect(nextTokensPage(page(2, [token('3')], 3))).toBeUndefined()
    expect(nextTokensPage(page(1, [], 5))).toBeUndefined()
  })

  test('pages merge by token id, the later copy wins', () => {
    const merged = mergeTokenPages([
      page(1, [token('1'), token('2')], 4),
      page(2, [token('2', 'new'), token('3')], 4),
    ])
    expect(merged.map((entry) => [entry.tokenId, entry.name])).toEqual([
      ['1', '#1'],
      ['2', 'new'],
      ['3', '#3'],
    ])
  })
})

describe('URL parameters', () => {
  test('bad addresses and token ids become undefined', () => {
    expect(parseNftAddress('0xABCDEFabcdef0123456789012345678901234567')).toBe(
      '0xabcdefabcdef0123456789012345678901234567',
    )
    for (const bad of [
      undefined,
      '',
      'nope',
      '0x123',
      '0xZZ23456789012345678901234567890123456789',
    ]) {
      expect(parseNftAddress(bad)).toBeUndefined()
    }
    expect(parseTokenId('007')).toBe('7')
    for (const bad of [undefined, '', '-1', '1.5', 'abc', '1e3', '9'.repeat(79)]) {
      expect(parseTokenId(bad)).toBeUndefined()
    }
  })
})
