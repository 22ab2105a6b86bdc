/** Spec §5: the amount field accepts at most 79 characters. */
export const AMOUNT_INPUT_MAX_LENGTH = 79

const AMOUNT_INPUT = /^\d*\.?\d*$/

/**
 * The amount field: empty, or digits with at most one decimal point; commas become dots.
 * Returns the text to keep, or undefined to refuse the keystroke.
 *
 * @example
 * parseAmountInput('1,5') // '1.5'
 * parseAmountInput('1.2.3') // undefined
 */
export function parseAmountInput(value: string): string | undefined {
  const normalized = value.replace(/,/g, '.')
  if (normalized.length > AMOUNT_INPUT_MAX_LENGTH) return undefined
  return AMOUNT_INPUT.test(normalized) ? normalized : undefined
}
