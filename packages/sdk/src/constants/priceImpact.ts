// Price impact thresholds, PancakeSwap's values (spec §5 does not give them; docs/decisions.md).

/** Severity 1 from 1%. */
export const ALLOWED_PRICE_IMPACT_LOW_BPS = 100n
/** Severity 2 from 3%. */
export const ALLOWED_PRICE_IMPACT_MEDIUM_BPS = 300n
/** Severity 3 from 5%; also the plain confirm dialog. */
export const ALLOWED_PRICE_IMPACT_HIGH_BPS = 500n
/** Typing the word "confirm" is required from 10% (price impact without fee). */
export const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN_BPS = 1000n
/** Severity 4 from 15%: swap blocked unless expert mode. */
export const BLOCKED_PRICE_IMPACT_NON_EXPERT_BPS = 1500n
