import { maxUint256 } from 'viem'
import type { PoolCallLayout } from './getPoolCalls'

/** A read's outcome as useMulticall gives it. */
export type PoolRead =
  | { status: 'success'; result: unknown; error?: undefined }
  | { status: 'failure'; error: Error; result?: undefined }

/** Spec §3 pool public data as read from the contract (base units, block numbers). */
export type PoolPublicData = {
  startBlock: bigint | undefined
  endBlock: bigint | undefined
  totalStaked: bigint | undefined
  /** 0 when the pool has no per-user limit, or when the read failed (spec §8's fallback). */
  stakingLimit: bigint
  rewardPerBlock: bigint | undefined
}

/** Spec §3 pool user data, in base units; each is 0 when its read failed. */
export type PoolUserData = {
  allowance: bigint
  stakingTokenBalance: bigint
  stakedBalance: bigint
  pendingReward: bigint
}

export type PoolReads = {
  sousId: number
  publicData: PoolPublicData
  /** Undefined without an account or before the reads answer. */
  userData: PoolUserData | undefined
}

/** No limit: what a failed poolLimitPerUser read falls back to (spec §8 gives no value). */
export const DEFAULT_STAKING_LIMIT = 0n

function bigintAt(reads: readonly PoolRead[] | undefined, index: number | undefined) {
  if (index === undefined) return undefined
  const read = reads?.[index]
  return read?.status === 'success' && typeof read.result === 'bigint' ? read.result : undefined
}

function stakedAt(reads: readonly PoolRead[] | undefined, index: number) {
  const read = reads?.[index]
  // userInfo returns (amount, rewardDebt)
  if (read?.status !== 'success' || !Array.isArray(read.result)) return undefined
  const [amount] = read.result as unknown[]
  return typeof amount === 'bigint' ? amount : undefined
}

/**
 * Turns the results of `getPoolCalls`' list back into each pool's public and user data.
 * Public fields stay undefined when unread (the card shows a placeholder); user fields fall back
 * to 0 once the round has answered, so one failing pool does not block the others.
 *
 * @example
 * const pools = parsePoolReads(layout, data)
 */
export function parsePoolReads(
  layout: readonly PoolCallLayout[],
  reads: readonly PoolRead[] | undefined,
): PoolReads[] {
  return layout.map((entry) => {
    const publicData: PoolPublicData = {
      startBlock: bigintAt(reads, entry.startBlock),
      endBlock: bigintAt(reads, entry.endBlock),
      totalStaked: bigintAt(reads, entry.totalStaked),
      stakingLimit: bigintAt(reads, entry.stakingLimit) ?? DEFAULT_STAKING_LIMIT,
      rewardPerBlock: bigintAt(reads, entry.rewardPerBlock),
    }
    const user = entry.user
    // Data kept from a list without the user reads is shorter than the list: no user data yet.
    const userData =
      user && reads && user.pendingReward < reads.length
        ? {
            // native pools need no approval: treat them as approved for everything
            allowance:
              user.allowance === undefined ? maxUint256 : (bigintAt(reads, user.allowance) ?? 0n),
            stakingTokenBalance: bigintAt(reads, user.stakingTokenBalance) ?? 0n,
            stakedBalance: stakedAt(reads, user.userInfo) ?? 0n,
            pendingReward: bigintAt(reads, user.pendingReward) ?? 0n,
          }
        : undefined
    return { sousId: entry.sousId, publicData, userData }
  })
}
