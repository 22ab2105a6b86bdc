/** Basis-point denominator used by fees and slippage (spec §9). */
export const BIPS_BASE = 10_000n

/** Swap fee of 0.25% (spec §9): 9975/10000 of every input counts against x·y=k. */
export const SWAP_FEE_BPS = 25n
export const FEE_MULTIPLIER = BIPS_BASE - SWAP_FEE_BPS

/**
 * How the 0.25% splits (spec §9): 0.17% stays with liquidity providers, 0.03% goes to the treasury
 * and 0.05% (the share the spec leaves unnamed) to a buyback and burn of GHOST. GhostFeeSplitter
 * exposes the last two as TREASURY_FEE_BPS and BUYBACK_FEE_BPS.
 */
export const LP_FEE_BPS = 17n
export const TREASURY_FEE_BPS = 3n
export const BUYBACK_BURN_FEE_BPS = 5n

/**
 * The protocol's part of the swap fee, 8 of the 25 bps: with the fee switch on, pairs mint it to
 * `feeTo` (GhostFeeSplitter) as LP tokens worth PROTOCOL_FEE_BPS / SWAP_FEE_BPS of the growth of √k.
 */
export const PROTOCOL_FEE_BPS = TREASURY_FEE_BPS + BUYBACK_BURN_FEE_BPS

/** LP tokens locked forever by the first deposit. */
export const MINIMUM_LIQUIDITY = 1000n

export const MAX_UINT256 = 2n ** 256n - 1n

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000' as const

/** Spec §5 and §9: the max button on the native coin leaves 0.01 BNB for gas. */
export const MIN_NATIVE_RESERVE = 10n ** 16n

/** Spec §2 Shell: the low-balance warning shows at or below 2 gwei of BNB. */
export const LOW_NATIVE_BALANCE = 2_000_000_000n
