import { describe, expect, test } from 'vitest'
import {
  INITIAL_ROI_CALCULATOR_STATE as INITIAL,
  isValidTargetRoiInput,
  type RoiCalculatorAction,
  type RoiCalculatorState,
  reduceRoiCalculator,
} from './roiCalculatorState'

function run(...actions: RoiCalculatorAction[]): RoiCalculatorState {
  return actions.reduce(reduceRoiCalculator, INITIAL)
}

describe('reduceRoiCalculator', () => {
  test('starts in ROI mode, USD, 1Y, compounding daily', () => {
    expect(INITIAL).toMatchInlineSnapshot(`
      {
        "compounding": true,
        "compoundingDays": 1,
        "inputCurrency": "USD",
        "mode": "ROI_BASED_ON_PRINCIPAL",
        "principalCurrency": "USD",
        "principalText": "",
        "stakingDays": 365,
        "targetRoiText": "",
      }
    `)
  })

  test('typing a principal follows the amount-field rule and the shown currency', () => {
    expect(run({ type: 'typePrincipal', text: '1,5' }).principalText).toBe('1.5')
    expect(run({ type: 'typePrincipal', text: '1.2.3' })).toBe(INITIAL)
    expect(run({ type: 'typePrincipal', text: 'abc' })).toBe(INITIAL)
    const inTokens = run({ type: 'toggleCurrency' }, { type: 'typePrincipal', text: '2' })
    expect([inTokens.principalText, inTokens.principalCurrency]).toEqual(['2', 'TOKEN'])
  })

  test('toggling the currency keeps what was typed and in which currency', () => {
    const state = run({ type: 'typePrincipal', text: '100' }, { type: 'toggleCurrency' })
    expect([state.principalText, state.principalCurrency, state.inputCurrency]).toEqual([
      '100',
      'USD',
      'TOKEN',
    ])
    expect(reduceRoiCalculator(state, { type: 'toggleCurrency' }).inputCurrency).toBe('USD')
  })

  test('the pencil enters target mode from the shown ROI; typing a principal leaves it', () => {
    const target = run({ type: 'editTargetRoi', currentRoiUsd: '12.34' })
    expect([target.mode, target.targetRoiText]).toEqual(['PRINCIPAL_BASED_ON_ROI', '12.34'])
    expect(reduceRoiCalculator(target, { type: 'typePrincipal', text: '5' }).mode).toBe(
      'ROI_BASED_ON_PRINCIPAL',
    )
    expect(
      reduceRoiCalculator(target, { type: 'choosePrincipal', text: '100', currency: 'USD' }).mode,
    ).toBe('ROI_BASED_ON_PRINCIPAL')
  })

  test('target ROI input: digits with one optional separator, others refused', () => {
    const target = run({ type: 'editTargetRoi', currentRoiUsd: '' })
    for (const text of ['', '12', '12.', '12.5', '12,5', ',5']) {
      expect(reduceRoiCalculator(target, { type: 'typeTargetRoi', text }).targetRoiText).toBe(text)
    }
    for (const text of ['1.2.3', '1,2.3', '-1', '1e3', 'abc', ' 1']) {
      expect(reduceRoiCalculator(target, { type: 'typeTargetRoi', text })).toBe(target)
    }
    expect(isValidTargetRoiInput('100')).toBe(true)
  })

  test('confirming the target keeps the derived principal in the shown currency', () => {
    const state = run(
      { type: 'toggleCurrency' },
      { type: 'editTargetRoi', currentRoiUsd: '0' },
      { type: 'typeTargetRoi', text: '50' },
      { type: 'confirmTargetRoi', principalText: '0.25' },
    )
    expect([state.mode, state.principalText, state.principalCurrency]).toEqual([
      'ROI_BASED_ON_PRINCIPAL',
      '0.25',
      'TOKEN',
    ])
  })

  test('duration and compounding choices', () => {
    const state = run(
      { type: 'setStakingDays', days: 1825 },
      { type: 'setCompounding', compounding: false },
      { type: 'setCompoundingDays', days: 14 },
    )
    expect([state.stakingDays, state.compounding, state.compoundingDays]).toEqual([1825, false, 14])
  })
})
