import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { createRowCopier, type RowCopier } from './createRowCopier'
import { isEntityTableName } from './entityTables'
import type { EntityKey, EntityRow, EntityStore, EntityTableName } from './types'

export type CreateEntityStoreParameters = {
  db: Kysely<Database>
  chainId: number
  /** After a flush, a cache above this many rows is emptied (clean rows are reloaded on demand). */
  maxCacheEntries?: number | undefined
}

export type FlushOptions = {
  /** Changes in blocks at or above this one are journaled, so a reorg can undo them. */
  journalFromBlock: bigint
}

/** The EntityStore handlers see, plus what the indexer's loop needs around it. */
export type IndexerEntityStore = EntityStore & {
  /**
   * The handlers that run next handle events of this block; with `journal`, the first change of
   * each row in it records the row's previous image (blocks far behind the head are not journaled).
   */
  beginBlock(blockNumber: bigint, options: { journal: boolean }): void
  /**
   * Loads the rows of `keys` that are not in memory, in one query per table (chunked), so the
   * handlers' reads of them need no query; rows that do not exist are remembered as absent.
   */
  preload(keys: Iterable<EntityKey>): Promise<void>
  /**
   * Whether every row of `table` for this chain is in memory (the database held none when the
   * store first asked, and the cache has not been emptied since): preloading it would read nothing.
   */
  isComplete(table: EntityTableName): Promise<boolean>
  /** Writes every change since the last flush (and its journal) inside the caller's transaction. */
  flush(trx: Kysely<Database>, options: FlushOptions): Promise<FlushReturnType>
  /** Undoes every journaled change above `toBlock` and empties the cache. */
  rollback(trx: Kysely<Database>, toBlock: bigint): Promise<void>
  /** Forgets the cache and unflushed changes (after a failed range or a reset). */
  clear(): void
  /** Rows held in memory. */
  readonly size: number
}

export type FlushReturnType = { upserted: number; deleted: number; journaled: number }

type AnyRow = Record<string, unknown> & { chain_id: number; id: string }
/** null: known not to exist. */
type CacheEntry = { row: AnyRow | null; dirty: boolean }
/** The row before the block's first change: a row, null (absent), or not read yet. */
type Image = AnyRow | null | typeof UNREAD

const UNREAD = Symbol('unread')
const DEFAULT_MAX_CACHE_ENTRIES = 50_000
const ID_CHUNK = 1_000
/**
 * Rows per INSERT: each statement sends its rows as one JSON text parameter (no per-value
 * parameters to bind and parse), kept to a few MB so neither driver buffers a huge message.
 */
const ROWS_PER_STATEMENT = 5_000

/**
 * Tables of any shape addressed by name. The store only knows them as "keyed by chain_id and
 * id"; each handler's rows are checked against `Database` where the handler is written.
 */
type LooseDatabase = Record<string, AnyRow>

function chunks<item>(items: readonly item[], size: number): item[][] {
  const out: item[][] = []
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size))
  return out
}

/** Rows as one JSON array, amounts as decimal strings (json_populate_recordset casts them back). */
function encodeRows(rows: readonly object[]): string {
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
}

/**
 * The handlers' view of the database during a block range: an in-memory cache over the entity
 * tables, written in batches with the range's checkpoint. While a block is journaled, the first
 * change of a row in it records the row as it was before, so `rollback` can restore it.
 *
 * @example
 * const store = createEntityStore({ db, chainId: 1337 })
 * store.beginBlock(12n, { journal: true })
 * store.set('dex_bundle', { chain_id: 1337, id: '1', bnb_price: 300n * 10n ** 18n })
 * await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n }))
 */
