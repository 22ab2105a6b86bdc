/**
 * The battle screen's figures as the tests expect to read them: the en-US formatter the page
 * uses, fed the figures a test works out by hand, so an expected text is never the page's own
 * arithmetic.
 */
import { Fraction } from '@ghost/sdk'
import { getNumberFormat, withDollar } from '../../../components/useNumberFormat'

export const format = getNumberFormat('en-US')

/** How long the page may take to show what a chain read or the API brought. */
export const TIMEOUT = { timeout: 30_000 }

/** Whole dollars as a USD figure shows them ('$1,000.00'). */
export const usd = (dollars: bigint) => withDollar(format.usd(new Fraction(dollars)))

/** `whole` tokens (a fraction: `numerator / denominator`) with the symbol, as an amount shows it. */
export const tokens = (numerator: bigint, denominator: bigint, symbol: string) =>
  `${format.significant(new Fraction(numerator, denominator), 'amount')} ${symbol}`
