import { describe, expect, test } from 'vitest'
import type { BaseError } from '../errors/base'
import { CAKE, USDT } from '../test/fixtures'
import type { TokenList } from './types'
import { validateTokenList } from './validateTokenList'

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

describe('validateTokenList', () => {
  test('a valid list passes unchanged', () => {
    expect(validateTokenList(list)).toBe(list)
  })

  test("'Token list failed validation: …' lists every problem", () => {
    expect(messageOf(() => validateTokenList({ name: 'Broken', tokens: [] }))).toBe(
      "Token list failed validation: must have required property 'timestamp'; must have required property 'version'; /tokens must NOT have fewer than 1 items",
    )
    expect(
      messageOf(() =>
        validateTokenList({
          ...list,
          tokens: [{ ...list.tokens[0], address: '0x12', decimals: 300 }],
        }),
      ),
    ).toBe(
      'Token list failed validation: /tokens/0/address must match pattern "^(0x[a-fA-F0-9]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$"; /tokens/0/decimals must be <= 255',
    )
  })
})
