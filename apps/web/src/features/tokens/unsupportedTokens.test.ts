import { ChainId, Native, Token } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getUnsupportedCurrencies, getUnsupportedTokens } from './unsupportedTokens'

const unsupported = getUnsupportedTokens(ChainId.BSC)
const [example] = Object.values(unsupported)
const wbnb = new Token({ chainId: 56, address: `0x${'1'.repeat(40)}`, symbol: 'WBNB' })

test('the example is listed on mainnet only, by lowercase address', () => {
  expect(Object.keys(unsupported)).toEqual(['0x00000000000000000000000000000000deadbeef'])
  expect(getUnsupportedTokens(ChainId.LOCAL)).toEqual({})
})

test('a trade is unsupported when either side is listed; BNB and missing sides never are', () => {
  if (!example) throw new Error('no example')
  const bnb = Native.onChain(wbnb)
  expect(getUnsupportedCurrencies(unsupported, [bnb, wbnb])).toEqual([])
  expect(getUnsupportedCurrencies(unsupported, [undefined, null])).toEqual([])
  const sameAddress = new Token({ chainId: 56, address: example.address.toLowerCase() })
  expect(getUnsupportedCurrencies(unsupported, [bnb, sameAddress, example])).toHaveLength(1)
})
