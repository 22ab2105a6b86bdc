import { expect, test } from 'vitest'
import { getChainNow } from './chainNow'

test('the chain’s time moves on by the whole seconds since its block was seen, never back', () => {
  expect(getChainNow(1_000n, 5_000, 7_900)).toBe(1_002n)
  expect(getChainNow(1_000n, 5_000, 4_000)).toBe(1_000n)
})
