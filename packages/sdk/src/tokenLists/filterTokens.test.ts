import { describe, expect, test } from 'vitest'
import { CAKE, USDT } from '../test/fixtures'
import { filterTokens } from './filterTokens'

describe('filterTokens', () => {
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
})
