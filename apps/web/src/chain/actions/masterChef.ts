/** Typed calls of the MasterChef (farms): stake, unstake, and harvest (a deposit of 0). */
import { masterChefAbi } from '@ghost/contracts'
import type { Address } from 'viem'

type FarmAmount = { masterChef: Address; pid: number; amount: bigint }

export function depositFarm({ masterChef, pid, amount }: FarmAmount) {
  return {
    address: masterChef,
    abi: masterChefAbi,
    functionName: 'deposit',
    args: [BigInt(pid), amount],
  } as const
}

export function withdrawFarm({ masterChef, pid, amount }: FarmAmount) {
  return {
    address: masterChef,
    abi: masterChefAbi,
    functionName: 'withdraw',
    args: [BigInt(pid), amount],
  } as const
}

/** A deposit of 0 pays the pending reward and stakes nothing. */
export function harvestFarm({ masterChef, pid }: { masterChef: Address; pid: number }) {
  return depositFarm({ masterChef, pid, amount: 0n })
}
