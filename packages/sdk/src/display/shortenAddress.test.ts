import { describe, expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  test('keeps the first 4 and the last 4 characters', () => {
    expect(shortenAddress('0x55d398326f99059fF775485246999027B3197955')).toBe('0x55...7955')
    expect(shortenAddress('0xabc')).toBe('0xabc')
  })
})
