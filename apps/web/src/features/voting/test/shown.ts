/**
 * The voting screens' figures as the tests expect to read them: the en-US formatter the screens
 * use, so an expected text is built the way the page builds it, never from wei.
 */
import { Fraction, Percent } from '@ghost/sdk'
import { WEI } from '../../../api/voting/test/fixtures'
import { getNumberFormat } from '../../../components/useNumberFormat'

export const format = getNumberFormat('en-US')

/** How long a screen may take to show what a chain read or the API brought. */
export const TIMEOUT = { timeout: 30_000 }

/** A CAKE amount (or voting power) in wei as a figure shows it, with its unit. */
export const cake = (wei: bigint) => `${format.significant(new Fraction(wei, WEI), 'amount')} CAKE`

/** `part` of `total` as a result's share shows it. */
export const percent = (part: bigint, total: bigint) => format.percent(new Percent(part, total))
