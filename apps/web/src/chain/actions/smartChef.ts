/**
 * Typed calls of a SmartChef pool: deposit (BNB pools send the amount as value; harvest is a
 * deposit of 0, compound a deposit of the pending reward), withdraw, emergencyWithdraw.
 */
import { smartChefAbi } from '@ghost/contracts'
import type { Address } from 'viem'

export function depositPool({
  pool,
  amount,
  native,
}: {
  pool: Address
  amount: bigint
  /** The pool stakes BNB: the amount goes as value too. */
  native: boolean
}) {
  return {
    address: pool,
    abi: smartChefAbi,
    functionName: 'deposit',
    args: [amount],
    value: native ? amount : undefined,
  } as const
}

export function withdrawPool({ pool, amount }: { pool: Address; amount: bigint }) {
  return { address: pool, abi: smartChefAbi, functionName: 'withdraw', args: [amount] } as const
}

export function emergencyWithdrawPool({ pool }: { pool: Address }) {
  return { address: pool, abi: smartChefAbi, functionName: 'emergencyWithdraw' } as const
}
