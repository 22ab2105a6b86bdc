import { expect, test } from 'vitest'
import { BNB, USDT, WBNB } from './testFixtures'
import { unwrapToken } from './unwrapToken'

test('WBNB shows as BNB, other tokens as themselves', () => {
  expect(unwrapToken(WBNB, BNB)).toBe(BNB)
  expect(unwrapToken(USDT, BNB)).toBe(USDT)
})
