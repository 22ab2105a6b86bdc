import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { generateSiweNonce } from 'viem/siwe'
import type { Database } from '../db/schema'

/** How long a nonce from GET /api/auth/nonce may be used to sign in. */
export const NONCE_TTL_MS = 10 * 60_000
/** The longest a session lives; a SIWE expirationTime may shorten it. */
export const SESSION_TTL_MS = 24 * 60 * 60_000

export type Session = { address: string; expiresAt: Date }

export type SessionStore = {
  issueNonce(): Promise<{ nonce: string; expiresAt: Date }>
  /** Deletes the nonce and says whether it was there and fresh: a nonce signs in once. */
  consumeNonce(nonce: string): Promise<boolean>
  /** A new session for a lowercase address; returns the bearer token (shown once, stored hashed). */
  createSession(args: { address: string; expiresAt: Date }): Promise<{ token: string }>
  /** The live session of a token, or null (unknown, expired or revoked). */
  findSession(token: string): Promise<Session | null>
  /** Ends the session of a token; a later findSession answers null. */
  revokeSession(token: string): Promise<void>
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Sign-in bookkeeping in the server's database: nonces and sessions (see docs/decisions.md,
 * "Sessions"). Tokens are 32 random bytes, base64url; only their SHA-256 is stored, so a copy of
 * the database does not hold usable tokens.
 */
export function createSessionStore({
  db,
  now = () => new Date(),
}: {
  db: Kysely<Database>
  now?: () => Date
}): SessionStore {
  return {
    async issueNonce() {
      const nonce = generateSiweNonce()
      const expiresAt = new Date(now().getTime() + NONCE_TTL_MS)
      // expired nonces of earlier visitors go with each new one, so the table stays small
      await db.deleteFrom('auth_nonce').where('expires_at', '<', now()).execute()
      await db.insertInto('auth_nonce').values({ nonce, expires_at: expiresAt }).execute()
      return { nonce, expiresAt }
    },
    async consumeNonce(nonce) {
      const deleted = await db
        .deleteFrom('auth_nonce')
        .where('nonce', '=', nonce)
        .returning('expires_at')
        .executeTakeFirst()
      return deleted !== undefined && deleted.expires_at > now()
    },
    async createSession({ address, expiresAt }) {
      const token = randomBytes(32).toString('base64url')
      await db
        .insertInto('auth_session')
        .values({ id: hashToken(token), address, expires_at: expiresAt })
        .execute()
      return { token }
    },
    async findSession(token) {
      const row = await db
        .selectFrom('auth_session')
        .select(['address', 'expires_at'])
        .where('id', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return row ? { address: row.address, expiresAt: row.expires_at } : null
    },
    async revokeSession(token) {
      await db
        .updateTable('auth_session')
        .set({ revoked_at: now() })
        .where('id', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}
