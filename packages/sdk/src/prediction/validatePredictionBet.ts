import { parseAmountInput } from '../validation/parseAmountInput'
import { parseTypedUnits } from '../validation/tryParseAmount'

/** Why a bet cannot be entered yet (spec §5: amount needed, above the minimum, enough BNB). */
export type PredictionBetError =
  | { kind: 'amountNeeded' }
  | { kind: 'belowMinimum'; minimum: bigint }
  | { kind: 'insufficientBalance' }

/**
 * Checks a typed BNB amount against the contract's minimum and the wallet's balance; returns the
 * amount in wei when it may be sent. An empty, zero or unreadable amount needs an amount first.
 */
export function validatePredictionBet(
  typed: string,
  minimum: bigint,
  balance: bigint | undefined,
): { amount: bigint } | { error: PredictionBetError } {
  const text = parseAmountInput(typed.trim())
  const amount = text === undefined ? undefined : parseTypedUnits(text, 18)
  if (amount === undefined || amount === 0n) return { error: { kind: 'amountNeeded' } }
  if (amount < minimum) return { error: { kind: 'belowMinimum', minimum } }
  if (balance !== undefined && amount > balance) return { error: { kind: 'insufficientBalance' } }
  return { amount }
}
