import type { ApiUser } from '@ghost/sdk'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema'
import type { ProfileUsernameTable } from './tables'

export type UsernameStore = {
  /** The username of a lowercase address, or null. */
  byAddress(address: string): Promise<ApiUser | null>
  /** The usernames of lowercase addresses, in one statement: only the addresses that have one. */
  byAddresses(addresses: readonly string[]): Promise<ApiUser[]>
  /** Whether no wallet but `address` (if given) holds this name, in any case. */
  isAvailable(username: string, address?: string): Promise<boolean>
  /**
   * Registers or changes the username of a lowercase address. `taken` when another wallet holds
   * the name in any case (the unique index decides, so two racing writers cannot both win).
   */
  save(args: {
    address: string
    username: string
  }): Promise<{ status: 'created' | 'changed' | 'unchanged'; user: ApiUser } | { status: 'taken' }>
}

const UNIQUE_NAME_INDEX = 'profile_username_unique'

/** A unique violation of the case-insensitive name index (pg and PGlite both give code 23505). */
function isNameTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, constraint } = error as { code?: unknown; constraint?: unknown }
  return code === '23505' && (constraint === undefined || constraint === UNIQUE_NAME_INDEX)
}

function toApiUser(row: Selectable<ProfileUsernameTable>): ApiUser {
  return {
    address: row.address,
    username: row.username,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/** The profile service's usernames in `profile_username` (one per wallet, unique ignoring case). */
export function createUsernameStore({ db }: { db: Kysely<Database> }): UsernameStore {
  const byAddress = async (address: string) => {
    const row = await db
      .selectFrom('profile_username')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirst()
    return row ? toApiUser(row) : null
  }
  return {
    byAddress,
    async byAddresses(addresses) {
      if (addresses.length === 0) return []
      const rows = await db
        .selectFrom('profile_username')
        .selectAll()
        .where('address', 'in', addresses)
        .execute()
      return rows.map(toApiUser)
    },
    async isAvailable(username, address) {
      const row = await db
        .selectFrom('profile_username')
        .select('address')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .executeTakeFirst()
      return row === undefined || row.address === address
    },
    async save({ address, username }) {
      const existing = await byAddress(address)
      if (existing?.username === username) return { status: 'unchanged', user: existing }
      try {
        const row = await db
          .insertInto('profile_username')
          .values({ address, username })
          .onConflict((conflict) =>
            conflict.column('address').doUpdateSet({ username, updated_at: new Date() }),
          )
          .returningAll()
          .executeTakeFirstOrThrow()
        return { status: existing ? 'changed' : 'created', user: toApiUser(row) }
      } catch (error) {
        if (isNameTaken(error)) return { status: 'taken' }
        throw error
      }
    },
  }
}
