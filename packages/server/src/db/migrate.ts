import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { MigrationError } from '../errors'
import { migrations } from './migrations/index'
import type { Database } from './schema'

export type MigrateToLatestReturnType = {
  /** Names of the migrations this call ran, in order (empty when already up to date). */
  applied: string[]
  /** How many migrations are applied now, in total. */
  total: number
}

function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

/**
 * Brings the schema up to date. Safe to call on every start: applied migrations are skipped, and
 * the migrator's lock keeps two processes sharing a PostgreSQL database from racing.
 *
 * @example
 * const { applied } = await migrateToLatest(db) // ['0001_init'] on a fresh database, then []
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateToLatestReturnType> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest()
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName
    throw new MigrationError(
      failed ? `Migration ${failed} failed.` : 'Could not read the migration state.',
      { metaMessages: [error instanceof Error ? error.message : String(error)], cause: error },
    )
  }
  return {
    applied: results.map((result) => result.migrationName),
    total: await countAppliedMigrations(db),
  }
}

/** How many of our migrations the database has recorded as applied (0 before the first run). */
export async function countAppliedMigrations(db: Kysely<Database>): Promise<number> {
  const all = await createMigrator(db).getMigrations()
  return all.filter((migration) => migration.executedAt !== undefined).length
}
