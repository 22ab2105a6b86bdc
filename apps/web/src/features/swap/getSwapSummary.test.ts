import { getBestTrade, TradeType, WrapType } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getSwapSummary, getWrapSummary } from './getSwapSummary'
import { ACCOUNT, amount, BNB, USDT, WORLD_PAIRS } from './testFixtures'

const trade = getBestTrade({
  pairs: WORLD_PAIRS,
  tradeType: TradeType.EXACT_INPUT,
  amount: amount(BNB, '1.23456'),
  otherCurrency: USDT,
})

test('3 significant digits; the recipient only when it is someone else', () => {
  if (!trade) throw new Error('no trade')
  expect(getSwapSummary(trade, { recipient: ACCOUNT, account: ACCOUNT })).toMatchInlineSnapshot(`
    {
      "key": "Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%",
      "values": {
        "inputAmount": "1.23",
        "inputSymbol": "BNB",
        "outputAmount": "737",
        "outputSymbol": "USDT",
      },
    }
  `)
  expect(
    getSwapSummary(trade, {
      recipient: '0x55d398326f99059fF775485246999027B3197955',
      account: ACCOUNT,
    }).values,
  ).toMatchInlineSnapshot(`
    {
      "inputAmount": "1.23",
      "inputSymbol": "BNB",
      "outputAmount": "737",
      "outputSymbol": "USDT",
      "recipientAddress": "0x55...7955",
    }
  `)
})

test('wrap and unwrap lines', () => {
  expect(getWrapSummary(WrapType.WRAP, amount(BNB, '2.5'))).toEqual({
    key: 'Wrap %amount% BNB to WBNB',
    values: { amount: '2.5' },
  })
  expect(getWrapSummary(WrapType.UNWRAP, amount(BNB, '0.12345')).values).toEqual({
    amount: '0.123',
  })
})
