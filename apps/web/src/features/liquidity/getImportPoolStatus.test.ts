import { CurrencyAmount, Pair } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { PairState } from '../../chain/pairs/usePairs'
import { getImportPoolStatus } from './getImportPoolStatus'
import { PAIR_ADDRESS, USDT, WBNB, WBNB_USDT } from './testFixtures'

const EMPTY = new Pair({
  reserveA: CurrencyAmount.fromRawAmount(WBNB, 0n),
  reserveB: CurrencyAmount.fromRawAmount(USDT, 0n),
  address: PAIR_ADDRESS,
})

test.each([
  [{ hasBothCurrencies: false, pairState: PairState.INVALID, pair: null }, 'SELECT'],
  [{ hasBothCurrencies: true, pairState: PairState.LOADING, pair: null }, 'LOADING'],
  [{ hasBothCurrencies: true, pairState: PairState.INVALID, pair: null }, 'INVALID'],
  [{ hasBothCurrencies: true, pairState: PairState.NOT_EXISTS, pair: null }, 'NOT_EXISTS'],
  [{ hasBothCurrencies: true, pairState: PairState.EXISTS, pair: EMPTY }, 'NO_LIQUIDITY'],
  [{ hasBothCurrencies: true, pairState: PairState.EXISTS, pair: WBNB_USDT }, 'FOUND'],
] as const)('%o → %s', (input, expected) => {
  expect(getImportPoolStatus(input)).toBe(expected)
})
