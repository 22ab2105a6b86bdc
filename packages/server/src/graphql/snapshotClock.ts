import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { createSnapshot, type IndexedBlock } from './snapshot'

/** The tables whose rows' latest `updated_at` stands in for a head block without a time. */
export type ClockTable = 'farm_auction' | 'ifo_sale' | 'competition'

export type ClockedSnapshot = {
  trx: Kysely<Database>
  /** The indexed head's time: the clock of states worked out from the rows read with it. */
  now: bigint
  head: IndexedBlock | null
}

/**
 * Reads one answer in one snapshot of the index, with the clock a state (an auction's, a sale's
 * phase, a competition's) is read on: the indexed head block's time, which must be the time of
 * the rows read with it. Without it (an index written without a checkpoint, or a head block the
 * indexer no longer keeps) the latest block time any row of `fallback` carries stands in, and 0
 * when it has none.
 */
export async function readOnIndexedClock<answer>(
  db: Kysely<Database>,
  chainId: number,
  fallback: ClockTable,
  read: (snapshot: ClockedSnapshot) => Promise<answer>,
): Promise<answer> {
  const snapshot = createSnapshot(db, chainId)
  try {
    const trx = await snapshot.transaction()
    const head = await snapshot.indexedBlock()
    let now = head === null || head.timestamp === null ? null : BigInt(head.timestamp)
    if (now === null) {
      const latest = await trx
        .selectFrom(fallback)
        .select((eb) => eb.fn.max('updated_at').as('latest'))
        .where('chain_id', '=', chainId)
        .executeTakeFirst()
      now = latest?.latest === null || latest?.latest === undefined ? 0n : BigInt(latest.latest)
    }
    return await read({ trx, now, head })
  } finally {
    await snapshot.end()
  }
}
