import {
  MAX_APPLIED_SLIPPAGE_BPS,
  SLIPPAGE_RISKY_HIGH_BPS,
  SLIPPAGE_RISKY_LOW_BPS,
} from '../constants/settings'

/** Spec §5 texts of the slippage field. */
export const SLIPPAGE_MESSAGES = {
  invalid: 'Enter a valid slippage percentage',
  riskyLow: 'Your transaction may fail',
  riskyHigh: 'Your transaction may be frontrun',
} as const

export type SlippageMessage =
  | { type: 'error'; text: typeof SLIPPAGE_MESSAGES.invalid }
  | {
      type: 'warning'
      text: typeof SLIPPAGE_MESSAGES.riskyLow | typeof SLIPPAGE_MESSAGES.riskyHigh
    }

export type ParseSlippageInputReturnType =
  | {
      /** The keystroke is refused: keep the previous text. */
      accepted: false
    }
  | {
      accepted: true
      /** Text to show in the field (commas turned into dots). */
      input: string
      /** Basis points to store in the settings; undefined leaves the setting unchanged. */
      slippage: number | undefined
      message: SlippageMessage | undefined
    }

const SLIPPAGE_INPUT = /^\d*\.?\d{0,2}$/

/**
 * The custom slippage field: percent with up to 2 decimals, commas become dots, stored as
 * percent·100 and applied only below 5000 (50%). Warns below 0.5% and above 5%.
 *
 * @example
 * parseSlippageInput('0,3') // { accepted: true, input: '0.3', slippage: 30, message: { type: 'warning', text: 'Your transaction may fail' } }
 */
export function parseSlippageInput(value: string): ParseSlippageInputReturnType {
  const input = value.replace(/,/g, '.')
  if (!SLIPPAGE_INPUT.test(input)) return { accepted: false }
  if (input === '' || input === '.') {
    return { accepted: true, input, slippage: undefined, message: undefined }
  }
  const [whole = '', fraction = ''] = input.split('.')
  // exact: no float between the typed digits and the stored basis points
  const bps = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (bps >= MAX_APPLIED_SLIPPAGE_BPS) {
    return {
      accepted: true,
      input,
      slippage: undefined,
      message: { type: 'error', text: SLIPPAGE_MESSAGES.invalid },
    }
  }
  return { accepted: true, input, slippage: bps, message: getSlippageWarning(bps) }
}

/**
 * Warning for a stored slippage (settings modal, swap page).
 *
 * @example
 * getSlippageWarning(600) // { type: 'warning', text: 'Your transaction may be frontrun' }
 */
export function getSlippageWarning(slippage: number): SlippageMessage | undefined {
  if (slippage < SLIPPAGE_RISKY_LOW_BPS)
    return { type: 'warning', text: SLIPPAGE_MESSAGES.riskyLow }
  if (slippage > SLIPPAGE_RISKY_HIGH_BPS) {
    return { type: 'warning', text: SLIPPAGE_MESSAGES.riskyHigh }
  }
  return undefined
}
