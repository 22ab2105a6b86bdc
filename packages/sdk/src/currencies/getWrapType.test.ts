import { describe, expect, test } from 'vitest'
import { BNB, USDT, WBNB } from '../test/fixtures'
import { getWrapType, WrapType } from './getWrapType'
import { Native } from './native'
import { Token } from './token'

describe('getWrapType', () => {
  test('BNB → WBNB wraps, WBNB → BNB unwraps, anything else is a swap', () => {
    expect(getWrapType({ inputCurrency: BNB, outputCurrency: WBNB })).toBe(WrapType.WRAP)
    expect(getWrapType({ inputCurrency: WBNB, outputCurrency: BNB })).toBe(WrapType.UNWRAP)
    expect(getWrapType({ inputCurrency: BNB, outputCurrency: USDT })).toBe(WrapType.NOT_APPLICABLE)
    expect(getWrapType({ inputCurrency: WBNB, outputCurrency: undefined })).toBe(
      WrapType.NOT_APPLICABLE,
    )
    const localBnb = Native.onChain(new Token({ chainId: 1337, address: WBNB.address }))
    expect(getWrapType({ inputCurrency: localBnb, outputCurrency: WBNB })).toBe(
      WrapType.NOT_APPLICABLE,
    )
  })
})
