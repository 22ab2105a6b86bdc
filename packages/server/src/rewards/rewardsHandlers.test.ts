/**
 * The reward and squad modules' handlers on a history of every kind of event (test/rewardHistory),
 * run through the real entity store on PGlite and PostgreSQL: programmes and their totals, levels
 * and holder counts, the event rows, the fee factory, the squad sale's totals and buyers; a
 * rollback gives what indexing only up to the fork gives, and a second run the same tables.
 */
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { dumpIndex } from '../indexer/testing/dumpIndex'
import type { IndexerModule } from '../indexer/types'
import { createSquadModule } from '../squad/createSquadModule'
import { DATABASE_TARGETS, type DatabaseTargetHandle } from '../test/databaseTargets'
import { createRewardsModule } from './createRewardsModule'
import type { RewardsChainReader } from './entities'
import { CHAIN_ID, createHandlerRun, rewardsManifest } from './test/handlerRun'
import {
  ADMIN,
  ALICE,
  BOB,
  COLLECTION,
  FEE_MANAGER,
  FEE_MANAGER_FACTORY,
  FEE_RECIPIENT,
  GHOST_POT,
  HISTORY,
  MANAGER_ADMIN,
  MARKET,
  NEW_ADMIN,
  SHARE_POT,
  SQUAD_SALE,
  STRANGER_POT,
} from './test/rewardHistory'

/** What the chain would answer at the head for what no event says (the constructors' setup). */
const reader: RewardsChainReader = {
  ghostPotAdmin: async () => ADMIN,
  feeFactoryTerms: async () => ({ fee: 1_000n, feeRecipient: FEE_RECIPIENT }),
}

function modules(): IndexerModule[] {
  const manifest = rewardsManifest()
  return [createRewardsModule({ manifest, reader }), createSquadModule({ manifest })].flatMap(
    (module) => (module ? [module] : []),
  )
}

test('both modules stay out of a manifest without the reward contracts', () => {
  const manifest = rewardsManifest()
  const { GhostPot: _, ...rest } = manifest.contracts
  const without = { ...manifest, contracts: rest as typeof manifest.contracts }
  expect(createRewardsModule({ manifest: without })).toBeUndefined()
  expect(createSquadModule({ manifest: without })).toBeUndefined()
})

