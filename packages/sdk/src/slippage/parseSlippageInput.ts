import { MAX_APPLIED_SLIPPAGE_BPS } from '../constants/settings'
import { getSlippageWarning } from './getSlippageWarning'
import { SLIPPAGE_MESSAGES, type SlippageMessage } from './slippageMessages'

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
