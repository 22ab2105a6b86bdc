import { type Currency, CurrencyAmount, formatShareOfPool, tryParseAmount } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getMintPoolInfo } from './getMintPoolInfo'
import { BNB, CAKE, lp, PAIR_ADDRESS, USDT, WBNB_USDT } from './testFixtures'

const amount = (value: string, currency: Currency) => {
  const parsed = tryParseAmount(value, currency)
  if (!parsed) throw new Error(`bad amount ${value}`)
  return parsed
}

describe('getMintPoolInfo', () => {
  test('an existing pool: mid price, LP minted pro rata, share after the deposit', () => {
    // Supply 10,000 LP for 1,000 WBNB: 10 BNB + 6,000 USDT mints 100 LP, 100/10,100 of the pool.
    const info = getMintPoolInfo({
      pair: WBNB_USDT,
      pairAddress: PAIR_ADDRESS,
      totalSupply: lp(WBNB_USDT, '10000'),
      noLiquidity: false,
      amountA: amount('10', BNB),
      amountB: amount('6000', USDT),
    })
    expect(info.price?.baseCurrency).toBe(BNB)
    expect(info.price?.toSignificant(6)).toBe('600')
    expect(info.price?.invert().toSignificant(6)).toBe('0.00166667')
    expect(info.liquidityMinted?.toExact()).toBe('100')
    expect(info.poolShare && formatShareOfPool(info.poolShare, 'addLiquidity')).toBe('0.9901')
  })

  test('a tiny deposit shows <0.01', () => {
    const info = getMintPoolInfo({
      pair: WBNB_USDT,
      pairAddress: PAIR_ADDRESS,
      totalSupply: lp(WBNB_USDT, '10000'),
      noLiquidity: false,
      amountA: amount('0.01', BNB),
      amountB: amount('6', USDT),
    })
    expect(info.poolShare && formatShareOfPool(info.poolShare, 'addLiquidity')).toBe('<0.01')
  })

  test('a new pool is priced by the typed ratio and mints √(a·b) − 1000 wei for 100%', () => {
    const info = getMintPoolInfo({
      pair: null,
      pairAddress: PAIR_ADDRESS,
      totalSupply: undefined,
      noLiquidity: true,
      amountA: amount('4', USDT),
      amountB: amount('1', CAKE),
    })
    expect(info.price?.toSignificant(6)).toBe('0.25')
    expect(info.liquidityMinted?.quotient).toBe(parseEther('2') - 1000n)
    expect(info.poolShare?.toSignificant(4)).toBe('100')
  })

  test('a new pool needs both amounts for a price', () => {
    const info = getMintPoolInfo({
      pair: null,
      pairAddress: PAIR_ADDRESS,
      totalSupply: undefined,
      noLiquidity: true,
      amountA: amount('4', USDT),
      amountB: undefined,
    })
    expect(info).toEqual({ price: undefined, liquidityMinted: undefined, poolShare: undefined })
  })

  test('a deposit that mints nothing has a price but no share', () => {
    const info = getMintPoolInfo({
      pair: WBNB_USDT,
      pairAddress: PAIR_ADDRESS,
      totalSupply: lp(WBNB_USDT, '10000'),
      noLiquidity: false,
      amountA: CurrencyAmount.fromRawAmount(BNB, 1n),
      amountB: CurrencyAmount.fromRawAmount(USDT, 0n),
    })
    expect(info.price?.toSignificant(6)).toBe('600')
    expect(info.liquidityMinted).toBeUndefined()
    expect(info.poolShare).toBeUndefined()
  })
})
