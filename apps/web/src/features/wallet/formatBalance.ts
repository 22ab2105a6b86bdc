import { formatUnits } from 'viem'

/** Spec §9: balances are shown with 4 significant digits. */
export const BALANCE_SIGNIFICANT_DIGITS = 4

/**
 * A token amount for display, rounded down (never shows more than the wallet holds): the whole
 * integer part with thousands separators, then only as many decimals as keep `significant`
 * digits in total; trailing zeros are dropped.
 *
 * @example formatBalance(1_234_567_890_000_000_000n) // '1.234'
 */
export function formatBalance(
  value: bigint,
  decimals = 18,
  significant = BALANCE_SIGNIFICANT_DIGITS,
): string {
  const negative = value < 0n
  const [integer = '0', fraction = ''] = formatUnits(negative ? -value : value, decimals).split('.')
  let kept: string
  if (integer !== '0') {
    kept = fraction.slice(0, Math.max(0, significant - integer.length))
  } else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    kept = fraction.slice(0, leadingZeros + significant)
  }
  kept = kept.replace(/0+$/, '')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = kept ? `${grouped}.${kept}` : grouped
  return negative && text !== '0' ? `-${text}` : text
}
