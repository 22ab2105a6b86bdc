/**
 * A creator's lazily minted sell order as EIP-712 typed data, exactly as GhostNFTFactory hashes
 * it (`hashOrder`): the creator signs it off chain, the server keeps it, a buyer executes it.
 * The pieces plug into viem: `signTypedData({ domain, types, primaryType, message })`, and
 * `verifyTypedData` / `hashTypedData` with the same arguments.
 */
import { type Address, getAddress, type Hex, isHex, type TypedDataDomain } from 'viem'

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

/** The order's fields as the API serves them (`ApiOrderFields`): decimal strings, any-case hex. */
export type ApiLazyOrderFields = {
  collection: string
  tokenUID: string
  uri: string
  /** Wei, decimal. */
  price: string
  creator: string
  /** Unix seconds. */
  expiry: number | string
  /** Decimal. */
  nonce: string
}

/** The creator's signature of an open order as the API serves it. */
export type ApiLazyOrderSignature = { v: number; r: string; s: string }

const DECIMAL = /^\d+$/

function bytes32(value: string, field: string): Hex {
  if (!isHex(value, { strict: true }) || value.length !== 66) {
    throw new Error(`Lazy order ${field} is not 32 bytes of hex: ${value}`)
  }
  return value
}

function uint(value: number | string, field: string): bigint {
  const text = String(value)
  if (!DECIMAL.test(text)) throw new Error(`Lazy order ${field} is not a decimal integer: ${text}`)
  return BigInt(text)
}

/**
 * The factory's `Order` struct from the API's order (strings, lowercase addresses): what the
 * factory's execute and cancel calls take, and what the creator signed. Throws on a malformed
 * field rather than sending a call the factory would refuse.
 */
export function toLazyOrder(order: ApiLazyOrderFields): LazyOrder {
  return {
    collection: getAddress(order.collection),
    tokenUID: bytes32(order.tokenUID, 'tokenUID'),
    uri: order.uri,
    price: uint(order.price, 'price'),
    creator: getAddress(order.creator),
    expiry: uint(order.expiry, 'expiry'),
    nonce: uint(order.nonce, 'nonce'),
  }
}

/** The `v, r, s` the factory's execute calls take after the order. */
export function toLazyOrderSignature(signature: ApiLazyOrderSignature): {
  v: number
  r: Hex
  s: Hex
} {
  if (!Number.isInteger(signature.v) || signature.v < 0 || signature.v > 255) {
    throw new Error(`Lazy order signature v is not a byte: ${signature.v}`)
  }
  return { v: signature.v, r: bytes32(signature.r, 'r'), s: bytes32(signature.s, 's') }
}
