import {
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  stringToHex,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { getLazyOrderDomain, getLazyOrderTypedData, type LazyOrder } from './lazyOrder'

// Anvil's first development key (public test key, funds nothing real)
const creator = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const order: LazyOrder = {
  collection: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenUID: keccak256(stringToHex('uid-1')),
  uri: 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
  price: 10n ** 18n,
  creator: creator.address,
  expiry: 1_900_000_000n,
  nonce: 0n,
}

describe('lazy order typed data', () => {
  test('the domain is the factory on its chain', () => {
    expect(getLazyOrderDomain(1337, FACTORY)).toEqual({
      name: 'Ghost NFT Factory',
      version: '1',
      chainId: 1337,
      verifyingContract: FACTORY,
    })
  })

  test('a creator signature verifies and recovers the creator', async () => {
    const typedData = getLazyOrderTypedData(1337, FACTORY, order)
    const signature = await creator.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address: creator.address, signature })).toBe(true)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(creator.address)
  })

  test.each([
    { field: 'price', changed: { price: order.price + 1n } },
    { field: 'uri', changed: { uri: `${order.uri}x` } },
    { field: 'expiry', changed: { expiry: order.expiry + 1n } },
    { field: 'nonce', changed: { nonce: 1n } },
  ])('changing the $field changes the digest', ({ changed }) => {
    const original = hashTypedData(getLazyOrderTypedData(1337, FACTORY, order))
    expect(hashTypedData(getLazyOrderTypedData(1337, FACTORY, { ...order, ...changed }))).not.toBe(
      original,
    )
  })

  test('another chain or factory changes the digest', () => {
    const original = hashTypedData(getLazyOrderTypedData(1337, FACTORY, order))
    expect(hashTypedData(getLazyOrderTypedData(56, FACTORY, order))).not.toBe(original)
    expect(hashTypedData(getLazyOrderTypedData(1337, order.collection, order))).not.toBe(original)
  })
})
