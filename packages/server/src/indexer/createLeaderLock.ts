import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'

export type LeaderLock = {
  /**
   * True when this process holds the lock (taking it if free). Also checks that a held lock's
   * connection still answers: a lost connection means the lock is gone too.
   */
  tryAcquire(): Promise<boolean>
  /** Gives the lock up (and its connection back). Safe to call when not held. */
  release(): Promise<void>
}

export type CreateLeaderLockParameters = {
  db: Kysely<Database>
  kind: 'pglite' | 'postgres'
  chainId: number
}

/** First half of the advisory lock key: 'ghIx' (the second half is the chain id). */
const LOCK_NAMESPACE = 0x67_68_49_78

/**
 * Decides which of several server processes on one PostgreSQL database indexes a chain: the one
 * holding a session advisory lock, on a connection kept for as long as it indexes. When that
 * process dies its connection closes and PostgreSQL frees the lock for a follower to take. PGlite
 * has one process (its data folder is locked), so there the lock is always held.
 *
 * @example
 * const lock = createLeaderLock({ db, kind: 'postgres', chainId: 1337 })
 * if (await lock.tryAcquire()) { … index … }
 * await lock.release()
 */
export function createLeaderLock({ db, kind, chainId }: CreateLeaderLockParameters): LeaderLock {
  if (kind === 'pglite') {
    return { tryAcquire: async () => true, release: async () => {} }
  }

  /** The held lock: its connection, and how to let it go (resolves once it is back in the pool). */
  let held: { connection: Kysely<Database>; release(): Promise<void> } | undefined

  const acquire = () =>
    new Promise<boolean>((resolveAcquired, rejectAcquired) => {
      let letGo = () => {}
      const letGoSignal = new Promise<void>((resolve) => {
        letGo = resolve
      })
      // The callback keeps its connection out of the pool until it returns: for as long as the
      // lock is held.
      const session = db
        .connection()
        .execute(async (connection) => {
          const { rows } = await sql<{ locked: boolean }>`
            select pg_try_advisory_lock(${LOCK_NAMESPACE}, ${chainId}) as locked`.execute(
            connection,
          )
          if (!rows[0]?.locked) return resolveAcquired(false)
          held = {
            connection,
            release: async () => {
              letGo()
              await session
            },
          }
          resolveAcquired(true)
          await letGoSignal
          await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, ${chainId})`.execute(connection)
        })
        .catch((error: unknown) => {
          // Before the lock: the caller hears of it; after: the connection died with the lock.
          held = undefined
          rejectAcquired(error)
        })
    })

  return {
    async tryAcquire() {
      if (held) {
        try {
          await sql`select 1`.execute(held.connection)
          return true
        } catch {
          const lost = held
          held = undefined
          await lost.release()
          return false
        }
      }
      return acquire()
    },
    async release() {
      const current = held
      held = undefined
      await current?.release()
    },
  }
}
