import { SLIPPAGE_RISKY_HIGH_BPS, SLIPPAGE_RISKY_LOW_BPS } from '../constants/settings'
import { SLIPPAGE_MESSAGES, type SlippageMessage } from './slippageMessages'

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
