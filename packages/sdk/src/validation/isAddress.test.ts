import { describe, expect, test } from 'vitest'
import { USDT } from '../test/fixtures'
import { isAddress } from './isAddress'

describe('isAddress', () => {
  test('isAddress checksums valid input and refuses bad checksums', () => {
    expect(isAddress('0x55d398326f99059ff775485246999027b3197955')).toBe(USDT.address)
    expect(isAddress('0x55D398326F99059FF775485246999027B3197955')).toBe(USDT.address)
    expect(isAddress('0x55d398326f99059fF775485246999027B3197955')).toBe(USDT.address)
    expect(isAddress('0x55d398326f99059fF775485246999027b3197955')).toBe(false)
    expect(isAddress('0x55d398326f99059ff775485246999027b319795')).toBe(false)
    expect(isAddress(42)).toBe(false)
  })
})
