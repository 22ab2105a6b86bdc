/**
 * Typed calls of the WBNB contract: wrap BNB (deposit with value) and unwrap (withdraw).
 *
 * Both carry a fixed gas limit instead of an estimate, as the pools do. WBNB's two calls cost the
 * same every time (a balance write and, for withdraw, a BNB transfer to the sender), so an
 * estimate adds a round trip and nothing else. And an estimate runs against the node's pending
 * state: it would refuse an unwrap whose WBNB the user's own unmined unwrap already spends, where
 * the wallet sends it and the receipt says what happened (the Recent Transactions list marks it
 * Failed, with its toast), as before the wrap used the app's sender.
 */
import { wbnbAbi } from '@ghost/contracts'
import type { Address } from 'viem'

/**
 * Measured on Anvil: 44,935 for a first deposit, 35,273 for a withdraw. The rest is margin, for a
 * contract wallet's receive hook on withdraw; unused gas is not charged.
 */
export const WBNB_GAS_LIMIT = 100_000n

export function wrapBnb({ wbnb, amount }: { wbnb: Address; amount: bigint }) {
  return {
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'deposit',
    value: amount,
    gas: WBNB_GAS_LIMIT,
  } as const
}

export function unwrapWbnb({ wbnb, amount }: { wbnb: Address; amount: bigint }) {
  return {
    address: wbnb,
    abi: wbnbAbi,
    functionName: 'withdraw',
    args: [amount],
    gas: WBNB_GAS_LIMIT,
  } as const
}
