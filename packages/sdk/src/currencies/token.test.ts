import { describe, expect, test } from 'vitest'
import { USDT, WBNB } from '../test/fixtures'
import { currencyEquals } from './currencyEquals'
import { currencyId } from './currencyId'
import { Native } from './native'
import { Token } from './token'

describe('Token', () => {
  test('decimals default to 18 and the address is checksummed', () => {
    const token = new Token({ chainId: 56, address: USDT.address.toLowerCase() })
    expect(token.decimals).toBe(18)
    expect(token.address).toBe('0x55d398326f99059fF775485246999027B3197955')
  })

  test('equality is chain + address', () => {
    const sameAddress = new Token({ chainId: 56, address: USDT.address.toLowerCase(), symbol: 'X' })
    const otherChain = new Token({ chainId: 97, address: USDT.address })
    expect(USDT.equals(sameAddress)).toBe(true)
    expect(USDT.equals(otherChain)).toBe(false)
    expect(USDT.equals(Native.onChain(WBNB))).toBe(false)
  })

  test('sorts by lower-case address and refuses same or cross-chain tokens', () => {
    expect(USDT.sortsBefore(WBNB)).toBe(true)
    expect(WBNB.sortsBefore(USDT)).toBe(false)
    expect(() => USDT.sortsBefore(USDT)).toThrowErrorMatchingInlineSnapshot(`
      [SameTokenError: Tokens must differ

      Address: 0x55d398326f99059fF775485246999027B3197955
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() =>
      USDT.sortsBefore(new Token({ chainId: 97, address: WBNB.address })),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ChainMismatchError: Tokens are on different chains

      Chain ids: 56, 97
      Version: @ghost/sdk@0.1.0]
    `)
  })

  test('invalid input is refused with typed errors', () => {
    expect(() => new Token({ chainId: 56, address: '0x123' })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidAddressError: Invalid 'address' parameter

      Address: 0x123
      Version: @ghost/sdk@0.1.0]
    `)
    expect(
      () => new Token({ chainId: 56, address: USDT.address, decimals: 255 }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidDecimalsError: Invalid decimals

      Decimals: 255 (an integer from 0 to 254)
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() => new Token({ chainId: 56, address: USDT.address, decimals: 1.5 })).toThrow(
      'Invalid decimals',
    )
  })
})

describe('Native', () => {
  test('is BNB with 18 decimals wrapping to the given token, one instance per wrapped token', () => {
    const bnb = Native.onChain(WBNB)
    expect([bnb.symbol, bnb.name, bnb.decimals, bnb.chainId]).toEqual(['BNB', 'BNB', 18, 56])
    expect(bnb.wrapped).toBe(WBNB)
    expect(Native.onChain(WBNB)).toBe(bnb)
    expect(bnb.equals(Native.onChain(WBNB))).toBe(true)
    expect(bnb.equals(WBNB)).toBe(false)
    const local = Native.onChain(new Token({ chainId: 1337, address: WBNB.address }))
    expect(bnb.equals(local)).toBe(false)
  })

  test('currency ids and equality helpers', () => {
    expect(currencyId(Native.onChain(WBNB))).toBe('BNB')
    expect(currencyId(USDT)).toBe(USDT.address)
    expect(currencyEquals(undefined, undefined)).toBe(false)
    expect(currencyEquals(USDT, new Token({ chainId: 56, address: USDT.address }))).toBe(true)
  })
})
