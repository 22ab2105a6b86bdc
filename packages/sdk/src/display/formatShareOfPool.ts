import { Fraction } from '../amounts/fraction'
import { Percent } from '../amounts/percent'
import { Rounding } from '../amounts/rounding'
import { formatNumber, toExactFraction } from './formatNumber'

/** Where a share of pool is shown; each place has its own precision (spec §9). */
export type ShareOfPoolContext = 'addLiquidity' | 'liquidityCard' | 'positionCard'

const ONE_BIP = new Percent(1n, 10_000n)

/**
 * Share of pool without the '%' sign, in the user's locale: add liquidity shows 4 significant
 * digits and '<0.01' below 0.01%; the liquidity card 6 decimals; the position card 2 decimals
 * and '<0.01' when that rounds to 0.00.
 *
 * @example
 * formatShareOfPool(new Percent(1n, 100_000n), 'addLiquidity') // '<0.01'
 * formatShareOfPool(new Percent(1234n, 10_000n), 'positionCard') // '12.34'
 */
export function formatShareOfPool(
  share: Percent,
  context: ShareOfPoolContext,
  locale = 'en-US',
): string {
  const figure = toExactFraction(share).multiply(100n)
  const rounding = Rounding.ROUND_HALF_UP
  if (context === 'addLiquidity') {
    if (share.lessThan(ONE_BIP) && !share.equalTo(0n)) {
      return `<${formatNumber('0.01', { locale, decimals: 2 })}`
    }
    return formatNumber(figure, { locale, significantDigits: 4, rounding, dust: false })
  }
  if (context === 'liquidityCard') return formatNumber(figure, { locale, decimals: 6, rounding })
  const fixed = formatNumber(figure, { locale, decimals: 2, rounding, dust: false })
  // 2 decimals half up print 0.00 below 0.005%
  return figure.greaterThan(0n) && figure.lessThan(new Fraction(1n, 200n))
    ? `<${formatNumber('0.01', { locale, decimals: 2 })}`
    : fixed
}
