import { getBestTrade, TradeType } from '@ghost/sdk'
import { zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { type GetSwapInputErrorParameters, getSwapInputError } from './getSwapInputError'
import { ACCOUNT, amount, BNB, FACTORY, ROUTER, TAX, USDT, WBNB, WORLD_PAIRS } from './testFixtures'

const trade = getBestTrade({
  pairs: WORLD_PAIRS,
  tradeType: TradeType.EXACT_INPUT,
  amount: amount(BNB, '1'),
  otherCurrency: USDT,
})
const valid: GetSwapInputErrorParameters = {
  account: ACCOUNT,
  parsedAmount: amount(BNB, '1'),
  inputCurrency: BNB,
  outputCurrency: USDT,
  to: ACCOUNT,
  blockedAddresses: [FACTORY, ROUTER, WBNB.address],
  trade,
  inputBalance: amount(BNB, '1'),
  maximumAmountIn: amount(BNB, '1'),
}

// Row i breaks rule i and every rule after it: the first broken rule in the spec's order wins.
const RULES: [Partial<GetSwapInputErrorParameters>, string][] = [
  [{ account: undefined }, 'Connect Wallet'],
  [{ parsedAmount: undefined }, 'Enter an amount'],
  [{ outputCurrency: undefined }, 'Select a token'],
  [{ to: undefined }, 'Enter a recipient'],
  [{ to: ROUTER }, 'Invalid recipient'],
  [{ inputBalance: amount(BNB, '0.99') }, 'Insufficient %symbol% balance'],
]
test.each(RULES.map(([, key], index) => [key, index] as const))(
  '%s wins over the rules after it',
  (key, index) => {
    // later rules first, so an earlier rule's patch (to: undefined) overrides a later one's (to: ROUTER)
    const broken = Object.assign(
      {},
      ...RULES.slice(index)
        .map(([patch]) => patch)
        .reverse(),
    )
    expect(getSwapInputError({ ...valid, ...broken })?.key).toBe(key)
  },
)

test('the recipient may not be a pair or token on the route (case-insensitive)', () => {
  const pairAddress = trade?.route.pairs[0]?.address.toLowerCase() as `0x${string}`
  expect(getSwapInputError({ ...valid, to: pairAddress })?.key).toBe('Invalid recipient')
  expect(getSwapInputError({ ...valid, to: USDT.address })?.key).toBe('Invalid recipient')
})

test('the zero address is an invalid recipient: a slip there burns the output', () => {
  expect(getSwapInputError({ ...valid, to: zeroAddress })?.key).toBe('Invalid recipient')
})

test('the balance is compared with the most the trade may take', () => {
  expect(
    getSwapInputError({ ...valid, maximumAmountIn: amount(BNB, '1.01') }),
  ).toMatchInlineSnapshot(`
    {
      "key": "Insufficient %symbol% balance",
      "values": {
        "symbol": "BNB",
      },
    }
  `)
  expect(getSwapInputError(valid)).toBeUndefined()
})

test('the taxed token comes after the balance, below 12% only', () => {
  expect(getSwapInputError({ ...valid, taxedToken: TAX, slippageBps: 1199 })).toEqual({
    key: 'Set slippage to 12% or more for %symbol%',
    values: { symbol: 'TAX' },
  })
  expect(getSwapInputError({ ...valid, taxedToken: TAX, slippageBps: 1200 })).toBeUndefined()
  expect(
    getSwapInputError({
      ...valid,
      taxedToken: TAX,
      slippageBps: 100,
      inputBalance: amount(BNB, '0.5'),
    })?.key,
  ).toBe('Insufficient %symbol% balance')
})
