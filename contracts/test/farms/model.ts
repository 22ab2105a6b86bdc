/**
 * Reference models of the SmartChef and MasterChef accounting in plain bigint arithmetic,
 * written from the formulas in the contracts' NatSpec (floors at the same places). Tests drive
 * the contract and the model with the same operations at the same block numbers and expect
 * both to agree to the wei; the models are small enough to check against the ideal
 * "rewardPerBlock × active blocks" by eye and by the property test.
 */

/** `PRECISION_FACTOR` of both chefs. */
export const PRECISION_FACTOR = 10n ** 30n

export type StakerState = { amount: bigint; rewardDebt: bigint; unpaid: bigint }

function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c
}

/** bigint minimum (Math.min takes numbers only). */
function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

function emptyStaker(): StakerState {
  return { amount: 0n, rewardDebt: 0n, unpaid: 0n }
}

/** Earned so far by one staker given the pool's accumulator (unpaid carry included). */
function owedTo(staker: StakerState, acc: bigint): bigint {
  return mulDiv(staker.amount, acc, PRECISION_FACTOR) - staker.rewardDebt + staker.unpaid
}

export type SmartChefConfig = {
  rewardPerBlock: bigint
  startBlock: bigint
  bonusEndBlock: bigint
}

/** Outcome of one deposit or withdraw: the reward paid to the caller's wallet. */
export type ChefPayout = { payout: bigint }

export class SmartChefModel {
  acc = 0n
  totalStaked = 0n
  lastRewardBlock: bigint
  /** Reward-token balance of the contract (funded minus paid). */
  reserve = 0n
  readonly stakers = new Map<string, StakerState>()

  constructor(readonly config: SmartChefConfig) {
    this.lastRewardBlock = config.startBlock
  }

  staker(user: string): StakerState {
    let staker = this.stakers.get(user)
    if (!staker) {
      staker = emptyStaker()
      this.stakers.set(user, staker)
    }
    return staker
  }

  /** Blocks of [from, to) inside the reward window, as `_activeBlocks` counts them. */
  activeBlocks(from: bigint, to: bigint): bigint {
    const end = this.config.bonusEndBlock
    if (to <= end) return to - from
    if (from >= end) return 0n
    return end - from
  }

  accAt(block: bigint): bigint {
    if (block <= this.lastRewardBlock || this.totalStaked === 0n) return this.acc
    const reward = this.activeBlocks(this.lastRewardBlock, block) * this.config.rewardPerBlock
    return this.acc + mulDiv(reward, PRECISION_FACTOR, this.totalStaked)
  }

  pending(user: string, block: bigint): bigint {
    return owedTo(this.staker(user), this.accAt(block))
  }

  fund(amount: bigint): void {
    this.reserve += amount
  }

  private update(block: bigint): void {
    if (block <= this.lastRewardBlock) return
    this.acc = this.accAt(block)
    this.lastRewardBlock = block
  }

  private settle(staker: StakerState): bigint {
    const owed = owedTo(staker, this.acc)
    const payout = smaller(owed, this.reserve)
    staker.unpaid = owed - payout
    this.reserve -= payout
    return payout
  }

  deposit(user: string, amount: bigint, block: bigint): ChefPayout {
    this.update(block)
    const staker = this.staker(user)
    const payout = this.settle(staker)
    staker.amount += amount
    this.totalStaked += amount
    staker.rewardDebt = mulDiv(staker.amount, this.acc, PRECISION_FACTOR)
    return { payout }
  }

  withdraw(user: string, amount: bigint, block: bigint): ChefPayout {
    const staker = this.staker(user)
    if (amount > staker.amount) throw new Error('model: withdraw above stake')
    this.update(block)
    const payout = this.settle(staker)
    staker.amount -= amount
    this.totalStaked -= amount
    staker.rewardDebt = mulDiv(staker.amount, this.acc, PRECISION_FACTOR)
    return { payout }
  }

  /**
   * Returns the stake and the reward that leaves the books. The pool is not updated: the caller
   * forfeits what the accumulator already holds for them (and any unpaid carry), and the blocks
   * since the last update go to whoever remains at the next update; if nobody remains, nobody
   * ever gets them, so they are forfeited too.
   */
  emergencyWithdraw(user: string, block: bigint): { amount: bigint; forfeited: bigint } {
    const staker = this.staker(user)
    let forfeited = owedTo(staker, this.acc)
    const amount = staker.amount
    this.totalStaked -= amount
    this.stakers.set(user, emptyStaker())
    if (this.totalStaked === 0n && amount > 0n && block > this.lastRewardBlock) {
      forfeited += this.activeBlocks(this.lastRewardBlock, block) * this.config.rewardPerBlock
    }
    return { amount, forfeited }
  }
}

