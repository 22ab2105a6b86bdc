/** Spec §9 slippage presets in the settings modal: 0.1%, 0.5%, 1.0% (basis points). */
export const SLIPPAGE_PRESETS_BPS = [10, 50, 100] as const

/** Spec §9 second list of slippage values (basis points). */
export const SLIPPAGE_PRESETS_EXTENDED_BPS = [100, 300, 500, 1000, 1500] as const

/** Default slippage: 0.5%, the spec's "related value 50" (docs/decisions.md, SDK). */
export const DEFAULT_SLIPPAGE_BPS = 50

/** A typed slippage is applied to the settings only below this value (spec §5). */
export const MAX_APPLIED_SLIPPAGE_BPS = 5000

/** Slippage must lie in 0..10000 when a transaction is built (spec §5). */
export const MAX_SLIPPAGE_BPS = 10_000

/** Below 0.5%: 'Your transaction may fail'. Above 5%: 'Your transaction may be frontrun'. */
export const SLIPPAGE_RISKY_LOW_BPS = 50
export const SLIPPAGE_RISKY_HIGH_BPS = 500

/** Default transaction deadline: 20 minutes (spec §9). */
export const DEFAULT_DEADLINE_SECONDS = 1200

/** Trade search depth (spec §9): up to 3 hops, 1 when multihop is disabled. */
export const MAX_HOPS = 3
export const MAX_HOPS_SINGLE = 1
export const MAX_NUM_RESULTS = 3

/** Gas price presets in gwei (spec §9). */
export const GAS_PRICE_GWEI = { default: 5, fast: 6, instant: 7, testnet: 10 } as const
export const DEFAULT_GAS_LIMIT = 200_000n
/** Gas limit = estimate + 10% (spec §7). */
export const GAS_BUFFER_BPS = 1000n

/**
 * A route with more hops is taken only if its execution price beats the shorter one by 0.5%
 * (the reference interface's BETTER_TRADE_LESS_HOPS_THRESHOLD, 50 basis points).
 */
export const BETTER_TRADE_LESS_HOPS_THRESHOLD_BPS = 50n
