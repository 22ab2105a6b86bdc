import type { Currency } from './currency'

/**
 * The URL and swap-state id of a currency: 'BNB' for the native coin, else the token address
 * (spec §3 swap state).
 *
 * @example
 * currencyId(Native.onChain(wbnb)) // 'BNB'
 */
export function currencyId(currency: Currency): string {
  return currency.isNative ? 'BNB' : currency.address
}
