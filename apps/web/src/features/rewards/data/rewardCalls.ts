/**
 * The Rewards screen's chain reads as call lists for the shared multicall. The lists depend on
 * each other (the factories' counts give the indexes, the indexes give the addresses, the
 * addresses give the fields), so there are three; every one is watched by the batcher, so from
 * the second block on all three ride in the same single round per block.
 */
import {
  iFeeManagerAbi,
  iFeeManagerFactoryAbi,
  iGhostPotAbi,
  iSharePotAbi,
  iSharePotFactoryAbi,
} from '@ghost/contracts'
import type { Address } from 'viem'

import type { ProgrammeKind } from '../../../api/rewards/rewardsApi'

export type { ProgrammeKind }

export type RewardAddresses = {
  GhostPot: Address
  SharePotFactory: Address
  FeeManagerFactory: Address
}

type Abi =
  | typeof iGhostPotAbi
  | typeof iSharePotAbi
  | typeof iFeeManagerAbi
  | typeof iSharePotFactoryAbi
  | typeof iFeeManagerFactoryAbi

/** One read of a list. */
export type RewardCall = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[] | undefined
}

/** A multicall answer as `useMulticall` gives it. */
export type RewardRead =
  | { status: 'success'; result: unknown }
  | { status: 'failure'; error: Error; result?: undefined }

/** The factories' counts: how many share pots and fee managers exist. */
export function getCountCalls(addresses: RewardAddresses): RewardCall[] {
  return [
    { address: addresses.SharePotFactory, abi: iSharePotFactoryAbi, functionName: 'potCount' },
    {
      address: addresses.FeeManagerFactory,
      abi: iFeeManagerFactoryAbi,
      functionName: 'feeManagerCount',
    },
  ]
}

/** Counts from `getCountCalls`' answers; a failed or missing answer counts as none yet. */
export function parseCounts(reads: readonly RewardRead[] | undefined): {
  pots: number
  feeManagers: number
} {
  const count = (read: RewardRead | undefined) =>
    read?.status === 'success' && typeof read.result === 'bigint' ? Number(read.result) : 0
  return { pots: count(reads?.[0]), feeManagers: count(reads?.[1]) }
}

/** `getPotAddress(i)` for every pot, then `getFeeManagerAddress(i)` for every manager. */
export function getAddressCalls(
  addresses: RewardAddresses,
  counts: { pots: number; feeManagers: number },
): RewardCall[] {
  return [
    ...Array.from({ length: counts.pots }, (_, index) => ({
      address: addresses.SharePotFactory,
      abi: iSharePotFactoryAbi,
      functionName: 'getPotAddress',
      args: [BigInt(index)],
    })),
    ...Array.from({ length: counts.feeManagers }, (_, index) => ({
      address: addresses.FeeManagerFactory,
      abi: iFeeManagerFactoryAbi,
      functionName: 'getFeeManagerAddress',
      args: [BigInt(index)],
    })),
  ]
}

export type ProgrammeRef = { kind: ProgrammeKind; address: Address }

/** The ghost pot, then every pot and manager whose address was read (in factory order). */
export function parseProgrammeRefs(
  addresses: RewardAddresses,
  counts: { pots: number; feeManagers: number },
  reads: readonly RewardRead[] | undefined,
): ProgrammeRef[] {
  const refs: ProgrammeRef[] = [{ kind: 'ghostPot', address: addresses.GhostPot }]
  reads?.forEach((read, index) => {
    if (read.status !== 'success' || typeof read.result !== 'string') return
    const kind = index < counts.pots ? 'sharePot' : 'feeManager'
    refs.push({ kind, address: read.result as Address })
  })
  return refs
}

const PUBLIC_READS = ['name', 'admin', 'totalLevel'] as const

/** What each programme's reads are and where they sit in the list. */
export type ProgrammeLayout = ProgrammeRef & {
  name: number
  admin: number
  totalLevel: number
  /** Share pots only. */
  collection?: number | undefined
  user?: { level: number; pendingReward: number } | undefined
}

/**
 * Every programme's public fields (name, admin, totalLevel; a share pot's collection) and, with
 * an account, the user's level and pending reward, each through the function its kind names it
 * (spec §3: the ghost pot's ghostSquadLevel/getPendingReward, a pot's userLevel/pendingReward, a
 * manager's levels/pendingReward).
 */
export function getProgrammeCalls(
  refs: readonly ProgrammeRef[],
  account: Address | undefined,
): { contracts: RewardCall[]; layout: ProgrammeLayout[] } {
  const contracts: RewardCall[] = []
  const push = (call: RewardCall) => contracts.push(call) - 1
  const layout = refs.map((ref): ProgrammeLayout => {
    const abi =
      ref.kind === 'ghostPot'
        ? iGhostPotAbi
        : ref.kind === 'sharePot'
          ? iSharePotAbi
          : iFeeManagerAbi
    const [name, admin, totalLevel] = PUBLIC_READS.map((functionName) =>
      push({ address: ref.address, abi, functionName }),
    ) as [number, number, number]
    const collection =
      ref.kind === 'sharePot'
        ? push({ address: ref.address, abi: iSharePotAbi, functionName: 'collection' })
        : undefined
    const [levelFunction, pendingFunction] =
      ref.kind === 'ghostPot'
        ? (['ghostSquadLevel', 'getPendingReward'] as const)
        : ref.kind === 'sharePot'
          ? (['userLevel', 'pendingReward'] as const)
          : (['levels', 'pendingReward'] as const)
    const user = account
      ? {
          level: push({ address: ref.address, abi, functionName: levelFunction, args: [account] }),
          pendingReward: push({
            address: ref.address,
            abi,
            functionName: pendingFunction,
            args: [account],
          }),
        }
      : undefined
    return { ...ref, name, admin, totalLevel, collection, user }
  })
  return { contracts, layout }
}

/** One programme as the screen shows it; undefined fields are not read (yet, or they failed). */
export type ProgrammeReads = ProgrammeRef & {
  name: string | undefined
  admin: Address | undefined
  totalLevel: bigint | undefined
  collection: Address | undefined
  /** Undefined without an account or before the first answer. */
  user: { level: bigint; pendingReward: bigint } | undefined
}

function value<T>(
  reads: readonly RewardRead[] | undefined,
  index: number | undefined,
  type: string,
) {
  if (index === undefined) return undefined
  const read = reads?.[index]
  return read?.status === 'success' && typeof read.result === type ? (read.result as T) : undefined
}

export function parseProgrammeReads(
  layout: readonly ProgrammeLayout[],
  reads: readonly RewardRead[] | undefined,
): ProgrammeReads[] {
  return layout.map((entry) => {
    const level = value<bigint>(reads, entry.user?.level, 'bigint')
    const pendingReward = value<bigint>(reads, entry.user?.pendingReward, 'bigint')
    return {
      kind: entry.kind,
      address: entry.address,
      name: value<string>(reads, entry.name, 'string'),
      admin: value<Address>(reads, entry.admin, 'string'),
      totalLevel: value<bigint>(reads, entry.totalLevel, 'bigint'),
      collection: value<Address>(reads, entry.collection, 'string'),
      user:
        level !== undefined && pendingReward !== undefined ? { level, pendingReward } : undefined,
    }
  })
}
