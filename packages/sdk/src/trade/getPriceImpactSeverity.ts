import { Percent } from '../amounts/percent'
import {
  ALLOWED_PRICE_IMPACT_HIGH_BPS,
  ALLOWED_PRICE_IMPACT_LOW_BPS,
  ALLOWED_PRICE_IMPACT_MEDIUM_BPS,
  BLOCKED_PRICE_IMPACT_NON_EXPERT_BPS,
} from '../constants/priceImpact'

/** Spec §3: price impact severity 0 to 4. */
export type PriceImpactSeverity = 0 | 1 | 2 | 3 | 4

const TIERS = [
  [BLOCKED_PRICE_IMPACT_NON_EXPERT_BPS, 4],
  [ALLOWED_PRICE_IMPACT_HIGH_BPS, 3],
  [ALLOWED_PRICE_IMPACT_MEDIUM_BPS, 2],
  [ALLOWED_PRICE_IMPACT_LOW_BPS, 1],
] as const

/**
 * Severity of a price impact: 1 from 1%, 2 from 3%, 3 from 5%, 4 from 15% (at or above each
 * threshold); 0 below 1% or when unknown. Above 2 the swap button reads 'Swap Anyway'; above 3
 * it is disabled unless expert mode (spec §5).
 *
 * @example
 * getPriceImpactSeverity(new Percent(3n, 100n)) // 2
 */
export function getPriceImpactSeverity(priceImpact: Percent | undefined): PriceImpactSeverity {
  if (!priceImpact) return 0
  for (const [bps, severity] of TIERS) {
    if (!priceImpact.lessThan(new Percent(bps, 10_000n))) return severity
  }
  return 0
}
