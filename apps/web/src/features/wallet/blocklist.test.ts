import { expect, test } from 'vitest'
import { BLOCKED_ADDRESSES, isBlocked } from './blocklist'

const DEV_ACCOUNT_3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

test('a listed address is blocked whatever its letter case', () => {
  const [listed] = BLOCKED_ADDRESSES
  if (!listed) throw new Error('the example list is empty')
  expect(isBlocked(listed)).toBe(true)
  expect(isBlocked(listed.toLowerCase())).toBe(true)
  expect(isBlocked(listed.toUpperCase().replace('0X', '0x'))).toBe(true)
})

test('other accounts, no account and non-addresses are not blocked', () => {
  expect(isBlocked(DEV_ACCOUNT_3)).toBe(false)
  expect(isBlocked(undefined)).toBe(false)
  expect(isBlocked('')).toBe(false)
  expect(isBlocked('0x098B716B')).toBe(false)
})

test('a custom list replaces the default one', () => {
  expect(isBlocked(DEV_ACCOUNT_3, [DEV_ACCOUNT_3.toLowerCase()])).toBe(true)
  expect(isBlocked(BLOCKED_ADDRESSES[0], [DEV_ACCOUNT_3])).toBe(false)
})
