/**
 * Whether the trade under review changed enough to ask the user again ('Price Updated' with
 * Accept, spec §4): another trade type, other currencies, or other amounts.
 */
import type { Currency, Trade } from '@ghost/sdk'

export function tradeMeaningfullyDiffers(
  a: Trade<Currency, Currency>,
  b: Trade<Currency, Currency>,
): boolean {
  return (
    a.tradeType !== b.tradeType ||
    !a.inputAmount.currency.equals(b.inputAmount.currency) ||
    !a.outputAmount.currency.equals(b.outputAmount.currency) ||
    !a.inputAmount.equalTo(b.inputAmount) ||
    !a.outputAmount.equalTo(b.outputAmount)
  )
}
