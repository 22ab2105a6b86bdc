/** Symbols longer than this are shortened (spec §9). */
export const MAX_SYMBOL_LENGTH = 20

/**
 * Symbols over 20 characters keep their first 4 and last 5 characters.
 *
 * @example
 * shortenSymbol('AVERYLONGTOKENSYMBOLNAME') // 'AVER...LNAME'
 */
export function shortenSymbol(symbol: string | undefined): string | undefined {
  if (symbol === undefined || symbol.length <= MAX_SYMBOL_LENGTH) return symbol
  return `${symbol.slice(0, 4)}...${symbol.slice(symbol.length - 5)}`
}
