import type { Currency } from './currency'

/** Spec §4 wrap status of the swap form. */
export const WrapType = {
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  /** BNB to WBNB: WBNB `deposit` with value. */
  WRAP: 'WRAP',
  /** WBNB to BNB: WBNB `withdraw`. */
  UNWRAP: 'UNWRAP',
} as const

export type WrapType = (typeof WrapType)[keyof typeof WrapType]

export type GetWrapTypeParameters = {
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
}

/**
 * Whether a swap between these currencies is really a wrap or an unwrap (no pair involved).
 *
 * @example
 * getWrapType({ inputCurrency: bnb, outputCurrency: wbnb }) // 'WRAP'
 */
export function getWrapType({ inputCurrency, outputCurrency }: GetWrapTypeParameters): WrapType {
  if (!inputCurrency || !outputCurrency || inputCurrency.chainId !== outputCurrency.chainId) {
    return WrapType.NOT_APPLICABLE
  }
  if (inputCurrency.isNative && outputCurrency.equals(inputCurrency.wrapped)) return WrapType.WRAP
  if (outputCurrency.isNative && inputCurrency.equals(outputCurrency.wrapped))
    return WrapType.UNWRAP
  return WrapType.NOT_APPLICABLE
}
