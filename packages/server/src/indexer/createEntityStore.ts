import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { isEntityTableName } from './entityTables'
import type { EntityRow, EntityStore, EntityTableName } from './types'

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
/** PostgreSQL takes at most 65,535 parameters in one statement; stay well below. */
const MAX_PARAMETERS = 30_000
const ID_CHUNK = 1_000

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

/** jsonb has no bigint: amounts and counters become decimal strings, which PostgreSQL casts back. */
export function encodeRowImage(row: AnyRow): string {
  return JSON.stringify(row, (_key, value: unknown) =>
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
    ids.set(id, cached ? cached.row : UNREAD)
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
      previous: ReturnType<typeof sql<string | null>>
    }[] = []
    for (const [block, tables] of images) {
      if (block < fromBlock) continue
      for (const [table, ids] of tables) {
        for (const [id, image] of ids) {
          const previous = image === UNREAD ? (found.get(table)?.get(id) ?? null) : image
          rows.push({
            chain_id: chainId,
            block_number: block,
            table_name: table,
            entity_id: id,
            // Sent as text and cast here: a driver could otherwise encode the string as a JSON string.
            previous:
              previous === null
                ? sql<null>`null`
                : sql<string>`cast(${encodeRowImage(previous)}::text as jsonb)`,
          })
        }
      }
    }
    for (const part of chunks(rows, Math.floor(MAX_PARAMETERS / 5))) {
      // A range read again after a crash never committed its journal; on a rerun of a committed
      // range the first image (the earliest) is the one to keep.
      await trx
        .insertInto('indexer_journal')
        .values(part)
        .onConflict((conflict) =>
          conflict.columns(['chain_id', 'block_number', 'table_name', 'entity_id']).doNothing(),
        )
        .execute()
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
      for (const part of chunks(
        upserts,
        Math.max(1, Math.floor(MAX_PARAMETERS / columns.length)),
      )) {
        await loose
          .insertInto(table)
          .values(part)
          .onConflict((conflict) => {
            const target = conflict.columns(['chain_id', 'id'])
            return updated.length === 0
              ? target.doNothing()
              : target.doUpdateSet(
                  Object.fromEntries(
                    updated.map((column) => [column, sql.ref(`excluded.${column}`)]),
                  ),
                )
          })
          .execute()
      }
      upserted += upserts.length
    }
    return { upserted, deleted }
  }

  const clear = () => {
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
      if (cached) return cached.row ? ({ ...cached.row } as EntityRow<table>) : undefined
      const row = await (db as unknown as Kysely<LooseDatabase>)
        .selectFrom(table)
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('id', '=', id)
        .executeTakeFirst()
      put(table, id, { row: (row as AnyRow | undefined) ?? null, dirty: false })
      // A copy: a handler that edits what it read must not change the cache (or the journal's
      // image of the row) behind the store's back; it calls set().
      return row ? ({ ...row } as EntityRow<table>) : undefined
    },

    set(table, row) {
      const keyed = { ...row } as AnyRow
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
