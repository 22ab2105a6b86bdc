import { types as pgliteTypes } from '@electric-sql/pglite'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import { DatabaseUnavailableError } from '../errors'
import { createPglite } from './createPglite'
import { acquireDataDirLock } from './dataDirLock'
import type { Database } from './schema'

export type OpenDatabaseParameters = {
  database: DatabaseConfig
}

export type OpenedDatabase = {
  db: Kysely<Database>
  kind: DatabaseConfig['kind']
  /** Closes the connection(s); for PGlite also flushes to disk and frees the data folder. */
  close(): Promise<void>
}

const INT8_OID = 20
const NUMERIC_OID = 1700

// Both drivers would otherwise disagree on int8: pg returns strings, PGlite returns a number when
// it fits and a bigint when not. One rule everywhere: int8 is a bigint.
const parseInt8 = (value: string) => BigInt(value)

// Our numeric columns hold integers (amounts in wei, USD in 10^-18; see 0003_dex), so they come
// back as bigint too. A computed numeric with a fraction (an avg()) stays a string rather than
// throwing; cast such expressions in the query instead of relying on this.
const parseNumeric = (value: string): bigint | string =>
  /^-?\d+$/.test(value) ? BigInt(value) : value

async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const lock = acquireDataDirLock(dataDir)
  try {
    const client = await createPglite(dataDir, {
      parsers: { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.NUMERIC]: parseNumeric },
    })
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: client }) })
    let closing: Promise<void> | undefined
    return {
      db,
      kind: 'pglite',
      close() {
        // destroy() closes the PGlite instance, which checkpoints its WAL into the folder.
        closing ??= db.destroy().finally(() => lock.release())
        return closing
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? parseInt8
          : oid === NUMERIC_OID
            ? parseNumeric
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle client losing its connection emits on the pool; without a listener that kills the
  // process. The next query reports the problem instead.
  pool.on('error', () => {})
  // Same for a client in use (the indexer's leader lock holds one for hours): a server restart or
  // a terminated session must fail its next query, not crash the process.
  pool.on('connect', (client) => client.on('error', () => {}))
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${redactUrl(url)}.`, {
      metaMessages: [(error as Error).message],
      cause: error,
    })
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    close() {
      closing ??= db.destroy()
      return closing
    },
  }
}

/** The connection string without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '<unparseable url>'
  }
}

/**
 * Opens the server's database: PostgreSQL when `DATABASE_URL` was given, else embedded PGlite in
 * the data folder (created if missing, locked to this process until `close()`). Does not
 * migrate; call `migrateToLatest(db)` next.
 *
 * @example
 * const database = await openDatabase(loadConfig())
 * await migrateToLatest(database.db)
 * // …
 * await database.close()
 */
export async function openDatabase(parameters: OpenDatabaseParameters): Promise<OpenedDatabase> {
  const { database } = parameters
  switch (database.kind) {
    case 'pglite':
      return openPglite(database.dataDir)
    case 'postgres':
      return openPostgres(database.url)
    default:
      return database satisfies never
  }
}
