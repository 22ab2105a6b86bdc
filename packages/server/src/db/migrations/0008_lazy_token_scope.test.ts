/**
 * 0008_lazy_token_scope on a database written under 0007, on PGlite and PostgreSQL: a token's
 * description and orders stay; an order that copied another collection's token (its UID and
 * metadata described for that collection only) is dropped; a UID can then be described in a
 * second collection; indexed collections start at ownership epoch 0.
 */
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../../test/databaseTargets'
import { migrateToLatest } from '../migrate'
import { type OpenedDatabase, openDatabase } from '../openDatabase'
import { migrations } from './index'

const CHAIN = 1337
const UID = `0x${'ab'.repeat(32)}`
const ALICE = `0x${'a1'.repeat(20)}`
const MALLORY = `0x${'b2'.repeat(20)}`
const COLLECTION_A = `0x${'0a'.repeat(20)}`
const COLLECTION_M = `0x${'0b'.repeat(20)}`

const description = (collection: string, creator: string) => ({
  chain_id: CHAIN,
  token_uid: UID,
  collection,
  creator,
  name: 'Original',
  attributes: JSON.stringify([]),
  image_cid: 'bafkreiimage',
  thumbnail_cid: 'bafkreithumb',
  filetype: 'image/png',
  metadata_cid: 'bafkreimeta',
})

const order = (hash: string, collection: string, creator: string) => ({
  chain_id: CHAIN,
  hash,
  token_uid: UID,
  collection,
  creator,
  price: 10n ** 17n,
  uri: 'ipfs://bafkreimeta',
  expiry: 4_102_444_800,
  nonce: 0n,
  v: 27,
  r: `0x${'1'.repeat(64)}`,
  s: `0x${'2'.repeat(64)}`,
  status: 'open',
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    let database: OpenedDatabase
    beforeAll(async () => {
      handle = await target.start()
      database = await openDatabase({ database: await handle.freshDatabase() })
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '0008'),
      )
      const migrated = await new Migrator({
        db: database.db,
        provider: { getMigrations: async () => before },
      }).migrateToLatest()
      expect(migrated.error).toBeUndefined()
    })
    afterAll(async () => {
      await database?.close()
      await handle?.stop()
    })

    test('descriptions and orders keep their token; a copy of another collection’s token is dropped', async () => {
      const { db } = database
      await db.insertInto('market_token').values(description(COLLECTION_A, ALICE)).execute()
      await db
        .insertInto('market_order')
        .values([
          order(`0x${'01'.repeat(32)}`, COLLECTION_A, ALICE),
          // Mallory's copy: Alice's UID and metadata, Mallory's collection
          order(`0x${'02'.repeat(32)}`, COLLECTION_M, MALLORY),
        ])
        .execute()
      await db
        .insertInto('nft_collection')
        .values({
          chain_id: CHAIN,
          id: COLLECTION_A,
          name: 'A',
          symbol: 'A',
          active: true,
          status: 'Open',
          creator_address: ALICE,
          whitelist_checker: `0x${'00'.repeat(20)}`,
          owner: ALICE,
          created_at: 1,
          updated_at: 1,
        })
        .execute()

      // 0008 and every later migration, in order.
      expect((await migrateToLatest(db)).applied).toEqual(
        Object.keys(migrations).filter((name) => name >= '0008'),
      )
      expect(Object.keys(migrations)).toContain('0008_lazy_token_scope')
      expect(await db.selectFrom('market_order').select(['hash', 'collection']).execute()).toEqual([
        { hash: `0x${'01'.repeat(32)}`, collection: COLLECTION_A },
      ])
      expect(
        await db.selectFrom('nft_collection').select(['id', 'ownership_epoch']).execute(),
      ).toEqual([{ id: COLLECTION_A, ownership_epoch: 0n }])
      // The UID names another token in another collection; twice in one collection is refused.
      await db.insertInto('market_token').values(description(COLLECTION_M, MALLORY)).execute()
      await expect(
        db.insertInto('market_token').values(description(COLLECTION_M, MALLORY)).execute(),
      ).rejects.toThrow(/market_token_pkey/)
    })
  })
}
