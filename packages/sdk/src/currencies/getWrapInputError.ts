import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from './currency'
import { WrapType } from './getWrapType'

/** Spec §5 wrap errors. */
export const WRAP_INPUT_ERRORS = {
  [WrapType.WRAP]: 'Insufficient BNB balance',
  [WrapType.UNWRAP]: 'Insufficient WBNB balance',
} as const

export type GetWrapInputErrorParameters = {
  wrapType: WrapType
  /** Typed amount, in the input currency. */
  amount: CurrencyAmount<Currency> | undefined
  /** Balance of the input currency. */
  balance: CurrencyAmount<Currency> | undefined
}

/**
 * The wrap button's error: the balance must cover the typed amount. Nothing typed or not a wrap:
 * no error here (the swap form's own rules apply).
 *
 * @example
 * getWrapInputError({ wrapType: 'WRAP', amount: twoBnb, balance: oneBnb }) // 'Insufficient BNB balance'
 */
export function getWrapInputError({
  wrapType,
  amount,
  balance,
}: GetWrapInputErrorParameters): string | undefined {
  if (wrapType === WrapType.NOT_APPLICABLE || !amount) return undefined
  if (balance && !balance.lessThan(amount)) return undefined
  return WRAP_INPUT_ERRORS[wrapType]
}