export type FarmPoolState = {
  allocPoint: bigint
  lastRewardBlock: bigint
  acc: bigint
  totalStaked: bigint
  stakers: Map<string, StakerState>
}

/** MasterChef with every pool in one model; reward reserve shared by all pools. */
export class MasterChefModel {
  readonly pools: FarmPoolState[] = []
  totalAllocPoint = 0n
  reserve = 0n

  constructor(
    public rewardPerBlock: bigint,
    readonly startBlock: bigint,
  ) {}

  private pool(pid: number): FarmPoolState {
    const pool = this.pools[pid]
    if (!pool) throw new Error(`model: no pool ${pid}`)
    return pool
  }

  staker(pid: number, user: string): StakerState {
    const pool = this.pool(pid)
    let staker = pool.stakers.get(user)
    if (!staker) {
      staker = emptyStaker()
      pool.stakers.set(user, staker)
    }
    return staker
  }

  /** `blocks * rewardPerBlock * allocPoint / totalAllocPoint`, floored. */
  poolReward(pool: FarmPoolState, block: bigint): bigint {
    return (
      ((block - pool.lastRewardBlock) * this.rewardPerBlock * pool.allocPoint) /
      this.totalAllocPoint
    )
  }

  accAt(pid: number, block: bigint): bigint {
    const pool = this.pool(pid)
    if (block <= pool.lastRewardBlock || pool.totalStaked === 0n || pool.allocPoint === 0n) {
      return pool.acc
    }
    return pool.acc + mulDiv(this.poolReward(pool, block), PRECISION_FACTOR, pool.totalStaked)
  }

  pending(pid: number, user: string, block: bigint): bigint {
    return owedTo(this.staker(pid, user), this.accAt(pid, block))
  }

  private update(pid: number, block: bigint): void {
    const pool = this.pool(pid)
    if (block <= pool.lastRewardBlock) return
    pool.acc = this.accAt(pid, block)
    pool.lastRewardBlock = block
  }

  massUpdate(block: bigint): void {
    for (let pid = 0; pid < this.pools.length; pid++) this.update(pid, block)
  }

  add(allocPoint: bigint, block: bigint): number {
    this.massUpdate(block)
    this.totalAllocPoint += allocPoint
    this.pools.push({
      allocPoint,
      lastRewardBlock: block > this.startBlock ? block : this.startBlock,
      acc: 0n,
      totalStaked: 0n,
      stakers: new Map(),
    })
    return this.pools.length - 1
  }

  set(pid: number, allocPoint: bigint, block: bigint): void {
    this.massUpdate(block)
    const pool = this.pool(pid)
    this.totalAllocPoint = this.totalAllocPoint - pool.allocPoint + allocPoint
    pool.allocPoint = allocPoint
  }

  setRewardPerBlock(rewardPerBlock: bigint, block: bigint): void {
    this.massUpdate(block)
    this.rewardPerBlock = rewardPerBlock
  }

  fund(amount: bigint): void {
    this.reserve += amount
  }

  private settle(pid: number, staker: StakerState): bigint {
    const owed = owedTo(staker, this.pool(pid).acc)
    const payout = smaller(owed, this.reserve)
    staker.unpaid = owed - payout
    this.reserve -= payout
    return payout
  }

  deposit(pid: number, user: string, amount: bigint, block: bigint): ChefPayout {
    this.update(pid, block)
    const pool = this.pool(pid)
    const staker = this.staker(pid, user)
    const payout = this.settle(pid, staker)
    staker.amount += amount
    pool.totalStaked += amount
    staker.rewardDebt = mulDiv(staker.amount, pool.acc, PRECISION_FACTOR)
    return { payout }
  }

  withdraw(pid: number, user: string, amount: bigint, block: bigint): ChefPayout {
    const staker = this.staker(pid, user)
    if (amount > staker.amount) throw new Error('model: withdraw above stake')
    this.update(pid, block)
    const pool = this.pool(pid)
    const payout = this.settle(pid, staker)
    staker.amount -= amount
    pool.totalStaked -= amount
    staker.rewardDebt = mulDiv(staker.amount, pool.acc, PRECISION_FACTOR)
    return { payout }
  }

  /** Same rule as `SmartChefModel.emergencyWithdraw`: no pool update. */
  emergencyWithdraw(
    pid: number,
    user: string,
    block: bigint,
  ): { amount: bigint; forfeited: bigint } {
    const pool = this.pool(pid)
    const staker = this.staker(pid, user)
    let forfeited = owedTo(staker, pool.acc)
    const amount = staker.amount
    pool.totalStaked -= amount
    pool.stakers.set(user, emptyStaker())
    if (
      pool.totalStaked === 0n &&
      amount > 0n &&
      block > pool.lastRewardBlock &&
      pool.allocPoint > 0n
    ) {
      forfeited += this.poolReward(pool, block)
    }
    return { amount, forfeited }
  }
}
