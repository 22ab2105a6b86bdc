/**
 * GhostIFO's fixed rules and the figures the spec gives the sale (§9): the basic pool's cap of
 * about 100 USD of CAKE, about 10 USD committed for the achievement, the unlimited pool's fee
 * starting at 1%, limits set about 30 minutes before the start.
 */

/** The two pools every sale has, by `pid`. */
export const IFO_POOL_IDS = { basic: 0, unlimited: 1 } as const
export type IfoPoolKind = keyof typeof IFO_POOL_IDS
export type IfoPoolId = (typeof IFO_POOL_IDS)[IfoPoolKind]
export const IFO_POOL_KINDS = ['basic', 'unlimited'] as const satisfies readonly IfoPoolKind[]

/** GhostIFO.MAX_FEE_BPS: the participation fee never exceeds 1% of the unused CAKE. */
export const IFO_MAX_FEE_BPS = 100n
/** GhostIFO.MAX_FEE_TIERS. */
export const IFO_MAX_FEE_TIERS = 10

/** A fee tier: `feeBps` of the unused CAKE from `minMultiple` times the pool's target. */
export type IfoFeeTier = { minMultiple: number; feeBps: number }

/**
 * The tiers the world's sales use: 1% below 50× oversubscribed, then falling with
 * oversubscription to 0.05% from 1,500× (PancakeSwap's published schedule).
 */
export const IFO_DEFAULT_FEE_TIERS: readonly IfoFeeTier[] = [
  { minMultiple: 0, feeBps: 100 },
  { minMultiple: 50, feeBps: 50 },
  { minMultiple: 100, feeBps: 30 },
  { minMultiple: 250, feeBps: 25 },
  { minMultiple: 500, feeBps: 20 },
  { minMultiple: 1000, feeBps: 10 },
  { minMultiple: 1500, feeBps: 5 },
]

/** The basic pool's cap per wallet, in USD (18 decimals): about 100 USD of CAKE. */
export const IFO_BASIC_LIMIT_USD = 100n * 10n ** 18n
/** What a wallet commits over both pools to earn the achievement, in USD: about 10 USD. */
export const IFO_ACHIEVEMENT_USD = 10n * 10n ** 18n
/** How long before the start the operator sets the limits (seconds): about 30 minutes. */
export const IFO_LIMITS_LEAD_SECONDS = 30 * 60
