import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import { E18, makePair, USDT, WBNB } from '../test/fixtures'
import { getDepositPoolShare } from './getDepositPoolShare'
import { getPoolShare } from './getPoolShare'

describe('getPoolShare', () => {
  const lp = makePair(WBNB, 1n, USDT, 300n).liquidityToken
  const amount = (raw: bigint) => CurrencyAmount.fromRawAmount(lp, raw)

  test('balance over supply; undefined for an empty or stale supply', () => {
    expect(
      getPoolShare({ liquidity: amount(E18), totalSupply: amount(8n * E18) })?.toFixed(2),
    ).toBe('12.50')
    expect(getPoolShare({ liquidity: amount(0n), totalSupply: amount(0n) })).toBeUndefined()
    expect(getPoolShare({ liquidity: amount(2n), totalSupply: amount(1n) })).toBeUndefined()
  })

  test('after a deposit: minted / (supply + minted); the first deposit owns it all', () => {
    expect(
      getDepositPoolShare({ liquidityMinted: amount(E18), totalSupply: amount(3n * E18) }).toFixed(
        2,
      ),
    ).toBe('25.00')
    expect(
      getDepositPoolShare({ liquidityMinted: amount(E18), totalSupply: amount(0n) }).toFixed(2),
    ).toBe('100.00')
  })
})
