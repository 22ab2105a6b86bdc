/**
 * The ROI calculator's form state (spec §4 "ROI calculator modes", §9 constants) as a reducer,
 * so every transition is a plain function with its own test.
 */
import { type CompoundingDays, parseAmountInput, type ROI_DURATIONS } from '@ghost/sdk'

export type RoiMode = 'ROI_BASED_ON_PRINCIPAL' | 'PRINCIPAL_BASED_ON_ROI'
export type RoiCurrency = 'USD' | 'TOKEN'
export type StakingDays = (typeof ROI_DURATIONS)[number]['days']

export type RoiCalculatorState = {
  mode: RoiMode
  /** The principal as last typed or chosen (ROI mode), in `principalCurrency`. */
  principalText: string
  principalCurrency: RoiCurrency
  /** The currency the principal field shows and edits. */
  inputCurrency: RoiCurrency
  stakingDays: StakingDays
  compounding: boolean
  compoundingDays: CompoundingDays
  /** Target ROI in USD as typed (principal-from-ROI mode). */
  targetRoiText: string
}

export const INITIAL_ROI_CALCULATOR_STATE: RoiCalculatorState = {
  mode: 'ROI_BASED_ON_PRINCIPAL',
  principalText: '',
  principalCurrency: 'USD',
  inputCurrency: 'USD',
  stakingDays: 365,
  compounding: true,
  compoundingDays: 1,
  targetRoiText: '',
}

export type RoiCalculatorAction =
  /** The principal field was edited in the shown currency; leaves target mode. */
  | { type: 'typePrincipal'; text: string }
  /** $100, $1000 or 'My Balance'. */
  | { type: 'choosePrincipal'; text: string; currency: RoiCurrency }
  | { type: 'toggleCurrency' }
  | { type: 'setStakingDays'; days: StakingDays }
  | { type: 'setCompounding'; compounding: boolean }
  | { type: 'setCompoundingDays'; days: CompoundingDays }
  /** The pencil: edit the ROI, starting from the ROI shown (USD text). */
  | { type: 'editTargetRoi'; currentRoiUsd: string }
  | { type: 'typeTargetRoi'; text: string }
  /** The check mark: keep the derived principal (text in the shown currency) and leave target mode. */
  | { type: 'confirmTargetRoi'; principalText: string }

/** Spec §5: the target ROI field takes digits with one optional decimal separator. */
const TARGET_ROI_INPUT = /^\d*[.,]?\d*$/

export function isValidTargetRoiInput(text: string): boolean {
  return TARGET_ROI_INPUT.test(text)
}

export function reduceRoiCalculator(
  state: RoiCalculatorState,
  action: RoiCalculatorAction,
): RoiCalculatorState {
  switch (action.type) {
    case 'typePrincipal': {
      const text = parseAmountInput(action.text)
      if (text === undefined) return state
      return {
        ...state,
        mode: 'ROI_BASED_ON_PRINCIPAL',
        principalText: text,
        principalCurrency: state.inputCurrency,
      }
    }
    case 'choosePrincipal':
      return {
        ...state,
        mode: 'ROI_BASED_ON_PRINCIPAL',
        principalText: action.text,
        principalCurrency: action.currency,
      }
    case 'toggleCurrency':
      return { ...state, inputCurrency: state.inputCurrency === 'USD' ? 'TOKEN' : 'USD' }
    case 'setStakingDays':
      return { ...state, stakingDays: action.days }
    case 'setCompounding':
      return { ...state, compounding: action.compounding }
    case 'setCompoundingDays':
      return { ...state, compoundingDays: action.days }
    case 'editTargetRoi':
      return { ...state, mode: 'PRINCIPAL_BASED_ON_ROI', targetRoiText: action.currentRoiUsd }
    case 'typeTargetRoi':
      if (!isValidTargetRoiInput(action.text)) return state
      return { ...state, mode: 'PRINCIPAL_BASED_ON_ROI', targetRoiText: action.text }
    case 'confirmTargetRoi':
      return {
        ...state,
        mode: 'ROI_BASED_ON_PRINCIPAL',
        principalText: action.principalText,
        principalCurrency: state.inputCurrency,
      }
  }
}
