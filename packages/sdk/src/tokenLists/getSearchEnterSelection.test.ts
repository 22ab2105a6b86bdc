import { describe, expect, test } from 'vitest'
import { BNB, BUSD, CAKE, USDT } from '../test/fixtures'
import { getSearchEnterSelection } from './getSearchEnterSelection'

describe('getSearchEnterSelection', () => {
  const _tokens = [
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
  const _symbols = (found: readonly { symbol?: string | undefined }[]) =>
    found.map((token) => token.symbol)

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
