import { describe, expect, test } from 'vitest'
import { CAKE, sampleTokenList as list, messageOf, USDT } from '../test/fixtures'
import { tokenListToMap } from './tokenListToMap'
import type { TokenList } from './types'

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
