import { CurrencyAmount, Native, Token } from '@ghost/sdk'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  type GetStakeFormStateParameters,
  getAmountForPercent,
  getStakeFormState,
  getStakeMaxAmount,
} from './getStakeFormState'

const wbnb = new Token({ chainId: 1337, address: `0x${'b1'.padStart(40, '0')}`, symbol: 'WBNB' })
const bnb = Native.onChain(wbnb)
const ghost = new Token({ chainId: 1337, address: `0x${'a2'.padStart(40, '0')}`, symbol: 'GHOST' })
const amount = (value: string, currency: typeof bnb | typeof ghost = bnb) =>
  CurrencyAmount.fromRawAmount(currency, parseEther(value))

const stake = (
  typed: string,
  more: Partial<GetStakeFormStateParameters> = {},
): ReturnType<typeof getStakeFormState> =>
  getStakeFormState({
    mode: 'stake',
    typed,
    currency: bnb,
    balance: amount('100'),
    staked: amount('0'),
    stakingLimit: amount('10'),
    ...more,
  })

describe('getStakeFormState', () => {
  test('empty, zero or unparsable: confirm disabled without a message', () => {
    for (const typed of ['', '0', '0.000', '.']) {
      expect(stake(typed)).toMatchObject({ amount: undefined, error: undefined, canConfirm: false })
    }
  })

  test('a valid stake within balance and limit', () => {
    const state = stake('2.5', { staked: amount('7.5') })
    expect(state.amount?.toExact()).toBe('2.5')
    expect(state.error).toBeUndefined()
    expect(state.canConfirm).toBe(true)
    // Max is what the limit still allows: 2.5, so 2.5 is 100%
    expect(state.maxAmount.toExact()).toBe('2.5')
    expect(state.percent).toBe(100)
  })

  test("above the limit: 'Maximum total stake: 10 BNB'", () => {
    expect(stake('11').error).toEqual({
      message: 'Maximum total stake: %amount% %token%',
      values: { amount: '10', token: 'BNB' },
    })
    // the total counts: 3 staked + 7.000000000000000001
    expect(stake('7.000000000000000001', { staked: amount('3') }).error?.message).toBe(
      'Maximum total stake: %amount% %token%',
    )
    expect(stake('7', { staked: amount('3') }).canConfirm).toBe(true)
    // no limit, no such error
    expect(stake('50', { stakingLimit: undefined }).canConfirm).toBe(true)
  })

  test("above the balance: 'Insufficient BNB balance' comes first", () => {
    expect(stake('101')).toMatchObject({
      error: { message: 'Insufficient %symbol% balance', values: { symbol: 'BNB' } },
      canConfirm: false,
    })
    expect(stake('1', { balance: undefined }).error?.values).toEqual({ symbol: 'BNB' })
  })

  test('unstaking is bounded by the stake, not by the balance or limit', () => {
    const unstake = (typed: string) =>
      getStakeFormState({
        mode: 'unstake',
        typed,
        currency: bnb,
        balance: amount('0'),
        staked: amount('12'),
        stakingLimit: amount('10'),
      })
    expect(unstake('12').canConfirm).toBe(true)
    expect(unstake('12').percent).toBe(100)
    expect(unstake('3').percent).toBe(25)
    expect(unstake('12.1').error).toEqual({
      message: 'Insufficient %symbol% balance',
      values: { symbol: 'BNB' },
    })
  })
})

describe('getStakeMaxAmount', () => {
  test('native keeps 0.01 BNB for gas; the limit caps it; tokens use the whole balance', () => {
    const base = { mode: 'stake', currency: bnb, staked: amount('0') } as const
    expect(
      getStakeMaxAmount({ ...base, balance: amount('5'), stakingLimit: undefined }).toExact(),
    ).toBe('4.99')
    expect(
      getStakeMaxAmount({ ...base, balance: amount('500'), stakingLimit: amount('10') }).toExact(),
    ).toBe('10')
    expect(
      getStakeMaxAmount({
        ...base,
        staked: amount('12'),
        balance: amount('500'),
        stakingLimit: amount('10'),
      }).toExact(),
    ).toBe('0')
    expect(
      getStakeMaxAmount({
        mode: 'stake',
        currency: ghost,
        balance: amount('5', ghost),
        staked: undefined,
        stakingLimit: undefined,
      }).toExact(),
    ).toBe('5')
    expect(
      getStakeMaxAmount({ ...base, balance: amount('0.005'), stakingLimit: undefined }).toExact(),
    ).toBe('0')
  })
})

describe('getAmountForPercent', () => {
  test('25/50/75/Max and slider steps, exact to the wei; 0% empties the field', () => {
    const max = amount('9.99')
    expect(getAmountForPercent(max, 25)).toBe('2.4975')
    expect(getAmountForPercent(max, 50)).toBe('4.995')
    expect(getAmountForPercent(max, 75)).toBe('7.4925')
    expect(getAmountForPercent(max, 100)).toBe('9.99')
    expect(getAmountForPercent(max, 0)).toBe('')
    expect(getAmountForPercent(max, 150)).toBe('9.99')
    expect(getAmountForPercent(CurrencyAmount.fromRawAmount(bnb, 3n), 50)).toBe(
      '0.000000000000000001',
    )
  })
})
