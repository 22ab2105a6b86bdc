import { describe, expect, test } from 'vitest'
import { CAKE, USDT } from '../test/fixtures'
import { filterTokens } from './filterTokens'
import { sortTokensByQuery } from './sortTokensByQuery'

describe('sortTokensByQuery', () => {
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

  test('exact symbol first, then symbol prefix, then the rest', () => {
    const found = filterTokens(tokens, 'cake')
    expect(
      symbols(sortTokensByQuery([...found, tokens[4] as (typeof tokens)[number]], 'cake')),
    ).toEqual(['CAKE', 'CAKEBNB', 'XYZ'])
    expect(symbols(sortTokensByQuery(tokens, 'other coin'))).toEqual(symbols(tokens))
  })
})