for (const target of DATABASE_TARGETS) {
  describe.skipIf(!target.available)(target.title, () => {
    let handle: DatabaseTargetHandle
    const opened: OpenedDatabase[] = []

    const fresh = async () => {
      const database = await openDatabase({ database: await handle.freshDatabase() })
      opened.push(database)
      await migrateToLatest(database.db)
      return database
    }

    /** A fresh index of the history's blocks up to `toBlock`. */
    const indexUpTo = async (toBlock: bigint) => {
      const database = await fresh()
      const run = createHandlerRun(database.db, modules())
      for (const [block, events] of HISTORY) if (block <= toBlock) await run.block(block, events)
      return { database, run }
    }

    let database: OpenedDatabase
    beforeAll(async () => {
      handle = await target.start()
      database = (await indexUpTo(99n)).database
    })
    afterAll(async () => {
      for (const each of opened) await each.close()
      await handle?.stop()
    })

    const programme = (id: string) =>
      database.db
        .selectFrom('reward_programme')
        .selectAll()
        .where('chain_id', '=', CHAIN_ID)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()

    test('the ghost pot appears with its first event, read admin, then follows AdminUpdate', async () => {
      expect(await programme(GHOST_POT)).toMatchObject({
        kind: 'ghostPot',
        name: 'Ghost Pot',
        admin: NEW_ADMIN,
        collection: null,
        total_level: 2n,
        total_deposited: parseEther('3'),
        total_harvested: parseEther('2'),
        // Alice (2) still holds; Bob went from 1 to 0.
        holders: 1n,
        created_at: 1_700_000_030n,
      })
    })

    test('a share pot and a fee manager take name, admin and collection from their factories', async () => {
      expect(await programme(SHARE_POT)).toMatchObject({
        kind: 'sharePot',
        name: 'Art pot',
        admin: NEW_ADMIN,
        collection: COLLECTION,
        total_level: 5n,
        total_deposited: parseEther('1'),
        total_harvested: parseEther('1'),
        holders: 1n,
        factory_index: 0n,
      })
      expect(await programme(FEE_MANAGER)).toMatchObject({
        kind: 'feeManager',
        name: 'Team fees',
        admin: MANAGER_ADMIN,
        collection: null,
        total_level: 1n,
        total_deposited: parseEther('0.9'),
        admin_fees: parseEther('0.1'),
        holders: 1n,
      })
      // Events of a contract no factory announced are not indexed.
      const all = await database.db.selectFrom('reward_programme').select('id').execute()
      expect(all.map((row) => row.id).sort()).toEqual([GHOST_POT, SHARE_POT, FEE_MANAGER].sort())
      expect(
        await database.db
          .selectFrom('reward_event')
          .select('id')
          .where('programme', '=', STRANGER_POT)
          .execute(),
      ).toEqual([])
    })

    test('levels per holder and programme; a level dropped to 0 stays as a 0 row', async () => {
      const levels = await database.db
        .selectFrom('reward_level')
        .select(['programme', 'user', 'level'])
        .where('chain_id', '=', CHAIN_ID)
        .orderBy('id')
        .execute()
      expect(levels).toEqual(
        [
          { programme: GHOST_POT, user: ALICE, level: 2n },
          { programme: GHOST_POT, user: BOB, level: 0n },
          { programme: SHARE_POT, user: ALICE, level: 5n },
          { programme: FEE_MANAGER, user: BOB, level: 1n },
        ].sort((a, b) => `${a.programme}-${a.user}`.localeCompare(`${b.programme}-${b.user}`)),
      )
    })

    test('one event row per deposit, harvest and level change, with its programme kind', async () => {
      const events = await database.db
        .selectFrom('reward_event')
        .selectAll()
        .where('chain_id', '=', CHAIN_ID)
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      expect(events.map((row) => [row.kind, row.programme_kind, row.user])).toEqual([
        ['level', 'ghostPot', ALICE],
        ['level', 'ghostPot', BOB],
        ['level', 'sharePot', ALICE],
        ['deposit', 'ghostPot', MARKET],
        ['level', 'feeManager', BOB],
        ['deposit', 'feeManager', FEE_MANAGER_FACTORY],
        ['harvest', 'ghostPot', ALICE],
        ['level', 'ghostPot', BOB],
        ['deposit', 'sharePot', ALICE],
        ['harvest', 'sharePot', ALICE],
      ])
      const drop = events[7]
      expect(drop).toMatchObject({
        previous_level: 1n,
        new_level: 0n,
        total_level: 2n,
        amount: null,
        in_wbnb: null,
        block_number: 14n,
        log_index: 1,
      })
      expect(drop?.id).toBe(`${drop?.transaction_hash}-1`)
      expect(events[9]).toMatchObject({ amount: parseEther('1'), in_wbnb: true, total_level: null })
    })

    test('the fee factory: terms read once, then FeeChange, FeeRecipientUpdate, FeeDistribute', async () => {
      expect(
        await database.db
          .selectFrom('reward_fee_factory')
          .selectAll()
          .where('id', '=', FEE_MANAGER_FACTORY)
          .executeTakeFirstOrThrow(),
      ).toMatchObject({
        fee: 500n,
        fee_recipient: BOB,
        total_admin_fees: parseEther('0.1'),
        total_shared: parseEther('0.9'),
        manager_count: 1n,
      })
    })

    test('the squad sale: totals, buyers counted once, claims, reveals; users and events', async () => {
      expect(
        await database.db
          .selectFrom('squad_sale')
          .selectAll()
          .where('id', '=', SQUAD_SALE)
          .executeTakeFirstOrThrow(),
      ).toMatchObject({
        tickets_sold: 6n,
        presale_sold: 2n,
        claimed: 6n,
        buyers: 2n,
        revealed: 2n,
        cake_burned: parseEther('80'),
      })
      const users = await database.db.selectFrom('squad_user').selectAll().orderBy('id').execute()
      expect(
        users.map((row) => [
          row.id,
          row.tickets_bought,
          row.presale_bought,
          row.claimed,
          row.presale_tickets,
        ]),
      ).toEqual([
        [ALICE, 2n, 2n, 2n, 2n],
        [BOB, 4n, 0n, 4n, 1n],
      ])
      const events = await database.db
        .selectFrom('squad_event')
        .selectAll()
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
      expect(events.map((row) => [row.kind, row.user, row.count])).toEqual([
        ['presaleTickets', ALICE, 2n],
        ['presaleTickets', BOB, 1n],
        ['purchase', ALICE, 2n],
        ['purchase', BOB, 3n],
        ['purchase', BOB, 1n],
        ['claim', ALICE, 2n],
        ['claim', BOB, 4n],
      ])
      expect(events[0]).toMatchObject({ snapshot_block: 9n, cake_burned: null, presale: null })
      expect(events[2]).toMatchObject({ cake_burned: parseEther('20'), presale: true })
      expect(events[6]).toMatchObject({ first_token_id: 123n, cake_burned: null })
    })

    test('a rollback leaves what indexing up to the fork leaves; a second run the same tables', async () => {
      const full = await indexUpTo(99n)
      expect(await dumpIndex(full.database.db, CHAIN_ID)).toEqual(
        await dumpIndex(database.db, CHAIN_ID),
      )
      for (const fork of [12n, 10n]) {
        await full.run.rollback(fork)
        const upToFork = await indexUpTo(fork)
        expect(await dumpIndex(full.database.db, CHAIN_ID)).toEqual(
          await dumpIndex(upToFork.database.db, CHAIN_ID),
        )
      }
      // Indexed again after the rollback: the whole history again.
      for (const [block, events] of HISTORY) if (block > 10n) await full.run.block(block, events)
      expect(await dumpIndex(full.database.db, CHAIN_ID)).toEqual(
        await dumpIndex(database.db, CHAIN_ID),
      )
    })
  })
}
