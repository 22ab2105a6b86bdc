import { describe, expect, test } from 'vitest'
import { USDT } from '../test/fixtures'
import { parseRecipient } from './parseRecipient'

describe('parseRecipient', () => {
  test('whitespace stripped; address, name or invalid', () => {
    expect(parseRecipient('  ')).toEqual({ type: 'empty' })
    expect(parseRecipient(` ${USDT.address.toLowerCase()} `)).toEqual({
      type: 'address',
      address: USDT.address,
    })
    expect(parseRecipient('vitalik.eth')).toEqual({ type: 'name', name: 'vitalik.eth' })
    expect(parseRecipient('app.ghost.finance')).toEqual({ type: 'name', name: 'app.ghost.finance' })
    for (const invalid of ['0x1234', 'hello', 'foo.', '.eth']) {
      expect(parseRecipient(invalid)).toEqual({ type: 'invalid' })
    }
  })
})
