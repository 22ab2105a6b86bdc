/**
 * Typed calls of GhostNFTFactory: a creator's lazy order executed (bought) or cancelled, and a
 * new collection. The order is the sdk's `LazyOrder` (`toLazyOrder` of the API's order).
 */
import { ghostNFTFactoryAbi } from '@ghost/contracts'
import type { LazyOrder } from '@ghost/sdk'
import { type Address, type Hex, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem'

export type LazyOrderSignature = { v: number; r: Hex; s: Hex }

/**
 * Buys a lazily minted token at the order's price: in BNB (sent as value), or in WBNB (the
 * factory pulls it: approve it first). No referrer is sent.
 */
export function executeOrder({
  factory,
  order,
  signature,
  payWith,
}: {
  factory: Address
  order: LazyOrder
  signature: LazyOrderSignature
  payWith: 'BNB' | 'WBNB'
}) {
  const args = [order, signature.v, signature.r, signature.s, zeroAddress] as const
  return payWith === 'BNB'
    ? ({
        address: factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'executeOrderWithBNB',
        args,
        value: order.price,
      } as const)
    : ({
        address: factory,
        abi: ghostNFTFactoryAbi,
        functionName: 'executeOrderWithWBNB',
        args,
      } as const)
}

/** Retires the creator's signature of `order` on chain: nobody can execute it any more. */
export function cancelLazyOrder({ factory, order }: { factory: Address; order: LazyOrder }) {
  return {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'cancelOrder',
    args: [order],
  } as const
}

/** A new collection owned by `owner`, with a royalty in basis points and no whitelist. */
export function createCollection({
  factory,
  name,
  symbol,
  owner,
  creatorFee,
}: {
  factory: Address
  name: string
  symbol: string
  owner: Address
  creatorFee: bigint
}) {
  return {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: [name, symbol, owner, creatorFee, zeroAddress],
  } as const
}

/** The address of the collection a mined `createCollection` made, from its CollectionCreated. */
export function getCreatedCollection(receipt: TransactionReceipt): Address {
  const [created] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!created) throw new Error(`Transaction ${receipt.transactionHash} created no collection`)
  return created.args.collection
}