export function createEntityStore({
  db,
  chainId,
  maxCacheEntries = DEFAULT_MAX_CACHE_ENTRIES,
}: CreateEntityStoreParameters): IndexerEntityStore {
  const cache = new Map<string, Map<string, CacheEntry>>()
  /** block → table → id → image before the block's first change. */
  let images = new Map<bigint, Map<string, Map<string, Image>>>()
  let currentBlock: bigint | undefined
  let journalCurrent = false
  let size = 0
  /**
   * Tables whose every row of this chain is in the cache: the database held none when first asked
   * since the last clear, and the cache has not been emptied since. A miss there is an absent row,
   * known without a query (a fresh index reads no empty period, swap or token rows one by one).
   */
  const complete = new Set<string>()
  /** Tables asked about since the last clear (complete or not). */
  const checked = new Set<string>()

  /** Per table: copies rows in and out of the cache (each hand-out and each set is a new object). */
  const copiers = new Map<string, RowCopier>()
  const copy = <row extends object>(table: string, row: object): row => {
    let copier = copiers.get(table)
    if (!copier) {
      copier = createRowCopier()
      copiers.set(table, copier)
    }
    return copier(row as Record<string, unknown>) as row
  }

  const tableCache = (table: string) => {
    let entries = cache.get(table)
    if (!entries) {
      entries = new Map()
      cache.set(table, entries)
    }
    return entries
  }

  const put = (table: string, id: string, entry: CacheEntry) => {
    const entries = tableCache(table)
    if (!entries.has(id)) size++
    entries.set(id, entry)
  }

  const remember = (table: string, id: string) => {
    if (currentBlock === undefined) {
      throw new Error('EntityStore: a write before beginBlock(); the loop sets the block first')
    }
    if (!journalCurrent) return
    let tables = images.get(currentBlock)
    if (!tables) {
      tables = new Map()
      images.set(currentBlock, tables)
    }
    let ids = tables.get(table)
    if (!ids) {
      ids = new Map()
      tables.set(table, ids)
    }
    if (ids.has(id)) return
    const cached = cache.get(table)?.get(id)
    ids.set(id, cached ? cached.row : complete.has(table) ? null : UNREAD)
  }

  const checkKey = (table: string, row: { chain_id: unknown; id: unknown }) => {
    if (row.chain_id !== chainId || typeof row.id !== 'string' || row.id === '') {
      throw new Error(
        `EntityStore: a ${table} row needs chain_id ${chainId} and a non-empty id (got ${String(row.chain_id)}, ${String(row.id)})`,
      )
    }
  }

  /** Reads the rows the images still lack, as they are in the database before this range. */
  const readUnreadImages = async (trx: Kysely<Database>, fromBlock: bigint) => {
    const unread = new Map<string, Set<string>>()
    for (const [block, tables] of images) {
      if (block < fromBlock) continue
      for (const [table, ids] of tables) {
        for (const [id, image] of ids) {
          if (image !== UNREAD) continue
          let set = unread.get(table)
          if (!set) {
            set = new Set()
            unread.set(table, set)
          }
          set.add(id)
        }
      }
    }
    const found = new Map<string, Map<string, AnyRow>>()
    const loose = trx as unknown as Kysely<LooseDatabase>
    for (const [table, ids] of unread) {
      const rows = new Map<string, AnyRow>()
      for (const part of chunks([...ids], ID_CHUNK)) {
        const selected = await loose
          .selectFrom(table)
          .selectAll()
          .where('chain_id', '=', chainId)
          .where('id', 'in', part)
          .execute()
        for (const row of selected as AnyRow[]) rows.set(row.id, row)
      }
      found.set(table, rows)
    }
    return found
  }

  const writeJournal = async (trx: Kysely<Database>, fromBlock: bigint): Promise<number> => {
    const found = await readUnreadImages(trx, fromBlock)
    const rows: {
      chain_id: number
      block_number: bigint
      table_name: string
      entity_id: string
      previous: AnyRow | null
    }[] = []
    for (const [block, tables] of images) {
      if (block < fromBlock) continue
      for (const [table, ids] of tables) {
        for (const [id, image] of ids) {
          rows.push({
            chain_id: chainId,
            block_number: block,
            table_name: table,
            entity_id: id,
            previous: image === UNREAD ? (found.get(table)?.get(id) ?? null) : image,
          })
        }
      }
    }
    for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
      // A range read again after a crash never committed its journal; on a rerun of a committed
      // range the first image (the earliest) is the one to keep. A JSON null image becomes SQL
      // null (the row did not exist), as the rollback expects.
      await sql`insert into indexer_journal (chain_id, block_number, table_name, entity_id, previous)
        select chain_id, block_number, table_name, entity_id, previous
        from json_populate_recordset(null::indexer_journal, cast(${encodeRows(part)}::text as json))
        on conflict (chain_id, block_number, table_name, entity_id) do nothing`.execute(trx)
    }
    return rows.length
  }

  const writeRows = async (trx: Kysely<Database>) => {
    const loose = trx as unknown as Kysely<LooseDatabase>
    let upserted = 0
    let deleted = 0
    for (const [table, entries] of cache) {
      const upserts: AnyRow[] = []
      const deletes: string[] = []
      for (const [id, entry] of entries) {
        if (!entry.dirty) continue
        if (entry.row) upserts.push(entry.row)
        else deletes.push(id)
        entry.dirty = false
      }
      for (const part of chunks(deletes, ID_CHUNK)) {
        await loose
          .deleteFrom(table)
          .where('chain_id', '=', chainId)
          .where('id', 'in', part)
          .execute()
      }
      deleted += deletes.length
      if (upserts.length === 0) continue
      const columns = [...new Set(upserts.flatMap((row) => Object.keys(row)))]
      const updated = columns.filter((column) => column !== 'chain_id' && column !== 'id')
      const names = sql.join(columns.map((column) => sql.id(column)))
      const onConflict =
        updated.length === 0
          ? sql`do nothing`
          : sql`do update set ${sql.join(
              updated.map((column) => sql`${sql.id(column)} = ${sql.ref(`excluded.${column}`)}`),
            )}`
      for (const part of chunks(upserts, ROWS_PER_STATEMENT)) {
        // Rows set by handlers are whole rows (EntityRow), so every column is in each of them.
        await sql`insert into ${sql.table(table)} (${names})
          select ${names}
          from json_populate_recordset(null::${sql.table(table)}, cast(${encodeRows(part)}::text as json))
          on conflict (chain_id, id) ${onConflict}`.execute(trx)
      }
      upserted += upserts.length
    }
    return { upserted, deleted }
  }

  /** On the first ask about a table since the last clear: does the database hold none of its rows? */
  const checkComplete = async (table: string) => {
    if (checked.has(table)) return
    checked.add(table)
    const { rows } = await sql`select 1 from ${sql.table(table)}
      where chain_id = ${chainId} limit 1`.execute(db)
    if (rows.length === 0) complete.add(table)
  }

  const forgetCompleteness = () => {
    complete.clear()
    checked.clear()
  }

  const clear = () => {
    forgetCompleteness()
    cache.clear()
    images = new Map()
    size = 0
    currentBlock = undefined
  }

  return {
    get size() {
      return size
    },

    async get<table extends EntityTableName>(table: table, id: string) {
      const cached = cache.get(table)?.get(id)
      if (cached) return cached.row ? copy<EntityRow<table>>(table, cached.row) : undefined
      await checkComplete(table)
      if (complete.has(table)) {
        // Another get of the same row may have filled it while this one waited.
        const filled = cache.get(table)?.get(id)
        if (filled) return filled.row ? copy<EntityRow<table>>(table, filled.row) : undefined
        put(table, id, { row: null, dirty: false })
        return undefined
      }
      const row = await (db as unknown as Kysely<LooseDatabase>)
        .selectFrom(table)
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('id', '=', id)
        .executeTakeFirst()
      put(table, id, { row: (row as AnyRow | undefined) ?? null, dirty: false })
      // A copy: a handler that edits what it read must not change the cache (or the journal's
      // image of the row) behind the store's back; it calls set().
      return row ? copy<EntityRow<table>>(table, row) : undefined
    },

    async preload(keys) {
      const missing = new Map<string, Set<string>>()
      for (const { table, id } of keys) {
        if (cache.get(table)?.has(id)) continue
        let ids = missing.get(table)
        if (!ids) {
          ids = new Set()
          missing.set(table, ids)
        }
        ids.add(id)
      }
      const loose = db as unknown as Kysely<LooseDatabase>
      for (const [table, ids] of missing) {
        await checkComplete(table)
        // An empty table's rows are all known absent already (get answers them from memory).
        if (complete.has(table)) continue
        for (const part of chunks([...ids], ID_CHUNK)) {
          const rows = (await loose
            .selectFrom(table)
            .selectAll()
            .where('chain_id', '=', chainId)
            .where('id', 'in', part)
            .execute()) as AnyRow[]
          const found = new Map(rows.map((row) => [row.id, row]))
          for (const id of part) {
            // A set() while this query ran (none does today: the loop awaits it) wins.
            if (cache.get(table)?.has(id)) continue
            put(table, id, { row: found.get(id) ?? null, dirty: false })
          }
        }
      }
    },

    async isComplete(table) {
      await checkComplete(table)
      return complete.has(table)
    },

    set(table, row) {
      const keyed = copy<AnyRow>(table, row)
      checkKey(table, keyed)
      remember(table, keyed.id)
      put(table, keyed.id, { row: keyed, dirty: true })
    },

    delete(table, id) {
      remember(table, id)
      put(table, id, { row: null, dirty: true })
    },

    beginBlock(blockNumber, { journal }) {
      currentBlock = blockNumber
      journalCurrent = journal
    },

    async flush(trx, { journalFromBlock }) {
      const journaled = await writeJournal(trx, journalFromBlock)
      const { upserted, deleted } = await writeRows(trx)
      images = new Map()
      if (size > maxCacheEntries) {
        cache.clear()
        size = 0
        forgetCompleteness()
      }
      return { upserted, deleted, journaled }
    },

    async rollback(trx, toBlock) {
      clear()
      const journaled = await trx
        .selectFrom('indexer_journal')
        .select('table_name')
        .distinct()
        .where('chain_id', '=', chainId)
        .where('block_number', '>', toBlock)
        .execute()
      for (const { table_name: name } of journaled) {
        if (!isEntityTableName(name)) {
          throw new Error(`indexer_journal names an unknown table '${name}'`)
        }
        const table = sql.table(name)
        const above = sql`select entity_id from indexer_journal
          where chain_id = ${chainId} and table_name = ${name} and block_number > ${toBlock}`
        await sql`delete from ${table} where chain_id = ${chainId} and id in (${above})`.execute(
          trx,
        )
        // The earliest image above the fork point is the row as it stood at the fork point.
        await sql`insert into ${table}
          select (jsonb_populate_record(null::${table}, earliest.previous)).*
          from (
            select distinct on (entity_id) previous from indexer_journal
            where chain_id = ${chainId} and table_name = ${name} and block_number > ${toBlock}
            order by entity_id, block_number
          ) earliest
          where earliest.previous is not null`.execute(trx)
      }
      await trx
        .deleteFrom('indexer_journal')
        .where('chain_id', '=', chainId)
        .where('block_number', '>', toBlock)
        .execute()
    },

    clear,
  }
}
