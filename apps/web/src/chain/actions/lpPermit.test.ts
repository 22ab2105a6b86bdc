import { hashTypedData } from 'viem'
import { expect, test } from 'vitest'
import { getPermitTypedData } from './lpPermit'

test('the permit names the LP token domain and the Permit struct of EIP-2612', () => {
  const typedData = getPermitTypedData({
    chainId: 1337,
    pair: '0x5000000000000000000000000000000000000005',
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    spender: '0x9000000000000000000000000000000000000009',
    value: 10n,
    nonce: 0n,
    deadline: 1_700_000_000n,
  })
  expect(typedData.domain).toEqual({
    name: 'Ghost LPs',
    version: '1',
    chainId: 1337,
    verifyingContract: '0x5000000000000000000000000000000000000005',
  })
  expect(typedData.types.Permit.map((field) => `${field.type} ${field.name}`).join(',')).toBe(
    'address owner,address spender,uint256 value,uint256 nonce,uint256 deadline',
  )
  // Any change of a field changes the digest the pair verifies (the chain test signs for real).
  expect(hashTypedData(typedData)).not.toBe(
    hashTypedData({ ...typedData, message: { ...typedData.message, nonce: 1n } }),
  )
})

test("an older exchange's pair signs in its own domain name (LP migration)", () => {
  const typedData = getPermitTypedData({
    chainId: 1337,
    pair: '0x5000000000000000000000000000000000000005',
    name: 'Pancake LPs',
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    spender: '0x9000000000000000000000000000000000000009',
    value: 10n,
    nonce: 0n,
    deadline: 1_700_000_000n,
  })
  expect(typedData.domain?.name).toBe('Pancake LPs')
})
