import { Percent } from '../amounts/percent'

/** Where a share of pool is shown; each place has its own precision (spec §9). */
export type ShareOfPoolContext = 'addLiquidity' | 'liquidityCard' | 'positionCard'

const ONE_BIP = new Percent(1n, 10_000n)

/**
 * Share of pool without the '%' sign: add liquidity shows 4 significant digits and '<0.01' below
 * 0.01%; the liquidity card 6 decimals; the position card 2 decimals and '<0.01' when that
 * rounds to 0.00.
 *
 * @example
 * formatShareOfPool(new Percent(1n, 100_000n), 'addLiquidity') // '<0.01'
 * formatShareOfPool(new Percent(1234n, 10_000n), 'positionCard') // '12.34'
 */
export function formatShareOfPool(share: Percent, context: ShareOfPoolContext): string {
  if (context === 'addLiquidity') {
    return share.lessThan(ONE_BIP) ? '<0.01' : share.toSignificant(4)
  }
  if (context === 'liquidityCard') return share.toFixed(6)
  const fixed = share.toFixed(2)
  return fixed === '0.00' ? '<0.01' : fixed
}
