import type { Address } from 'viem'

/** Spec §3: how a pool is run; BINANCE pools stake the native coin. */
export type PoolCategory = 'CORE' | 'BINANCE'

export type PoolTokenConfig = {
  symbol: string
  /** The zero address stands for the native coin (BNB), as in `SmartChef.stakedToken`. */
  address: Address
  decimals: number
  projectLink?: string | undefined
}

/** Spec §3 pool config: what the app knows of a pool before reading the chain. */
export type PoolConfig = {
  sousId: number
  stakingToken: PoolTokenConfig
  earningToken: PoolTokenConfig & { projectLink: string }
  /** By chain id (56, 97, 1337); only the chains the pool is deployed on. */
  contractAddress: Readonly<Partial<Record<number, Address>>>
  poolCategory: PoolCategory
  harvest: boolean
  /**
   * Whole earning tokens per block as configured ('0.005'); undefined for pools known only by
   * their manifest entry, whose rate comes from the contract alone.
   */
  tokenPerBlock: string | undefined
  /** Lower first in the 'Hot' order. */
  sortOrder: number
  isFinished: boolean
  enableEmergencyWithdraw: boolean
}
