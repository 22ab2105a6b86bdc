import { expect, test } from 'vitest'
import { getAddRouteForSelection } from './getAddRouteForSelection'
import { MintField } from './mintState'

const USDT = '0x2000000000000000000000000000000000000002'
const CAKE = '0x0300000000000000000000000000000000000003'
const { CURRENCY_A: A, CURRENCY_B: B } = MintField

test.each([
  // A: a new currency keeps B; the currency already on B swaps the sides.
  [{ field: A, selectedId: CAKE, currencyIdA: 'BNB', currencyIdB: USDT }, `/add/${CAKE}/${USDT}`],
  [{ field: A, selectedId: USDT, currencyIdA: 'BNB', currencyIdB: USDT }, `/add/${USDT}/BNB`],
  [
    {
      field: A,
      selectedId: USDT.toUpperCase().replace('0X', '0x'),
      currencyIdA: 'BNB',
      currencyIdB: USDT,
    },
    `/add/${USDT}/BNB`,
  ],
  [{ field: A, selectedId: CAKE, currencyIdA: undefined, currencyIdB: undefined }, `/add/${CAKE}`],
  [{ field: A, selectedId: USDT, currencyIdA: undefined, currencyIdB: USDT }, `/add/${USDT}`],
  // B: a new currency keeps A (BNB when none); the currency on A swaps.
  [{ field: B, selectedId: CAKE, currencyIdA: 'BNB', currencyIdB: USDT }, `/add/BNB/${CAKE}`],
  [
    { field: B, selectedId: CAKE, currencyIdA: undefined, currencyIdB: undefined },
    `/add/BNB/${CAKE}`,
  ],
  [{ field: B, selectedId: 'BNB', currencyIdA: 'bnb', currencyIdB: USDT }, `/add/${USDT}/BNB`],
  [{ field: B, selectedId: 'BNB', currencyIdA: 'BNB', currencyIdB: undefined }, '/add/BNB'],
] as const)('%o → %s', (selection, expected) => {
  expect(getAddRouteForSelection({ base: '/add', ...selection })).toBe(expected)
})

test('the /create base is kept', () => {
  expect(
    getAddRouteForSelection({
      base: '/create',
      field: B,
      selectedId: CAKE,
      currencyIdA: 'BNB',
      currencyIdB: undefined,
    }),
  ).toBe(`/create/BNB/${CAKE}`)
})
