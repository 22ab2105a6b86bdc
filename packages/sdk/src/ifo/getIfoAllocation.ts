import { IFO_MAX_FEE_BPS, type IfoFeeTier } from './constants'

/** A pool's figures as GhostIFO keeps them (`viewPool`). */
export type IfoPoolState = {
  raisingAmount: bigint
  offeringAmount: bigint
  /** 0 for no cap. */
  limitPerUser: bigint
  hasFee: boolean
  totalAmount: bigint
  /** The commits already harvested (the harvests' running total). */
  harvestedAmount: bigint
  sumFees: bigint
}

/** What one harvest pays: offering tokens, CAKE back, and the fee kept from the unused CAKE. */
export type IfoAllocation = { offeringAmount: bigint; refundAmount: bigint; feeAmount: bigint }

const BASIS_POINTS = 10_000n

/**
 * The fee (basis points of unused CAKE) a pool charges at its total: the last tier whose whole
 * multiple of the target the total reaches. No fee for a pool without one or without a target.
 */
export function getIfoFeeBps(
  pool: Pick<IfoPoolState, 'hasFee' | 'raisingAmount' | 'totalAmount'>,
  tiers: readonly IfoFeeTier[],
): bigint {
  if (!pool.hasFee || pool.raisingAmount === 0n) return 0n
  const multiple = pool.totalAmount / pool.raisingAmount
  let fee = 0n
  for (const tier of tiers) {
    if (multiple < BigInt(tier.minMultiple)) break
    fee = BigInt(tier.feeBps)
  }
  return fee > IFO_MAX_FEE_BPS ? IFO_MAX_FEE_BPS : fee
}

/** The running-total share of `amount` that `upTo` worth of harvested commits has been paid. */
function share(amount: bigint, upTo: bigint, pool: IfoPoolState): bigint {
  if (upTo === 0n) return 0n
  const denominator = pool.totalAmount > pool.raisingAmount ? pool.totalAmount : pool.raisingAmount
  return (amount * upTo) / denominator
}

/**
 * What a harvest of `committed` pays now, GhostIFO's `viewAllocation`: the commit's pro-rata
 * share of the offering the pool sells (all of it when oversubscribed, in proportion to the
 * target when not) and of the CAKE it uses, counted with running totals so the pool pays out
 * exactly, then the unused CAKE back less `feeBps` of it. With no harvest before it
 * (`harvestedAmount` 0) this is the plain pro-rata share rounded down; later harvests differ
 * from it by at most one wei.
 */
export function getIfoAllocation(
  pool: IfoPoolState,
  committed: bigint,
  feeBps: bigint,
): IfoAllocation {
  if (committed === 0n) return { offeringAmount: 0n, refundAmount: 0n, feeAmount: 0n }
  const before = pool.harvestedAmount
  const upTo = before + committed
  const offeringAmount =
    share(pool.offeringAmount, upTo, pool) - share(pool.offeringAmount, before, pool)
  const used = share(pool.raisingAmount, upTo, pool) - share(pool.raisingAmount, before, pool)
  const unused = committed - used
  const feeAmount = (unused * feeBps) / BASIS_POINTS
  return { offeringAmount, refundAmount: unused - feeAmount, feeAmount }
}

/**
 * How far a pool is subscribed, in basis points of its target (10,000 = exactly the target,
 * 25,000 = 2.5× oversubscribed); 0 for a pool without a target.
 */
export function getIfoSubscriptionBps(
  pool: Pick<IfoPoolState, 'raisingAmount' | 'totalAmount'>,
): bigint {
  if (pool.raisingAmount === 0n) return 0n
  return (pool.totalAmount * BASIS_POINTS) / pool.raisingAmount
}

/**
 * What a wallet would be due if it committed `extra` more now (others unchanged): the card's
 * "expected allocation" before and after a commit. Nothing harvested yet, so the plain share.
 */
export function getIfoAllocationAfterCommit(
  pool: IfoPoolState,
  committed: bigint,
  extra: bigint,
  tiers: readonly IfoFeeTier[],
): IfoAllocation {
  const next = { ...pool, totalAmount: pool.totalAmount + extra, harvestedAmount: 0n }
  return getIfoAllocation(next, committed + extra, getIfoFeeBps(next, tiers))
}
