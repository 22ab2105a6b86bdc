import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { BNB, CAKE, E18, makePair, USDT, WBNB } from '../test/fixtures'
import { bestTradeExactIn } from '../trade/bestTradeExactIn'
import { INVALID_RECIPIENT, isBlockedRecipient } from './isBlockedRecipient'

describe('isBlockedRecipient', () => {
  test(`'${INVALID_RECIPIENT}': blocked addresses, path tokens and route pairs`, () => {
    expect(INVALID_RECIPIENT).toBe('Invalid recipient')
    const pair = makePair(WBNB, 10n, CAKE, 100n)
    const [trade] = bestTradeExactIn({
      pairs: [pair],
      amountIn: CurrencyAmount.fromRawAmount(BNB, E18),
      currencyOut: CAKE,
    })
    const blockedAddresses = ['0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73'] as const
    expect(isBlockedRecipient({ recipient: blockedAddresses[0], blockedAddresses })).toBe(true)
    expect(isBlockedRecipient({ recipient: CAKE.address, blockedAddresses, trade })).toBe(true)
    expect(isBlockedRecipient({ recipient: pair.address, blockedAddresses, trade })).toBe(true)
    expect(isBlockedRecipient({ recipient: USDT.address, blockedAddresses, trade })).toBe(false)
  })

  test('the zero address and the burn address are refused with or without a trade', () => {
    for (const recipient of [
      '0x0000000000000000000000000000000000000000',
      '0x000000000000000000000000000000000000dead',
    ] as const) {
      expect(isBlockedRecipient({ recipient, blockedAddresses: [] })).toBe(true)
    }
  })
})
