import type { ColumnType } from 'kysely'
import type { Timestamp } from '../db/columns'

/** A SIWE nonce handed out and not used yet. */
export interface AuthNonceTable {
  nonce: string
  expires_at: ColumnType<Date, Date | string, Date | string>
}

/** A signed-in wallet; id is the SHA-256 (hex) of its bearer token. */
export interface AuthSessionTable {
  id: string
  /** Lowercase. */
  address: string
  created_at: Timestamp
  expires_at: ColumnType<Date, Date | string, Date | string>
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** Sign-in with Ethereum: nonces and sessions. */
export interface AuthTables {
  auth_nonce: AuthNonceTable
  auth_session: AuthSessionTable
}
