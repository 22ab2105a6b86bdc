import { describe, expect, test } from 'vitest'
import { BNB, BUSD, USDT } from '../test/fixtures'
import { getSearchEnterSelection } from './getSearchEnterSelection'

describe('getSearchEnterSelection', () => {
  test('Enter selects BNB for "bnb", else an exact or only result', () => {
    expect(getSearchEnterSelection({ query: ' BNB ', results: [USDT], native: BNB })).toBe(BNB)
    expect(getSearchEnterSelection({ query: 'usdt', results: [USDT, BUSD], native: BNB })).toBe(
      USDT,
    )
    expect(getSearchEnterSelection({ query: 'us', results: [BUSD], native: BNB })).toBe(BUSD)
    expect(
      getSearchEnterSelection({ query: 'us', results: [USDT, BUSD], native: BNB }),
    ).toBeUndefined()
    expect(getSearchEnterSelection({ query: 'us', results: [], native: BNB })).toBeUndefined()
  })
})
