import { type Currency, CurrencyAmount, tryParseAmount } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { PairState } from '../../chain/pairs/usePairs'
import { getAddLiquidityError } from './getAddLiquidityError'
import { BNB, USDT } from './testFixtures'

const amount = (value: string, currency: Currency) => tryParseAmount(value, currency)
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const enough = {
  a: { amount: amount('1', BNB), balance: amount('10', BNB) },
  b: { amount: amount('600', USDT), balance: amount('1000', USDT) },
}

describe('getAddLiquidityError (spec §5 override order)', () => {
  test('nothing wrong: no error, the button reads Supply', () => {
    expect(
      getAddLiquidityError({ account: ACCOUNT, pairState: PairState.EXISTS, ...enough }),
    ).toBeUndefined()
  })

  test('Connect Wallet first, even with an invalid pair and no amounts', () => {
    expect(
      getAddLiquidityError({
        account: undefined,
        pairState: PairState.INVALID,
        a: { amount: undefined, balance: undefined },
        b: { amount: undefined, balance: undefined },
      }),
    ).toEqual({ message: 'Connect Wallet' })
  })

  test('Invalid pair, then Enter an amount when either side is missing', () => {
    const missingB = { a: enough.a, b: { amount: undefined, balance: enough.b.balance } }
    expect(
      getAddLiquidityError({ account: ACCOUNT, pairState: PairState.INVALID, ...missingB }),
    ).toEqual({ message: 'Invalid pair' })
    expect(
      getAddLiquidityError({ account: ACCOUNT, pairState: PairState.NOT_EXISTS, ...missingB }),
    ).toEqual({ message: 'Enter an amount' })
  })

  test('a low balance overrides the earlier texts, and B overrides A', () => {
    const lowA = { amount: amount('11', BNB), balance: amount('10', BNB) }
    const lowB = { amount: amount('1001', USDT), balance: amount('1000', USDT) }
    expect(
      getAddLiquidityError({ account: ACCOUNT, pairState: PairState.EXISTS, a: lowA, b: enough.b }),
    ).toEqual({ message: 'Insufficient %symbol% balance', symbol: 'BNB' })
    expect(
      getAddLiquidityError({ account: ACCOUNT, pairState: PairState.EXISTS, a: lowA, b: lowB }),
    ).toEqual({ message: 'Insufficient %symbol% balance', symbol: 'USDT' })
    // B typed too high while A is still empty: the balance message, not 'Enter an amount'.
    expect(
      getAddLiquidityError({
        account: ACCOUNT,
        pairState: PairState.NOT_EXISTS,
        a: { amount: undefined, balance: enough.a.balance },
        b: lowB,
      }),
    ).toEqual({ message: 'Insufficient %symbol% balance', symbol: 'USDT' })
  })

  test('exactly the balance is enough; an unknown balance says nothing', () => {
    const exact = { amount: amount('10', BNB), balance: amount('10', BNB) }
    expect(
      getAddLiquidityError({
        account: ACCOUNT,
        pairState: PairState.EXISTS,
        a: exact,
        b: enough.b,
      }),
    ).toBeUndefined()
    expect(
      getAddLiquidityError({
        account: ACCOUNT,
        pairState: PairState.EXISTS,
        a: { amount: CurrencyAmount.fromRawAmount(BNB, 10n ** 30n), balance: undefined },
        b: enough.b,
      }),
    ).toBeUndefined()
  })
})
