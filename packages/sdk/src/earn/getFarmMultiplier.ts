import { formatUnitsExact } from '../amounts/formatDecimal'

/**
 * The farm multiplier label: allocation points / 100 followed by 'X' (spec §3).
 *
 * @example
 * getFarmMultiplier(1000n) // '10X'
 * getFarmMultiplier(150n) // '1.5X'
 */
export function getFarmMultiplier(allocPoint: bigint): string {
  return `${formatUnitsExact(allocPoint, 2)}X`
}
