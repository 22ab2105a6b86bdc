import { expect, test } from 'vitest'
import { ChainId, isSupportedChainId } from './chainId'

test('chains 56, 97 and 1337', () => {
  expect(ChainId).toEqual({ BSC: 56, BSC_TESTNET: 97, LOCAL: 1337 })
  expect([56, 97, 1337, 1, 31337].map(isSupportedChainId)).toEqual([true, true, true, false, false])
})
