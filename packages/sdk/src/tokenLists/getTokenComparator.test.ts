import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BUSD, CAKE, E18, USDT, WBNB } from '../test/fixtures'
import { getTokenComparator } from './getTokenComparator'

describe('getTokenComparator', () => {
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
