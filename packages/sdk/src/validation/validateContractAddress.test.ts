import { describe, expect, test } from 'vitest'
import type { BaseError } from '../errors/base'
import { USDT } from '../test/fixtures'
import { validateContractAddress } from './validateContractAddress'

describe('validateContractAddress', () => {
  test('contract addresses: proper and not zero, else "Invalid \'address\' parameter"', () => {
    expect(validateContractAddress(USDT.address.toLowerCase())).toBe(USDT.address)
    for (const bad of ['0x0000000000000000000000000000000000000000', 'nope']) {
      try {
        validateContractAddress(bad)
        expect.unreachable()
      } catch (error) {
        expect((error as BaseError).shortMessage).toBe("Invalid 'address' parameter")
      }
    }
    expect(() =>
      validateContractAddress('0x0000000000000000000000000000000000000000'),
    ).toThrowErrorMatchingInlineSnapshot(`
      [InvalidAddressError: Invalid 'address' parameter

      Address: 0x0000000000000000000000000000000000000000
      Version: @ghost/sdk@0.1.0]
    `)
  })
})
