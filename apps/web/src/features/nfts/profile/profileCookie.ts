/**
 * Spec §7 profile cache: the cookie `profile_{account}` holds the username and the avatar's
 * thumbnail, secure, for 30 days, so a reload shows them before any read answers. The value is
 * JSON; anything unreadable counts as no cache.
 */

export const PROFILE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export type ProfileCookie = {
  username: string
  /** The avatar NFT's thumbnail URL, '' when none. */
  avatar: string
}

export type CookieJar = { cookie: string }

export function profileCookieName(account: string): string {
  return `profile_${account.toLowerCase()}`
}

function browserJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document
}

/** The cached username and avatar of an account, or null when none (or unreadable). */
export function readProfileCookie(
  account: string,
  jar: CookieJar | undefined = browserJar(),
): ProfileCookie | null {
  if (!jar) return null
  const name = `${profileCookieName(account)}=`
  const entry = jar.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
  if (!entry) return null
  try {
    const value: unknown = JSON.parse(decodeURIComponent(entry.slice(name.length)))
    if (typeof value !== 'object' || value === null) return null
    const { username, avatar } = value as Record<string, unknown>
    if (typeof username !== 'string' || typeof avatar !== 'string') return null
    return { username, avatar }
  } catch {
    return null
  }
}

export function writeProfileCookie(
  account: string,
  value: ProfileCookie,
  jar: CookieJar | undefined = browserJar(),
): void {
  if (!jar) return
  const encoded = encodeURIComponent(JSON.stringify(value))
  jar.cookie = `${profileCookieName(account)}=${encoded}; Max-Age=${PROFILE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`
}

export function clearProfileCookie(
  account: string,
  jar: CookieJar | undefined = browserJar(),
): void {
  if (!jar) return
  jar.cookie = `${profileCookieName(account)}=; Max-Age=0; Path=/; SameSite=Lax; Secure`
}
