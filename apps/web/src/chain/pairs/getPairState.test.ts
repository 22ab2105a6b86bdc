import { Native, Token } from '@ghost/sdk'
import { describe, expect, test } from 'vitest'
import { getPairState, getPairTokens, PairState } from './getPairState'

const wbnb = new Token({ chainId: 1337, address: `0x${'b'.repeat(40)}`, symbol: 'WBNB' })
const usdt = new Token({ chainId: 1337, address: `0x${'1'.repeat(40)}`, symbol: 'USDT' })
const other = new Token({ chainId: 56, address: `0x${'2'.repeat(40)}`, symbol: 'X' })
const bnb = Native.onChain(wbnb)
const address = `0x${'a'.repeat(40)}` as const

describe('getPairTokens', () => {
  test('wraps the native coin', () => {
    expect(getPairTokens(bnb, usdt)?.map((t) => t.symbol)).toEqual(['WBNB', 'USDT'])
  })
  test('no pair for a missing side, BNB with WBNB, the same token or two chains', () => {
    expect(getPairTokens(undefined, usdt)).toBeUndefined()
    expect(getPairTokens(bnb, wbnb)).toBeUndefined()
    expect(getPairTokens(usdt, usdt)).toBeUndefined()
    expect(getPairTokens(usdt, other)).toBeUndefined()
  })
})

describe('getPairState', () => {
  const tokens = getPairTokens(bnb, usdt)
  test('INVALID without tokens, LOADING without a read, NOT_EXISTS on a failed read', () => {
    expect(getPairState({ tokens: undefined, address: undefined, read: undefined })).toEqual([
      PairState.INVALID,
      null,
    ])
    expect(getPairState({ tokens, address, read: undefined })).toEqual([PairState.LOADING, null])
    expect(
      getPairState({ tokens, address, read: { status: 'failure', error: new Error('no code') } }),
    ).toEqual([PairState.NOT_EXISTS, null])
  })
  test('EXISTS: reserve0 belongs to the lower address whatever order was asked', () => {
    const [state, pair] = getPairState({
      tokens,
      address,
      read: { status: 'success', result: [5n, 3000n, 0] },
    })
    expect(state).toBe(PairState.EXISTS)
    // USDT (0x11…) sorts before WBNB (0xbb…): reserve0 is USDT's.
    expect(pair?.reserveOf(usdt).quotient).toBe(5n)
    expect(pair?.reserveOf(wbnb).quotient).toBe(3000n)
    expect(pair?.address).toBe('0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa')
  })
})
