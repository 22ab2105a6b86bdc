/** Basis-point denominator used by fees and slippage (spec §9). */
export const BIPS_BASE = 10_000n

/** Swap fee of 0.25% (spec §9): 9975/10000 of every input counts against x·y=k. */
export const SWAP_FEE_BPS = 25n
export const FEE_MULTIPLIER = BIPS_BASE - SWAP_FEE_BPS

/** Share of the 0.25% that stays with liquidity providers (0.17%) and goes to the treasury (0.03%). */
export const LP_FEE_BPS = 17n
export const TREASURY_FEE_BPS = 3n

/**
 * Protocol fee minted to `feeTo` on liquidity events when the fee switch is on: 8/25 of the growth
 * of √k, i.e. 0.08 of the 0.25% (GhostPair `_mintFee`: s·(√k−√kLast)·8 / (17·√k + 8·√kLast)).
 */
export const PROTOCOL_FEE_NUMERATOR = 8n
export const PROTOCOL_FEE_ROOT_K_MULTIPLIER = 17n

/** LP tokens locked forever by the first deposit. */
export const MINIMUM_LIQUIDITY = 1000n

export const MAX_UINT256 = 2n ** 256n - 1n

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000' as const

/** Spec §5 and §9: the max button on the native coin leaves 0.01 BNB for gas. */
export const MIN_NATIVE_RESERVE = 10n ** 16n

/** Spec §2 Shell: the low-balance warning shows at or below 2 gwei of BNB. */
export const LOW_NATIVE_BALANCE = 2_000_000_000n
