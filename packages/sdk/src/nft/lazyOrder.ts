/**
 * A creator's lazily minted sell order as EIP-712 typed data, exactly as GhostNFTFactory hashes
 * it (`hashOrder`): the creator signs it off chain, the server keeps it, a buyer executes it.
 * The pieces plug into viem: `signTypedData({ domain, types, primaryType, message })`, and
 * `verifyTypedData` / `hashTypedData` with the same arguments.
 */
import type { Address, Hex, TypedDataDomain } from 'viem'

/** Domain name and version of GhostNFTFactory's EIP-712 domain. */
export const LAZY_ORDER_DOMAIN_NAME = 'Ghost NFT Factory'
export const LAZY_ORDER_DOMAIN_VERSION = '1'

/** Field order matters: it is the contract's `ORDER_TYPEHASH`. */
export const lazyOrderTypes = {
  Order: [
    { name: 'collection', type: 'address' },
    { name: 'tokenUID', type: 'bytes32' },
    { name: 'uri', type: 'string' },
    { name: 'price', type: 'uint256' },
    { name: 'creator', type: 'address' },
    { name: 'expiry', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

export const lazyOrderPrimaryType = 'Order'

/** `IGhostNFTFactory.Order`; also the argument the factory's execute and cancel calls take. */
export type LazyOrder = {
  collection: Address
  /** The token's off-chain id; a collection mints each UID at most once. */
  tokenUID: Hex
  /** Metadata URI, `ipfs://{cid}`. */
  uri: string
  /** In wei of BNB (or WBNB, 1:1). */
  price: bigint
  /** Signer; must own the collection when the order executes. */
  creator: Address
  /** Unix seconds; the order executes while `block.timestamp <= expiry`. */
  expiry: bigint
  /**
   * The collection's `ownershipEpoch()` when signed (0 until its ownership first moves): the
   * factory executes only orders of the current epoch, so a transfer retires every order the
   * previous owners signed, even if the collection later comes back to them.
   */
  nonce: bigint
}

export function getLazyOrderDomain(chainId: number, factory: Address): TypedDataDomain {
  return {
    name: LAZY_ORDER_DOMAIN_NAME,
    version: LAZY_ORDER_DOMAIN_VERSION,
    chainId,
    verifyingContract: factory,
  }
}

/** Everything viem's typed-data functions need besides the signature or the signer. */
export function getLazyOrderTypedData(chainId: number, factory: Address, order: LazyOrder) {
  return {
    domain: getLazyOrderDomain(chainId, factory),
    types: lazyOrderTypes,
    primaryType: lazyOrderPrimaryType,
    message: order,
  } as const
}
