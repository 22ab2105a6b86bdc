import { describe, expect, test } from 'vitest'
import { parseCallKey } from './parseCallKey'
import { toCallKey } from './toCallKey'

describe('toCallKey', () => {
  const address = '0x55d398326f99059fF775485246999027B3197955'

  test('address-callData, call data lower case; parse gives the call back', () => {
    const key = toCallKey({ address, callData: '0x70a08231000000000000000000000000abcdef' })
    expect(key).toBe(
      '0x55d398326f99059fF775485246999027B3197955-0x70a08231000000000000000000000000abcdef',
    )
    expect(parseCallKey(key)).toEqual({
      address,
      callData: '0x70a08231000000000000000000000000abcdef',
    })
  })

  test('malformed calls and keys are typed errors', () => {
    expect(() => toCallKey({ address, callData: '0xABCD' })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCallError: Invalid multicall call

      Invalid hex: 0xABCD
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() => toCallKey({ address: '0x1234', callData: '0x' })).toThrow('Invalid multicall call')
    expect(() => parseCallKey('a-b-c')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCallKeyError: Invalid call key

      Call key: a-b-c
      Version: @ghost/sdk@0.1.0]
    `)
    expect(() => parseCallKey(`${address}-0xZZ`)).toThrow('Invalid call key')
  })
})
