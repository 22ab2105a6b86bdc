/**
 * The chain reads of the farms screen, in the order they depend on each other: the MasterChef's
 * totals, then every pid's pool and user entries, then every LP's reserves and user balances,
 * then the symbol and decimals of tokens the manifest does not know. Each stage is one call list;
 * all stages go out in the same multicall round once the addresses are known (spec §7 reads:
 * poolInfo, totalAllocPoint, rewardPerBlock, userInfo, pendingReward, getReserves, totalSupply,
 * balanceOf, allowance, decimals).
 */
import { ghostPairAbi, masterChefAbi } from '@ghost/contracts'
import { type Address, erc20Abi } from 'viem'

/** One read result as useMulticall gives it. */
export type FarmRead = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

function ok(read: FarmRead | undefined): unknown {
  return read?.status === 'success' ? read.result : undefined
}

function asBigint(value: unknown): bigint | undefined {
  return typeof value === 'bigint' ? value : undefined
}

function asAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
    ? (value as Address)
    : undefined
}

// ---- stage 1: MasterChef totals

export function getMasterChefCalls(masterChef: Address) {
  return [
    { address: masterChef, abi: masterChefAbi, functionName: 'poolLength' },
    { address: masterChef, abi: masterChefAbi, functionName: 'totalAllocPoint' },
    { address: masterChef, abi: masterChefAbi, functionName: 'rewardPerBlock' },
    { address: masterChef, abi: masterChefAbi, functionName: 'rewardToken' },
  ] as const
}

export type MasterChefTotals = {
  poolLength: number
  totalAllocPoint: bigint
  rewardPerBlock: bigint
  rewardToken: Address
}

export function parseMasterChefReads(
  reads: readonly FarmRead[] | undefined,
): MasterChefTotals | undefined {
  const poolLength = asBigint(ok(reads?.[0]))
  const totalAllocPoint = asBigint(ok(reads?.[1]))
  const rewardPerBlock = asBigint(ok(reads?.[2]))
  const rewardToken = asAddress(ok(reads?.[3]))
  if (
    poolLength === undefined ||
    totalAllocPoint === undefined ||
    rewardPerBlock === undefined ||
    !rewardToken
  )
    return undefined
  return { poolLength: Number(poolLength), totalAllocPoint, rewardPerBlock, rewardToken }
}

// ---- stage 2: one entry per pid

export function getFarmPoolCalls(masterChef: Address, poolLength: number, account?: Address) {
  return Array.from({ length: poolLength }, (_, index) => {
    const pid = BigInt(index)
    const pool = [
      { address: masterChef, abi: masterChefAbi, functionName: 'poolInfo', args: [pid] },
      { address: masterChef, abi: masterChefAbi, functionName: 'totalStaked', args: [pid] },
    ] as const
    if (!account) return pool
    return [
      ...pool,
      { address: masterChef, abi: masterChefAbi, functionName: 'userInfo', args: [pid, account] },
      {
        address: masterChef,
        abi: masterChefAbi,
        functionName: 'pendingReward',
        args: [pid, account],
      },
    ] as const
  }).flat()
}

export type FarmPoolRead = {
  pid: number
  lpAddress: Address
  allocPoint: bigint
  totalStaked: bigint
  /** With an account only. */
  user: { stakedBalance: bigint; earnings: bigint } | undefined
}

/** Pids whose reads failed are left out (they show up on a later block). */
export function parseFarmPoolReads(
  reads: readonly FarmRead[] | undefined,
  poolLength: number,
  hasAccount: boolean,
): FarmPoolRead[] | undefined {
  if (!reads) return undefined
  const width = hasAccount ? 4 : 2
  const pools: FarmPoolRead[] = []
  for (let pid = 0; pid < poolLength; pid++) {
    const base = pid * width
    const info = ok(reads[base]) as readonly [Address, bigint, bigint, bigint] | undefined
    const totalStaked = asBigint(ok(reads[base + 1]))
    const lpAddress = asAddress(info?.[0])
    const allocPoint = asBigint(info?.[1])
    if (!lpAddress || allocPoint === undefined || totalStaked === undefined) continue
    let user: FarmPoolRead['user']
    if (hasAccount) {
      const userInfo = ok(reads[base + 2]) as readonly [bigint, bigint] | undefined
      const earnings = asBigint(ok(reads[base + 3]))
      const stakedBalance = asBigint(userInfo?.[0])
      if (stakedBalance !== undefined && earnings !== undefined) user = { stakedBalance, earnings }
    }
    pools.push({ pid, lpAddress, allocPoint, totalStaked, user })
  }
  return pools
}

// ---- stage 3: one entry per LP token

export function getFarmLpCalls(
  lpAddresses: readonly Address[],
  masterChef: Address,
  account?: Address,
) {
  return lpAddresses.flatMap((address) => {
    const pair = [
      { address, abi: ghostPairAbi, functionName: 'token0' },
      { address, abi: ghostPairAbi, functionName: 'token1' },
      { address, abi: ghostPairAbi, functionName: 'getReserves' },
      { address, abi: erc20Abi, functionName: 'totalSupply' },
    ] as const
    if (!account) return pair
    return [
      ...pair,
      { address, abi: erc20Abi, functionName: 'balanceOf', args: [account] },
      { address, abi: erc20Abi, functionName: 'allowance', args: [account, masterChef] },
    ] as const
  })
}

export type FarmLpRead = {
  lpAddress: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  /** With an account only. */
  user: { tokenBalance: bigint; allowance: bigint } | undefined
}

export function parseFarmLpReads(
  reads: readonly FarmRead[] | undefined,
  lpAddresses: readonly Address[],
  hasAccount: boolean,
): FarmLpRead[] | undefined {
  if (!reads) return undefined
  const width = hasAccount ? 6 : 4
  const lps: FarmLpRead[] = []
  lpAddresses.forEach((lpAddress, i) => {
    const base = i * width
    const token0 = asAddress(ok(reads[base]))
    const token1 = asAddress(ok(reads[base + 1]))
    const reserves = ok(reads[base + 2]) as readonly [bigint, bigint, number] | undefined
    const totalSupply = asBigint(ok(reads[base + 3]))
    if (!token0 || !token1 || !reserves || totalSupply === undefined) return
    let user: FarmLpRead['user']
    if (hasAccount) {
      const tokenBalance = asBigint(ok(reads[base + 4]))
      const allowance = asBigint(ok(reads[base + 5]))
      if (tokenBalance !== undefined && allowance !== undefined) user = { tokenBalance, allowance }
    }
    lps.push({
      lpAddress,
      token0,
      token1,
      reserve0: reserves[0],
      reserve1: reserves[1],
      totalSupply,
      user,
    })
  })
  return lps
}

// ---- stage 4: tokens outside the manifest

export function getTokenMetadataCalls(tokens: readonly Address[]) {
  return tokens.flatMap((address) => [
    { address, abi: erc20Abi, functionName: 'symbol' } as const,
    { address, abi: erc20Abi, functionName: 'decimals' } as const,
  ])
}

export type TokenMetadata = { address: Address; symbol: string; decimals: number }

export function parseTokenMetadataReads(
  reads: readonly FarmRead[] | undefined,
  tokens: readonly Address[],
): TokenMetadata[] {
  if (!reads) return []
  return tokens.flatMap((address, i) => {
    const symbol = ok(reads[i * 2])
    const decimals = ok(reads[i * 2 + 1])
    return typeof symbol === 'string' && typeof decimals === 'number'
      ? [{ address, symbol, decimals }]
      : []
  })
}
