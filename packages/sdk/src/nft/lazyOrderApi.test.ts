import fc from 'fast-check'
import { bytesToHex, getAddress, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  type ApiLazyOrderFields,
  type LazyOrder,
  toLazyOrder,
  toLazyOrderSignature,
} from './lazyOrder'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(bytesToHex(bytes)))
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => bytesToHex(bytes))
const uint256 = fc.bigInt({ min: 0n, max: maxUint256 })

const lazyOrder: fc.Arbitrary<LazyOrder> = fc.record({
  collection: address,
  tokenUID: bytes32,
  uri: fc.string(),
  price: uint256,
  creator: address,
  // the server keeps expiry as int8 and serves it as a JSON number
  expiry: fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
  nonce: uint256,
})

/** The order as the server serves it (packages/server market/orderView toApiOrder). */
function asServed(order: LazyOrder): ApiLazyOrderFields {
  return {
    collection: order.collection.toLowerCase(),
    tokenUID: order.tokenUID,
    uri: order.uri,
    price: order.price.toString(),
    creator: order.creator.toLowerCase(),
    expiry: Number(order.expiry),
    nonce: order.nonce.toString(),
  }
}

describe('toLazyOrder', () => {
  test('the API order round-trips to the struct the creator signed', () => {
    fc.assert(
      fc.property(lazyOrder, (order) => {
        expect(toLazyOrder(asServed(order))).toEqual(order)
      }),
    )
  })

  test('takes an expiry served as a decimal string', () => {
    const [order] = fc.sample(lazyOrder, { numRuns: 1, seed: 1 })
    if (!order) throw new Error('no sample')
    expect(toLazyOrder({ ...asServed(order), expiry: order.expiry.toString() })).toEqual(order)
  })

  test('refuses fields the factory could not take', () => {
    const [order] = fc.sample(lazyOrder, { numRuns: 1, seed: 2 })
    if (!order) throw new Error('no sample')
    const served = asServed(order)
    expect(() => toLazyOrder({ ...served, tokenUID: '0x1234' })).toThrow(/tokenUID/)
    expect(() => toLazyOrder({ ...served, price: '1e18' })).toThrow(/price/)
    expect(() => toLazyOrder({ ...served, nonce: '-1' })).toThrow(/nonce/)
    expect(() => toLazyOrder({ ...served, expiry: 1.5 })).toThrow(/expiry/)
    expect(() => toLazyOrder({ ...served, creator: 'nobody' })).toThrow()
  })
})

describe('toLazyOrderSignature', () => {
  test('passes v, r and s through typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 27, max: 28 }), bytes32, bytes32, (v, r, s) => {
        expect(toLazyOrderSignature({ v, r, s })).toEqual({ v, r, s })
      }),
    )
  })

  test('refuses a malformed signature', () => {
    expect(() =>
      toLazyOrderSignature({ v: 300, r: `0x${'1'.repeat(64)}`, s: `0x${'2'.repeat(64)}` }),
    ).toThrow(/v/)
    expect(() => toLazyOrderSignature({ v: 27, r: '0x12', s: `0x${'2'.repeat(64)}` })).toThrow(/r/)
  })
})
