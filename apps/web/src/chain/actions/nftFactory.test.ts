import { type ApiOpenOrder, toLazyOrder, toLazyOrderSignature } from '@ghost/sdk'
import { decodeFunctionData, encodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { cancelLazyOrder, executeOrder } from './nftFactory'

const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** An open order as the API serves it: strings, lowercase addresses. */
const served: ApiOpenOrder = {
  hash: `0x${'ab'.repeat(32)}`,
  tokenUID: `0x${'12'.repeat(32)}`,
  collection: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
  creator: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  price: '1500000000000000000',
  uri: 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
  expiry: 1_900_000_000,
  nonce: '3',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  status: 'open',
  v: 28,
  r: `0x${'34'.repeat(32)}`,
  s: `0x${'56'.repeat(32)}`,
}

/** The call as the wallet would send it, decoded back against the factory's ABI. */
function roundTrip(call: ReturnType<typeof executeOrder> | ReturnType<typeof cancelLazyOrder>) {
  const data = encodeFunctionData(call)
  return decodeFunctionData({ abi: call.abi, data })
}

describe('executeOrder', () => {
  const order = toLazyOrder(served)
  const signature = toLazyOrderSignature(served)

  test('in BNB: the struct in the contract field order, v r s, no referrer, the price as value', () => {
    const call = executeOrder({ factory: FACTORY, order, signature, payWith: 'BNB' })
    expect(call.address).toBe(FACTORY)
    expect(call.value).toBe(1_500_000_000_000_000_000n)
    const decoded = roundTrip(call)
    expect(decoded.functionName).toBe('executeOrderWithBNB')
    expect(decoded.args).toEqual([
      {
        collection: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        tokenUID: served.tokenUID,
        uri: served.uri,
        price: 1_500_000_000_000_000_000n,
        creator: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        expiry: 1_900_000_000n,
        nonce: 3n,
      },
      28,
      served.r,
      served.s,
      zeroAddress,
    ])
  })

  test('in WBNB: the same arguments and no value (the factory pulls the WBNB)', () => {
    const call = executeOrder({ factory: FACTORY, order, signature, payWith: 'WBNB' })
    expect('value' in call).toBe(false)
    const decoded = roundTrip(call)
    expect(decoded.functionName).toBe('executeOrderWithWBNB')
    expect(decoded.args).toEqual([order, 28, served.r, served.s, zeroAddress])
  })

  test('cancelOrder takes the same struct', () => {
    const decoded = roundTrip(cancelLazyOrder({ factory: FACTORY, order }))
    expect(decoded.functionName).toBe('cancelOrder')
    expect(decoded.args).toEqual([order])
  })
})
