import { multicallAbi, smartChefAbi } from '@ghost/contracts'
import { type Address, erc20Abi } from 'viem'
import { getPoolAddress, isNativePool } from '../config/getPoolsConfig'
import type { PoolConfig } from '../config/types'

export type GetPoolCallsParameters = {
  pools: readonly PoolConfig[]
  chainId: number
  /** Adds the user reads when set. */
  account: Address | undefined
  /** The Multicall contract, which answers native balances (`getEthBalance`). */
  multicall: Address
}

/** Where each pool's reads sit in the call list. */
export type PoolCallLayout = {
  sousId: number
  startBlock: number
  endBlock: number
  totalStaked: number
  stakingLimit: number
  rewardPerBlock: number
  user?:
    | {
        /** Undefined for native pools: BNB needs no allowance. */
        allowance: number | undefined
        stakingTokenBalance: number
        userInfo: number
        pendingReward: number
      }
    | undefined
}

const PUBLIC_READS = [
  ['startBlock', 'startBlock'],
  ['endBlock', 'bonusEndBlock'],
  ['totalStaked', 'totalStaked'],
  ['stakingLimit', 'poolLimitPerUser'],
  ['rewardPerBlock', 'rewardPerBlock'],
] as const

/** One call of the list: a SmartChef, ERC20 or Multicall read. */
export type PoolCall = {
  address: Address
  abi: typeof smartChefAbi | typeof erc20Abi | typeof multicallAbi
  functionName: string
  args?: readonly unknown[] | undefined
}

export type GetPoolCallsReturnType = {
  contracts: PoolCall[]
  layout: PoolCallLayout[]
}

/**
 * Every read the Pools page needs, for every pool, as one call list (one multicall round per
 * block): the public data (start and end block, total staked, per-user limit, reward per block)
 * and, with an account, allowance (ERC20 pools), staking token balance (native through
 * Multicall.getEthBalance), userInfo and pendingReward. Pools not deployed on `chainId` are
 * skipped.
 *
 * @example
 * const { contracts, layout } = getPoolCalls({ pools, chainId: 1337, account, multicall })
 */
export function getPoolCalls({
  pools,
  chainId,
  account,
  multicall,
}: GetPoolCallsParameters): GetPoolCallsReturnType {
  const contracts: PoolCall[] = []
  const layout: PoolCallLayout[] = []
  const push = (call: PoolCall) => contracts.push(call) - 1
  const deployed = pools.flatMap((pool) => {
    const address = getPoolAddress(pool, chainId)
    return address ? [{ pool, address }] : []
  })
  // Public reads first: their places do not move when an account connects or leaves, so data
  // kept from the previous list never lands on the wrong field.
  for (const { pool, address } of deployed) {
    const entry = { sousId: pool.sousId } as PoolCallLayout
    for (const [field, functionName] of PUBLIC_READS) {
      entry[field] = push({ address, abi: smartChefAbi, functionName } as const)
    }
    layout.push(entry)
  }
  if (!account) return { contracts, layout }
  deployed.forEach(({ pool, address }, i) => {
    const native = isNativePool(pool)
    const entry = layout[i] as PoolCallLayout
    entry.user = {
      allowance: native
        ? undefined
        : push({
            address: pool.stakingToken.address,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [account, address],
          } as const),
      // Every native pool asks the same getEthBalance; the batcher sends it once.
      stakingTokenBalance: native
        ? push({
            address: multicall,
            abi: multicallAbi,
            functionName: 'getEthBalance',
            args: [account],
          } as const)
        : push({
            address: pool.stakingToken.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          } as const),
      userInfo: push({ address, abi: smartChefAbi, functionName: 'userInfo', args: [account] }),
      pendingReward: push({
        address,
        abi: smartChefAbi,
        functionName: 'pendingReward',
        args: [account],
      }),
    }
  })
  return { contracts, layout }
}
