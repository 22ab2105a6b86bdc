import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, CAKE, E18, USDT, WBNB } from '../test/fixtures'
import { getTokenComparator } from './getTokenComparator'

describe('getTokenComparator', () => {
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
})
