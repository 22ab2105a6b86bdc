/**
 * The NFT API's sign-in sessions of one API (URL and chain), per wallet address: kept in memory
 * and in the tab's sessionStorage (a reload keeps the user signed in; closing the tab ends it,
 * and other tabs or sites never see the token). A session is dropped when the server answers 401
 * to it, when the connected account changes, and on logout (spec §4 "Logout: resets profile…").
 */
import type { ApiSession } from '@ghost/sdk'

export type NftSession = ApiSession

export type NftSessionStore = {
  /** The live session of `address` (any case), or undefined (none, or expired). */
  get(address: string): NftSession | undefined
  set(session: NftSession): void
  /** Drops the session of `address`; answers the dropped session, if any. */
  drop(address: string): NftSession | undefined
  /** Drops every session; answers them (to revoke them on the server). */
  dropAll(): NftSession[]
  /**
   * Tells the store which account is connected now. When it differs from the one before, that
   * one's session is dropped and answered (a wallet switch must not keep writing as the old one).
   */
  follow(account: string | undefined): NftSession | undefined
  subscribe(listener: () => void): () => void
}

export type CreateNftSessionStoreParameters = {
  /** Storage key, one per API URL and chain. */
  key: string
  /** Default: the tab's sessionStorage when there is one; none in Node. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  now?: () => number
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** The saved sessions that still make sense; anything else in the entry is ignored. */
export function reviveSessions(saved: unknown): Map<string, NftSession> {
  const sessions = new Map<string, NftSession>()
  if (!Array.isArray(saved)) return sessions
  for (const entry of saved) {
    if (typeof entry !== 'object' || entry === null) continue
    const { token, address, expiresAt } = entry as Record<string, unknown>
    if (
      typeof token === 'string' &&
      TOKEN.test(token) &&
      typeof address === 'string' &&
      /^0x[0-9a-f]{40}$/.test(address) &&
      typeof expiresAt === 'string' &&
      !Number.isNaN(Date.parse(expiresAt))
    ) {
      sessions.set(address, { token, address, expiresAt })
    }
  }
  return sessions
}

export function createNftSessionStore({
  key,
  storage = tabStorage(),
  now = Date.now,
}: CreateNftSessionStoreParameters): NftSessionStore {
  const listeners = new Set<() => void>()
  let followed: string | undefined
  let sessions = new Map<string, NftSession>()
  try {
    sessions = reviveSessions(JSON.parse(storage?.getItem(key) ?? '[]'))
  } catch {
    // a corrupted entry means no sessions: the user signs in again
  }

  const live = (session: NftSession) => Date.parse(session.expiresAt) > now()
  const changed = () => {
    for (const [address, session] of sessions) if (!live(session)) sessions.delete(address)
    try {
      if (sessions.size === 0) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify([...sessions.values()]))
    } catch {
      // storage full or refused: the session still lives in memory for this page
    }
    for (const listener of listeners) listener()
  }
  const drop = (address: string) => {
    const session = sessions.get(address.toLowerCase())
    if (session === undefined) return undefined
    sessions.delete(session.address)
    changed()
    return session
  }

  return {
    get(address) {
      const session = sessions.get(address.toLowerCase())
      // not deleted here: get runs during React renders, which must not notify listeners
      return session && live(session) ? session : undefined
    },
    set(session) {
      const address = session.address.toLowerCase()
      sessions.set(address, { ...session, address })
      changed()
    },
    drop,
    dropAll() {
      const dropped = [...sessions.values()]
      sessions.clear()
      changed()
      return dropped
    },
    follow(account) {
      const next = account?.toLowerCase()
      const previous = followed
      followed = next
      return previous !== undefined && previous !== next ? drop(previous) : undefined
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
