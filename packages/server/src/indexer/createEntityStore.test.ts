import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createEntityStore } from './createEntityStore'
import type { EntityRow } from './types'

const CHAIN_ID = 1337
/** Above int8 and float precision: a numeric(78,0) must come back to the wei. */
const HUGE = 2n ** 255n + 12_345n

function token(id: string, supply: bigint): EntityRow<'dex_token'> {
  return {
    chain_id: CHAIN_ID,
    id,
    symbol: `T"${id}'`,
    name: 'A token, with "quotes"',
    decimals: 18,
    whitelist_pairs: '',
    tx_count: 2n ** 62n,
    total_supply: supply,
    trade_volume: 0n,
    trade_volume_usd: 0n,
    untracked_volume_usd: 0n,
    total_liquidity: 1n,
    derived_bnb: 0n,
  }
}

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase

    beforeAll(async () => {
      handle = await target.start()
      database = await openDatabase({ database: await handle.freshDatabase() })
      await migrateToLatest(database.db)
    })
    afterAll(async () => {
      await database?.close()
      await handle?.stop()
    })

    const tokens = () =>
      database.db
        .selectFrom('dex_token')
        .selectAll()
        .where('chain_id', '=', CHAIN_ID)
        .orderBy('id')
        .execute()

    test('flush writes upserts and deletes; rollback restores every row as it was at the fork block', async () => {
      const { db } = database
      const store = createEntityStore({ db, chainId: CHAIN_ID, maxCacheEntries: 1 })
      // Block 10: two tokens. Block 11: one changes twice, one is deleted, one is new.
      store.beginBlock(10n, { journal: true })
      store.set('dex_token', token('a', HUGE))
      store.set('dex_token', token('b', 5n))
      await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n }))
      const atTen = await tokens()
      expect(atTen).toEqual([token('a', HUGE), token('b', 5n)])

      store.beginBlock(11n, { journal: true })
      const a = await store.get('dex_token', 'a')
      expect(a).toEqual(token('a', HUGE))
      store.set('dex_token', { ...token('a', 1n), symbol: 'changed' })
      store.set('dex_token', { ...token('a', 2n), symbol: 'changed again' })
      store.delete('dex_token', 'b')
      store.set('dex_token', token('c', 7n))
      expect(await store.get('dex_token', 'b')).toBeUndefined()
      expect(
        await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n })),
      ).toEqual({ upserted: 2, deleted: 1, journaled: 3 })
      expect(await tokens()).toEqual([
        { ...token('a', 2n), symbol: 'changed again' },
        token('c', 7n),
      ])
      // Editing what get returned changes nothing until set.
      const read = await store.get('dex_token', 'a')
      if (read) read.total_supply = 99n
      expect((await store.get('dex_token', 'a'))?.total_supply).toBe(2n)

      await db.transaction().execute((trx) => store.rollback(trx, 10n))
      expect(await tokens()).toEqual(atTen)
      expect(await store.get('dex_token', 'c')).toBeUndefined()
      const journal = await db.selectFrom('indexer_journal').selectAll().execute()
      expect(journal.map((row) => [row.block_number, row.entity_id])).toEqual([
        [10n, 'a'],
        [10n, 'b'],
      ])

      await db.transaction().execute((trx) => store.rollback(trx, 9n))
      expect(await tokens()).toEqual([])
    })

    test('a table without rows of the chain answers misses from memory until the cache is emptied', async () => {
      const { db } = database
      const bundle = (id: string, price: bigint) => ({ chain_id: CHAIN_ID, id, bnb_price: price })
      const store = createEntityStore({ db, chainId: CHAIN_ID, maxCacheEntries: 1 })
      store.beginBlock(30n, { journal: true })
      expect(await store.get('dex_bundle', '1')).toBeUndefined()
      store.set('dex_bundle', bundle('1', 5n))
      store.set('dex_bundle', bundle('2', HUGE))
      // The rows were known absent before block 30 without reading them: journaled as such.
      await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n }))
      const journal = await db
        .selectFrom('indexer_journal')
        .select(['entity_id', 'previous'])
        .where('table_name', '=', 'dex_bundle')
        .orderBy('entity_id')
        .execute()
      expect(journal).toEqual([
        { entity_id: '1', previous: null },
        { entity_id: '2', previous: null },
      ])
      // Two rows exceed maxCacheEntries: the flush emptied the cache, and reads go to the database.
      expect(await store.get('dex_bundle', '2')).toEqual(bundle('2', HUGE))
      // A row another writer added is seen once the store is cleared (as after a new leader).
      await db.insertInto('dex_bundle').values(bundle('3', 7n)).execute()
      store.clear()
      expect(await store.get('dex_bundle', '3')).toEqual(bundle('3', 7n))

      await db.transaction().execute((trx) => store.rollback(trx, 29n))
      expect(
        await db.selectFrom('dex_bundle').select('id').where('chain_id', '=', CHAIN_ID).execute(),
      ).toEqual([{ id: '3' }])
    })

    test('rows handed out and rows set share nothing with the cache or the journal', async () => {
      const { db } = database
      const writer = createEntityStore({ db, chainId: CHAIN_ID })
      writer.beginBlock(60n, { journal: false })
      writer.set('dex_token', token('s1', 1n))
      await db.transaction().execute((trx) => writer.flush(trx, { journalFromBlock: 70n }))

      const store = createEntityStore({ db, chainId: CHAIN_ID })
      store.beginBlock(61n, { journal: true })
      // Read from the database (its column order), then set rows built in the handlers' order.
      const read = await store.get('dex_token', 's1')
      if (!read) throw new Error('s1 was written')
      read.total_supply = 100n
      expect((await store.get('dex_token', 's1'))?.total_supply).toBe(1n)
      const mine = { ...token('s1', 2n) }
      store.set('dex_token', mine)
      mine.total_supply = 200n
      const again = await store.get('dex_token', 's1')
      expect(again?.total_supply).toBe(2n)
      expect(again).not.toBe(await store.get('dex_token', 's1'))
      // A row of other keys is copied as it is, no column added.
      const partial = {
        chain_id: CHAIN_ID,
        id: 's2',
        symbol: 'P',
      } as unknown as EntityRow<'dex_token'>
      store.set('dex_token', partial)
      expect(Object.keys((await store.get('dex_token', 's2')) ?? {})).toEqual([
        'chain_id',
        'id',
        'symbol',
      ])
      store.delete('dex_token', 's2')
      // The journal keeps the row as stored before block 61, whatever the handlers did to copies.
      await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n }))
      const image = await db
        .selectFrom('indexer_journal')
        .select('previous')
        .where('block_number', '=', 61n)
        .where('entity_id', '=', 's1')
        .executeTakeFirstOrThrow()
      expect(image.previous).toMatchObject({ id: 's1', total_supply: '1' })
      expect(
        await db
          .selectFrom('dex_token')
          .select('total_supply')
          .where('id', '=', 's1')
          .executeTakeFirst(),
      ).toEqual({ total_supply: 2n })
    })

    test('blocks below journalFromBlock write no journal', async () => {
      const { db } = database
      const store = createEntityStore({ db, chainId: CHAIN_ID })
      store.beginBlock(20n, { journal: false })
      store.set('dex_token', token('d', 1n))
      store.beginBlock(21n, { journal: true })
      store.set('dex_token', token('e', 1n))
      expect(
        await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 21n })),
      ).toEqual({ upserted: 2, deleted: 0, journaled: 1 })
      expect(() => store.set('dex_token', { ...token('f', 1n), chain_id: 56 })).toThrow(
        'EntityStore: a dex_token row needs chain_id 1337 and a non-empty id (got 56, f)',
      )
    })

    test('preload reads the rows a range names in one query per table; absent ones then need no query either', async () => {
      const { db } = database
      const writer = createEntityStore({ db, chainId: CHAIN_ID })
      writer.beginBlock(40n, { journal: false })
      writer.set('dex_token', token('p1', 1n))
      writer.set('dex_token', token('p2', 2n))
      await db.transaction().execute((trx) => writer.flush(trx, { journalFromBlock: 50n }))

      let queries = 0
      const counted = db.withPlugin({
        transformQuery: ({ node }) => {
          queries++
          return node
        },
        transformResult: async ({ result }) => result,
      })
      const store = createEntityStore({ db: counted, chainId: CHAIN_ID })
      await store.preload(
        ['p1', 'p2', 'p3', 'p1'].map((id) => ({ table: 'dex_token' as const, id })),
      )
      // Whether the table holds any row of the chain, then one select for the three ids.
      expect(queries).toBe(2)
      expect(await store.get('dex_token', 'p1')).toEqual(token('p1', 1n))
      expect(await store.get('dex_token', 'p2')).toEqual(token('p2', 2n))
      expect(await store.get('dex_token', 'p3')).toBeUndefined()
      expect(queries).toBe(2)

      // A row changed in memory is not replaced by a later preload of it.
      store.beginBlock(41n, { journal: true })
      store.set('dex_token', token('p1', 9n))
      await store.preload([{ table: 'dex_token', id: 'p1' }])
      expect(queries).toBe(2)
      expect((await store.get('dex_token', 'p1'))?.total_supply).toBe(9n)
      // The journal's image of a preloaded row is the row as stored before the block.
      expect(
        await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n })),
      ).toEqual({ upserted: 1, deleted: 0, journaled: 1 })
      const image = await db
        .selectFrom('indexer_journal')
        .select('previous')
        .where('block_number', '=', 41n)
        .where('entity_id', '=', 'p1')
        .executeTakeFirstOrThrow()
      expect(image.previous).toMatchObject({ id: 'p1', total_supply: '1' })
    })
  })
}
