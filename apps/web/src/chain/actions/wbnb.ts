/** Typed calls of the WBNB contract: wrap BNB (deposit with value) and unwrap (withdraw). */
import { wbnbAbi } from '@ghost/contracts'
import type { Address } from 'viem'

export function wrapBnb({ wbnb, amount }: { wbnb: Address; amount: bigint }) {
  return { address: wbnb, abi: wbnbAbi, functionName: 'deposit', value: amount } as const
}

export function unwrapWbnb({ wbnb, amount }: { wbnb: Address; amount: bigint }) {
  return { address: wbnb, abi: wbnbAbi, functionName: 'withdraw', args: [amount] } as const
}
