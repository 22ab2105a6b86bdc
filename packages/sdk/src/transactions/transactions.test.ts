import { describe, expect, test } from 'vitest'
import { parseCallKey } from './parseCallKey'
import { shouldCheckReceipt } from './shouldCheckReceipt'
import { toCallKey } from './toCallKey'

describe('receipt re-check schedule', () => {
  const now = 1_700_000_000_000
  const minutes = (value: number) => now - value * 60_000
  const check = (
    addedMinutesAgo: number,
    lastChecked: number | undefined,
    currentBlock: number,
    receipt?: object,
  ) =>
    shouldCheckReceipt({
      currentBlock,
      now,
      transaction: {
        addedTime: minutes(addedMinutesAgo),
        lastCheckedBlockNumber: lastChecked,
        receipt,
      },
    })

  test('never with a receipt, always when never checked', () => {
    expect(check(1, 100, 200, { status: 1 })).toBe(false)
    expect(check(90, undefined, 100)).toBe(true)
  })

  test('every block under 5 minutes, after more than 2 blocks past 5, more than 9 past 60', () => {
    expect([check(4, 100, 100), check(4, 100, 101)]).toEqual([false, true])
    expect([check(6, 100, 102), check(6, 100, 103)]).toEqual([false, true])
    expect([check(61, 100, 109), check(61, 100, 110)]).toEqual([false, true])
  })
})

describe('multicall call keys', () => {
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
