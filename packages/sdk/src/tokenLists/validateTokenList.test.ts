import { describe, expect, test } from 'vitest'
import { sampleTokenList as list, messageOf } from '../test/fixtures'
import { validateTokenList } from './validateTokenList'

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
