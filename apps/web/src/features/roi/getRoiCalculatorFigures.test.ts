import { Fraction, getPrincipalForTargetRoi, getRoiFromPrincipal, Percent } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { formatRoiPercent, getApy, getRoiCalculatorFigures } from './getRoiCalculatorFigures'
import {
  INITIAL_ROI_CALCULATOR_STATE as INITIAL,
  type RoiCalculatorState,
} from './roiCalculatorState'

const apr = new Percent(120n, 100n) // 120%
const stakingTokenPrice = new Fraction(600n) // BNB
const earningTokenPrice = new Fraction(2n) // GHOST

function figures(state: Partial<RoiCalculatorState>, fee?: Percent) {
  return getRoiCalculatorFigures({
    state: { ...INITIAL, ...state },
    apr,
    stakingTokenPrice,
    earningTokenPrice,
    performanceFee: fee,
  })
}

describe('getRoiCalculatorFigures', () => {
  test('ROI from a USD principal equals the sdk computation', () => {
    const result = figures({ principalText: '1000' })
    const sdk = getRoiFromPrincipal({
      principalUsd: new Fraction(1000n),
      apr,
      stakingDays: 365,
      compoundingDays: 1,
      earningTokenPrice,
    })
    expect(result.roiUsd.equalTo(sdk.roiUsd)).toBe(true)
    expect(result.roiTokens?.equalTo(sdk.roiTokens ?? new Fraction(-1n))).toBe(true)
    expect(result.roiRatio.equalTo(sdk.roiPercentage)).toBe(true)
    expect(result.principalInOtherCurrency?.toSignificant(6)).toBe('1.66667')
    expect(result.derivedPrincipalText).toBeUndefined()
  })

  test('a token principal is valued at the staking token price', () => {
    const result = figures({
      principalText: '2',
      principalCurrency: 'TOKEN',
      inputCurrency: 'TOKEN',
    })
    expect(result.principalUsd?.toFixed(2)).toBe('1200.00')
    expect(result.principalInOtherCurrency?.toFixed(2)).toBe('1200.00')
  })

  test('shown in the other currency, the typed principal is converted', () => {
    expect(figures({ principalText: '300', inputCurrency: 'TOKEN' }).derivedPrincipalText).toBe(
      '0.5',
    )
    expect(
      figures({ principalText: '0.5', principalCurrency: 'TOKEN', inputCurrency: 'USD' })
        .derivedPrincipalText,
    ).toBe('300.00')
  })

  test('compounding off and a performance fee reach the sdk', () => {
    const fee = new Percent(2n, 100n)
    const result = figures({ principalText: '100', compounding: false, stakingDays: 30 }, fee)
    const sdk = getRoiFromPrincipal({
      principalUsd: new Fraction(100n),
      apr,
      stakingDays: 30,
      performanceFee: fee,
    })
    expect(result.compoundingDays).toBeUndefined()
    expect(result.roiUsd.equalTo(sdk.roiUsd)).toBe(true)
    expect(result.roiUsd.toFixed(2)).toBe('9.67')
  })

  test('auto compounding overrides the toggle', () => {
    const result = getRoiCalculatorFigures({
      state: { ...INITIAL, compounding: false, principalText: '100' },
      apr,
      stakingTokenPrice,
      earningTokenPrice,
      autoCompoundFrequency: 7,
    })
    expect(result.compoundingDays).toBe(7)
  })

  test('principal from a target ROI equals the sdk computation', () => {
    const result = figures({
      mode: 'PRINCIPAL_BASED_ON_ROI',
      targetRoiText: '500,5',
      stakingDays: 7,
      compoundingDays: 14,
    })
    const sdk = getPrincipalForTargetRoi({
      targetRoiUsd: new Fraction(5005n, 10n),
      apr,
      stakingDays: 7,
      compoundingDays: 14,
    })
    expect(result.principalUsd?.equalTo(sdk?.principalUsd ?? new Fraction(-1n))).toBe(true)
    expect(result.derivedPrincipalText).toBe(sdk?.principalUsd.toFixed(2))
    expect(result.roiTokens?.toFixed(2)).toBe('250.25')
  })

  test('a zero APR cannot reach a target: principal 0', () => {
    const result = getRoiCalculatorFigures({
      state: { ...INITIAL, mode: 'PRINCIPAL_BASED_ON_ROI', targetRoiText: '10' },
      apr: new Percent(0n),
      stakingTokenPrice,
      earningTokenPrice,
    })
    expect(result.derivedPrincipalText).toBe('0.00')
    expect(result.roiRatio.toFixed(2)).toBe('0.00')
  })

  test('an empty principal gives a zero ROI; no token price gives no token figure', () => {
    expect(figures({}).roiUsd.toFixed(2)).toBe('0.00')
    const noPrice = getRoiCalculatorFigures({
      state: { ...INITIAL, principalText: '10' },
      apr,
      stakingTokenPrice,
      earningTokenPrice: new Fraction(0n),
    })
    expect(noPrice.roiTokens).toBeUndefined()
  })
})

describe('formatRoiPercent and getApy', () => {
  test('percent figures follow the ROI display rule', () => {
    expect(formatRoiPercent(new Fraction(1234n, 1000n))).toBe('123.40%')
    expect(formatRoiPercent(new Fraction(20_000n))).toBe('>1,000,000%')
  })

  test('APY is a year of daily compounding', () => {
    expect(formatRoiPercent(getApy(new Percent(1n, 10n)))).toBe('10.52%')
  })
})

test('nothing staked: 0%, in both modes', () => {
  expect(figures({ principalText: '' }).roiRatio.toFixed(2)).toBe('0.00')
  expect(figures({ principalText: '0' }).roiRatio.toFixed(2)).toBe('0.00')
  expect(figures({ mode: 'PRINCIPAL_BASED_ON_ROI', targetRoiText: '' }).roiRatio.toFixed(2)).toBe(
    '0.00',
  )
})
