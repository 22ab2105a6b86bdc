import { describe, expect, test } from 'vitest'
import {
  clearProfileCookie,
  PROFILE_COOKIE_MAX_AGE_SECONDS,
  profileCookieName,
  readProfileCookie,
  writeProfileCookie,
} from './profileCookie'

const ACCOUNT = '0xAbCd000000000000000000000000000000000001'

/** A cookie jar the way document.cookie behaves: writes set one cookie, reads list them all. */
function jar() {
  const cookies = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    },
  }
}

describe('profile cookie (spec §7)', () => {
  test('profile_{account} holds username and avatar, secure, for 30 days', () => {
    const cookies = jar()
    writeProfileCookie(ACCOUNT, { username: 'Ghost', avatar: 'https://x/thumb.png' }, cookies)
    expect(profileCookieName(ACCOUNT)).toBe(`profile_${ACCOUNT.toLowerCase()}`)
    expect(cookies.written[0]).toContain(`profile_${ACCOUNT.toLowerCase()}=`)
    expect(cookies.written[0]).toContain('Secure')
    expect(cookies.written[0]).toContain(`Max-Age=${PROFILE_COOKIE_MAX_AGE_SECONDS}`)
    expect(PROFILE_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000)
    expect(readProfileCookie(ACCOUNT.toLowerCase(), cookies)).toEqual({
      username: 'Ghost',
      avatar: 'https://x/thumb.png',
    })
  })

  test('missing, garbled or misshapen cookies read as none', () => {
    const cookies = jar()
    expect(readProfileCookie(ACCOUNT, cookies)).toBeNull()
    cookies.cookie = `${profileCookieName(ACCOUNT)}=%7Bnot json`
    expect(readProfileCookie(ACCOUNT, cookies)).toBeNull()
    cookies.cookie = `${profileCookieName(ACCOUNT)}=${encodeURIComponent('{"username":1}')}`
    expect(readProfileCookie(ACCOUNT, cookies)).toBeNull()
    expect(readProfileCookie(ACCOUNT, undefined)).toBeNull()
  })

  test('clear removes it', () => {
    const cookies = jar()
    writeProfileCookie(ACCOUNT, { username: 'Ghost', avatar: '' }, cookies)
    clearProfileCookie(ACCOUNT, cookies)
    expect(readProfileCookie(ACCOUNT, cookies)).toBeNull()
  })
})
