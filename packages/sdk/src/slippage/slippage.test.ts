import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { BaseError } from '../errors/base'
import { UnexpectedSlippageError } from '../errors/slippage'
import { CAKE, E18, makePair, USDT } from '../test/fixtures'
import { bestTradeExactIn } from '../trade/bestTradeExactIn'
import { bestTradeExactOut } from '../trade/bestTradeExactOut'
import { calculateSlippageAmount } from './calculateSlippageAmount'
import { computeSlippageAdjustedAmounts } from './computeSlippageAdjustedAmounts'
import { getTransactionDeadline } from './getTransactionDeadline'
import { parseDeadlineInput } from './parseDeadlineInput'
import { getSlippageWarning, parseSlippageInput } from './parseSlippageInput'

describe('slippage amounts', () => {
  const amount = CurrencyAmount.fromRawAmount(USDT, 10_000n)

  test('minimum = amount·(10000 − s)/10000, maximum = amount·(10000 + s)/10000', () => {
    const { minimum, maximum } = calculateSlippageAmount({ amount, slippage: 50 })
    expect([minimum.quotient, maximum.quotient]).toEqual([9_950n, 10_050n])
    expect(calculateSlippageAmount({ amount, slippage: 0 }).minimum.quotient).toBe(10_000n)
    expect(calculateSlippageAmount({ amount, slippage: 10_000 }).minimum.quotient).toBe(0n)
  })

  test("outside 0–10000 throws 'Unexpected slippage value'", () => {
    for (const slippage of [-1, 10_001, 0.5, Number.NaN]) {
      expect(() => calculateSlippageAmount({ amount, slippage })).toThrow(UnexpectedSlippageError)
    }
    try {
      calculateSlippageAmount({ amount, slippage: 10_001 })
    } catch (error) {
      expect((error as BaseError).shortMessage).toBe('Unexpected slippage value')
    }
    expect(() =>
      calculateSlippageAmount({ amount, slippage: -1 }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [UnexpectedSlippageError: Unexpected slippage value

      Slippage: -1
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('bounds bracket the amount and are monotone in slippage', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.integer({ min: 0, max: 10_000 }),
        (raw, slippage) => {
          const { minimum, maximum } = calculateSlippageAmount({
            amount: CurrencyAmount.fromRawAmount(USDT, raw),
            slippage,
          })
          expect(minimum.quotient <= raw && raw <= maximum.quotient).toBe(true)
          expect(minimum.quotient).toBe((raw * BigInt(10_000 - slippage)) / 10_000n)
        },
      ),
    )
  })

  test('trades: minimum received on exact input, maximum sold on exact output', () => {
    const pairs = [makePair(USDT, 1000n, CAKE, 1000n)]
    const [exactIn] = bestTradeExactIn({
      pairs,
      amountIn: CurrencyAmount.fromRawAmount(USDT, E18),
      currencyOut: CAKE,
    })
    const inBounds = computeSlippageAdjustedAmounts(exactIn as NonNullable<typeof exactIn>, {
      slippage: 100,
    })
    expect(inBounds.maximumAmountIn.quotient).toBe(E18)
    expect(inBounds.minimumAmountOut.quotient).toBe(
      ((exactIn?.outputAmount.quotient as bigint) * 9_900n) / 10_000n,
    )
    const [exactOut] = bestTradeExactOut({
      pairs,
      currencyIn: USDT,
      amountOut: CurrencyAmount.fromRawAmount(CAKE, E18),
    })
    const outBounds = computeSlippageAdjustedAmounts(exactOut as NonNullable<typeof exactOut>, {
      slippage: 100,
    })
    expect(outBounds.minimumAmountOut.quotient).toBe(E18)
    expect(outBounds.maximumAmountIn.quotient).toBe(
      ((exactOut?.inputAmount.quotient as bigint) * 10_100n) / 10_000n,
    )
  })
})

describe('slippage input', () => {
  test('percent with up to 2 decimals, commas become dots, stored as percent·100', () => {
    expect(parseSlippageInput('0,3')).toEqual({
      accepted: true,
      input: '0.3',
      slippage: 30,
      message: { type: 'warning', text: 'Your transaction may fail' },
    })
    expect(parseSlippageInput('1')).toEqual({
      accepted: true,
      input: '1',
      slippage: 100,
      message: undefined,
    })
    expect(parseSlippageInput('0.29')).toMatchObject({ slippage: 29 })
    expect(parseSlippageInput('5.01')).toEqual({
      accepted: true,
      input: '5.01',
      slippage: 501,
      message: { type: 'warning', text: 'Your transaction may be frontrun' },
    })
    expect(parseSlippageInput('5')).toMatchObject({ slippage: 500, message: undefined })
    expect(parseSlippageInput('0.5')).toMatchObject({ slippage: 50, message: undefined })
    expect(parseSlippageInput('')).toEqual({
      accepted: true,
      input: '',
      slippage: undefined,
      message: undefined,
    })
  })

  test('applied only below 5000; refused keystrokes', () => {
    expect(parseSlippageInput('49.99')).toMatchObject({ slippage: 4999 })
    expect(parseSlippageInput('50')).toEqual({
      accepted: true,
      input: '50',
      slippage: undefined,
      message: { type: 'error', text: 'Enter a valid slippage percentage' },
    })
    for (const refused of ['0.123', 'abc', '1.2.3', '-1', '1e2']) {
      expect(parseSlippageInput(refused)).toEqual({ accepted: false })
    }
  })

  test('stored slippage warnings', () => {
    expect([10, 49, 50, 500, 501].map((value) => getSlippageWarning(value)?.text)).toEqual([
      'Your transaction may fail',
      'Your transaction may fail',
      undefined,
      undefined,
      'Your transaction may be frontrun',
    ])
  })
})

describe('deadline', () => {
  test('whole minutes above 0, stored as seconds; others flagged', () => {
    expect(parseDeadlineInput('20')).toEqual({ deadline: 1200, isValid: true })
    expect(parseDeadlineInput('')).toEqual({ deadline: undefined, isValid: true })
    for (const invalid of ['0', '1.5', '-3', 'ten', ' 5']) {
      expect(parseDeadlineInput(invalid)).toEqual({ deadline: undefined, isValid: false })
    }
    expect(getTransactionDeadline({ blockTimestamp: 1_700_000_000n, ttl: 1200 })).toBe(
      1_700_001_200n,
    )
  })
})
