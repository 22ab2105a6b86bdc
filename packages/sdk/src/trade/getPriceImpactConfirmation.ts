import { Percent } from '../amounts/percent'
import {
  ALLOWED_PRICE_IMPACT_HIGH_BPS,
  PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN_BPS,
} from '../constants/priceImpact'

/** What the swap must ask before sending (spec §5). */
export type PriceImpactConfirmation = 'none' | 'confirm' | 'type-confirm'

/**
 * Below 5% (price impact without the LP fee) nothing; at or above 5% a confirm dialog; at or
 * above 10% the user must type the word confirm.
 *
 * @example
 * getPriceImpactConfirmation(new Percent(12n, 100n)) // 'type-confirm'
 */
export function getPriceImpactConfirmation(
  priceImpactWithoutFee: Percent | undefined,
): PriceImpactConfirmation {
  if (!priceImpactWithoutFee) return 'none'
  if (
    !priceImpactWithoutFee.lessThan(new Percent(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN_BPS, 10_000n))
  ) {
    return 'type-confirm'
  }
  if (!priceImpactWithoutFee.lessThan(new Percent(ALLOWED_PRICE_IMPACT_HIGH_BPS, 10_000n))) {
    return 'confirm'
  }
  return 'none'
}
