import { CurrencyAmount, tryParseAmount } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getRemoveLiquidityError } from './getRemoveLiquidityError'
import { BNB, lp, USDT, WBNB_USDT } from './testFixtures'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const all = {
  liquidity: lp(WBNB_USDT, '1'),
  amountA: tryParseAmount('0.1', BNB),
  amountB: tryParseAmount('60', USDT),
}

test('Connect Wallet, then Enter an amount, else nothing', () => {
  expect(getRemoveLiquidityError({ account: undefined, ...all })).toBe('Connect Wallet')
  expect(getRemoveLiquidityError({ account: ACCOUNT, ...all, liquidity: undefined })).toBe(
    'Enter an amount',
  )
  expect(getRemoveLiquidityError({ account: ACCOUNT, ...all, amountB: undefined })).toBe(
    'Enter an amount',
  )
  expect(getRemoveLiquidityError({ account: ACCOUNT, ...all })).toBeUndefined()
  // A zero output still counts as an amount: the router call decides (minimums of 0).
  expect(
    getRemoveLiquidityError({
      account: ACCOUNT,
      ...all,
      amountA: CurrencyAmount.fromRawAmount(BNB, 0n),
    }),
  ).toBeUndefined()
})
