import { describe, expect, test } from 'vitest'
import type { BaseError } from '../errors/base'
import { CAKE, USDT } from '../test/fixtures'
import { tokenListToMap } from './tokenListToMap'
import type { TokenList } from './types'

const list: TokenList = {
  name: 'Ghost Default',
  timestamp: '2021-05-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 0 },
  tokens: [
    { chainId: 56, address: USDT.address, name: 'Tether USD', symbol: 'USDT', decimals: 18 },
    { chainId: 56, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
    { chainId: 97, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
  ],
}

function messageOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as BaseError).shortMessage
  }
  return undefined
}

describe('tokenListToMap', () => {
  test("'Duplicate tokens.' on one chain; the same address on two chains is fine", () => {
    const map = tokenListToMap(list)
    expect(map[56]?.[CAKE.address]?.token.equals(CAKE)).toBe(true)
    expect(map[97]?.[CAKE.address]?.token.chainId).toBe(97)
    expect(map[56]?.[USDT.address]?.list).toBe(list)
    const duplicated = {
      ...list,
      tokens: [...list.tokens, { ...list.tokens[0], address: USDT.address.toLowerCase() }],
    } as TokenList
    expect(messageOf(() => tokenListToMap(duplicated))).toBe('Duplicate tokens.')
  })
})
