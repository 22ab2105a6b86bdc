import { WAD } from './wad'

/**
 * A WBNB-stable pair takes part in BNB's USD price only with at least this much BNB in it (10 BNB),
 * so a freshly made or drained stable pair cannot move the price of everything.
 */
export const MIN_STABLE_PAIR_BNB = 10n * WAD

/**
 * A pair can set a token's price only if its whitelisted side is worth at least this much BNB
 * (10 BNB, as PancakeSwap's subgraph): below it, anyone could price a token with pocket money.
 */
export const MIN_LIQUIDITY_BNB = 10n * WAD
