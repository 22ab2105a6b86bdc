import type { CurrencyAmount } from '../amounts/currencyAmount'
import type { Currency } from '../currencies/currency'
import type { SearchableToken } from './filterTokens'

export type TokenBalances = Readonly<Record<string, CurrencyAmount<Currency> | undefined>>

/**
 * Sort order of the token dropdown: larger balance first (a known positive balance before an
 * unknown one), then symbol alphabetically (case-insensitive), tokens without a symbol last.
 * Balances are keyed by address.
 *
 * @example
 * tokens.sort(getTokenComparator(balances))
 */
export function getTokenComparator(
  balances: TokenBalances,
): (a: SearchableToken, b: SearchableToken) => number {
  return (a, b) => {
    const balanceA = balances[a.address]
    const balanceB = balances[b.address]
    if (balanceA && balanceB) {
      if (balanceA.greaterThan(balanceB)) return -1
      if (balanceA.lessThan(balanceB)) return 1
    } else if (balanceA?.greaterThan(0n)) {
      return -1
    } else if (balanceB?.greaterThan(0n)) {
      return 1
    }
    const symbolA = a.symbol?.toLowerCase()
    const symbolB = b.symbol?.toLowerCase()
    if (symbolA && symbolB) return symbolA < symbolB ? -1 : symbolA > symbolB ? 1 : 0
    if (symbolA) return -1
    if (symbolB) return 1
    return 0
  }
}
