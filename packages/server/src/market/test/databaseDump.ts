import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'

/** JSON of any row value: bigints and byte arrays as text, so two dumps compare exactly. */
function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`
  if (value instanceof Uint8Array) return `0x${Buffer.from(value).toString('hex')}`
  return value
}

/**
 * Every row of every table of the current schema, each table ordered by all its columns, as
 * one JSON text: equal texts mean the database did not change. Tables are listed from the
 * catalogue, so tables added later are dumped too.
 */
export async function dumpDatabase(db: Kysely<Database>): Promise<string> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db)
  const tables = new Map<string, string[]>()
  for (const { table_name, column_name } of columns.rows) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name])
  }
  const dump: Record<string, unknown[]> = {}
  for (const [table, names] of tables) {
    // as text: every type has a text order (json has none of its own)
    const order = names.map((name) => sql`${sql.ref(name)}::text`)
    const rows = await sql`select * from ${sql.table(table)} order by ${sql.join(order)}`.execute(
      db,
    )
    dump[table] = rows.rows
  }
  return JSON.stringify(dump, replacer)
}

/** Every file under `dir` (relative paths, sorted); empty when the folder does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort()
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return []
    throw error
  }
}
