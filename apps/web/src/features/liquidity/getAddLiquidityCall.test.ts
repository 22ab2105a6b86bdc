import { type Currency, tryParseAmount } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { getAddLiquidityCall } from './getAddLiquidityCall'
import { BNB, CAKE, USDT } from './testFixtures'

const amount = (value: string, currency: Currency) => {
  const parsed = tryParseAmount(value, currency)
  if (!parsed) throw new Error(`bad amount ${value}`)
  return parsed
}
const ROUTER = '0x9000000000000000000000000000000000000009'
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('getAddLiquidityCall', () => {
  test('two tokens: addLiquidity with slippage minimums (0.5%)', () => {
    const call = getAddLiquidityCall({
      router: ROUTER,
      amountA: amount('100', USDT),
      amountB: amount('40', CAKE),
      noLiquidity: false,
      slippageBps: 50,
      to: ME,
      deadline: 1_700_001_200n,
    })
    expect(call.functionName).toBe('addLiquidity')
    expect(call.address).toBe(ROUTER)
    expect(call.value).toBeUndefined()
    expect(call.args).toEqual([
      USDT.address,
      CAKE.address,
      parseEther('100'),
      parseEther('40'),
      parseEther('99.5'),
      parseEther('39.8'),
      ME,
      1_700_001_200n,
    ])
  })

  test('BNB on either side: addLiquidityETH, the BNB amount as value', () => {
    for (const [amountA, amountB] of [
      [amount('1', BNB), amount('600', USDT)],
      [amount('600', USDT), amount('1', BNB)],
    ] as const) {
      const call = getAddLiquidityCall({
        router: ROUTER,
        amountA,
        amountB,
        noLiquidity: false,
        slippageBps: 100,
        to: ME,
        deadline: 5n,
      })
      expect(call.functionName).toBe('addLiquidityETH')
      expect(call.value).toBe(parseEther('1'))
      expect(call.args).toEqual([
        USDT.address,
        parseEther('600'),
        parseEther('594'),
        parseEther('0.99'),
        ME,
        5n,
      ])
    }
  })

  test('a new pool uses slippage 0: the minimums are the amounts', () => {
    const call = getAddLiquidityCall({
      router: ROUTER,
      amountA: amount('100', USDT),
      amountB: amount('40', CAKE),
      noLiquidity: true,
      slippageBps: 50,
      to: ME,
      deadline: 5n,
    })
    expect(call.args.slice(2, 6)).toEqual([
      parseEther('100'),
      parseEther('40'),
      parseEther('100'),
      parseEther('40'),
    ])
  })

  test('a slippage outside 0–10000 throws the sdk error', () => {
    expect(() =>
      getAddLiquidityCall({
        router: ROUTER,
        amountA: amount('1', USDT),
        amountB: amount('1', CAKE),
        noLiquidity: false,
        slippageBps: 10_001,
        to: ME,
        deadline: 5n,
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [UnexpectedSlippageError: Unexpected slippage value

      Slippage: 10001
      Version: @ghost/sdk@0.1.0]
    `)
  })
})
