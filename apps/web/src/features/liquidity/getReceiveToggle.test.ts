import { expect, test } from 'vitest'
import { getReceiveToggle } from './getReceiveToggle'

const WBNB = '0x1000000000000000000000000000000000000001'
const USDT = '0x2000000000000000000000000000000000000002'
const CAKE = '0x0300000000000000000000000000000000000003'

test('BNB pairs switch between BNB and WBNB, on either side and in any case', () => {
  expect(getReceiveToggle({ currencyIdA: 'BNB', currencyIdB: USDT, wbnb: WBNB })).toEqual({
    label: 'Receive WBNB',
    to: `/remove/${WBNB}/${USDT}`,
  })
  expect(getReceiveToggle({ currencyIdA: USDT, currencyIdB: 'bnb', wbnb: WBNB })).toEqual({
    label: 'Receive WBNB',
    to: `/remove/${USDT}/${WBNB}`,
  })
  expect(
    getReceiveToggle({
      currencyIdA: USDT,
      currencyIdB: WBNB.toUpperCase().replace('0X', '0x'),
      wbnb: WBNB,
    }),
  ).toEqual({ label: 'Receive BNB', to: `/remove/${USDT}/BNB` })
})

test('pairs without BNB have no toggle', () => {
  expect(getReceiveToggle({ currencyIdA: CAKE, currencyIdB: USDT, wbnb: WBNB })).toBeUndefined()
})
