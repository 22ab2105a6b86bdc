import type { PoolView } from './getPoolView'

export type PoolActions = {
  /** No wallet: the card shows 'Connect Wallet' and no actions (spec §6). */
  needsWallet: boolean
  /**
   * The staking step (spec §4): 'loading' until the user data arrives; 'enable' while an ERC20
   * pool has no allowance; 'stake' with nothing staked; 'staked' shows − and +.
   */
  stakeStep: 'loading' | 'enable' | 'stake' | 'staked'
  /** Stake, or + when staked: off when finished or the stake is at (or above) the limit. */
  canStakeMore: boolean
  /** Harvest: pending reward above 0. */
  canHarvest: boolean
  /** Compound is offered only when the pool stakes its reward token. */
  showCompound: boolean
  canCompound: boolean
  /** Emergency withdraw where the pool config enables it and something is staked. */
  showEmergencyWithdraw: boolean
}

/**
 * Which pool actions show and which are enabled, from spec §4's pool card states.
 *
 * @example
 * getPoolActions(pool, { hasAccount: true }).stakeStep // 'stake'
 */
export function getPoolActions(
  pool: PoolView,
  { hasAccount }: { hasAccount: boolean },
): PoolActions {
  const user = pool.userData
  const staked = user?.stakedBalance.quotient ?? 0n
  const pending = user?.pendingReward.quotient ?? 0n
  const atLimit = !!pool.stakingLimit && staked >= pool.stakingLimit.quotient
  const stakeStep = !user
    ? 'loading'
    : !pool.stakingCurrency.isNative && user.allowance === 0n && staked === 0n
      ? 'enable'
      : staked > 0n
        ? 'staked'
        : 'stake'
  return {
    needsWallet: !hasAccount,
    stakeStep: hasAccount ? stakeStep : 'loading',
    canStakeMore: hasAccount && !!user && !pool.isFinished && !atLimit,
    canHarvest: hasAccount && pending > 0n,
    showCompound: hasAccount && pool.stakesEarningToken,
    // compounding stakes the reward: not past the limit, not into a finished pool
    canCompound:
      hasAccount &&
      pool.stakesEarningToken &&
      pending > 0n &&
      !pool.isFinished &&
      (!pool.stakingLimit || staked + pending <= pool.stakingLimit.quotient),
    showEmergencyWithdraw: hasAccount && pool.config.enableEmergencyWithdraw && staked > 0n,
  }
}
