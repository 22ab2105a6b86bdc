import { describe, expect, test } from 'vitest'
import { getTransactionDeadline } from './getTransactionDeadline'
import { parseDeadlineInput } from './parseDeadlineInput'

describe('parseDeadlineInput', () => {
  test('whole minutes above 0, stored as seconds; others flagged', () => {
    expect(parseDeadlineInput('20')).toEqual({ deadline: 1200, isValid: true })
    expect(parseDeadlineInput('')).toEqual({ deadline: undefined, isValid: true })
    for (const invalid of ['0', '1.5', '-3', 'ten', ' 5']) {
      expect(parseDeadlineInput(invalid)).toEqual({ deadline: undefined, isValid: false })
    }
    expect(getTransactionDeadline({ blockTimestamp: 1_700_000_000n, ttl: 1200 })).toBe(
      1_700_001_200n,
    )
  })
})
