/**
 * A generated reward history written straight into the tables: ten programmes (the ghost pot,
 * share pots, fee managers), a thousand holders with levels, and deposits, harvests and level
 * changes over a year of blocks (issue 16's `/rewards/events` feed). Deterministic, so runs
 * compare.
 */
import type { Database } from '@ghost/server'
import type { InsertObject, Kysely } from 'kysely'

const CHAIN_ID = 1337
const CHUNK = 500
const E18 = 10n ** 18n
const KINDS = ['deposit', 'harvest', 'level'] as const

const hex = (prefix: string, index: number, digits: number) =>
  `0x${prefix}${index.toString(16).padStart(digits - prefix.length, '0')}`

export type GeneratedRewards = { events: number; busiestUser: string; programme: string }

async function insertChunked<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .execute()
  }
}

export async function generateRewardHistory(
  db: Kysely<Database>,
  { events, holders }: { events: number; holders: number },
): Promise<GeneratedRewards> {
  const programmes = Array.from({ length: 10 }, (_, index) => ({
    id: hex('b0', index, 40),
    kind: index === 0 ? 'ghostPot' : index <= 5 ? 'sharePot' : 'feeManager',
  }))
  await insertChunked(
    db,
    'reward_programme',
    programmes.map((programme, index) => ({
      chain_id: CHAIN_ID,
      id: programme.id,
      kind: programme.kind,
      name: index === 0 ? 'Ghost Pot' : `Programme ${index}`,
      admin: hex('ad', index, 40),
      collection: programme.kind === 'sharePot' ? hex('c0', index, 40) : null,
      total_level: BigInt(holders),
      total_deposited: 1_000n * E18,
      total_harvested: 900n * E18,
      admin_fees: 0n,
      holders: BigInt(holders),
      factory_index: BigInt(index),
      created_at: 1_760_000_000n,
      updated_at: 1_760_000_000n,
    })),
  )
  const user = (index: number) => hex('f0', index % holders, 40)
  await insertChunked(
    db,
    'reward_level',
    programmes.flatMap((programme) =>
      Array.from({ length: holders }, (_, index) => ({
        chain_id: CHAIN_ID,
        id: `${programme.id}-${user(index)}`,
        programme: programme.id,
        user: user(index),
        level: BigInt(1 + (index % 5)),
        updated_at: 1_760_000_000n,
      })),
    ),
  )
  const rows = Array.from({ length: events }, (_, index) => {
    const programme = programmes[index % programmes.length] as (typeof programmes)[number]
    const kind = KINDS[(index * 7) % 3] as (typeof KINDS)[number]
    const block = 1_000 + Math.floor(index / 3)
    return {
      chain_id: CHAIN_ID,
      id: `${hex('', index, 64)}-${index % 3}`,
      kind,
      programme: programme.id,
      programme_kind: programme.kind,
      user: user(index * 31),
      amount: kind === 'level' ? null : BigInt(index + 1) * 10n ** 15n,
      previous_level: kind === 'level' ? 1n : null,
      new_level: kind === 'level' ? 2n : null,
      total_level: kind === 'harvest' ? null : BigInt(holders),
      in_wbnb: kind === 'harvest' ? index % 50 === 0 : null,
      block_number: BigInt(block),
      log_index: index % 3,
      timestamp: BigInt(1_760_000_000 + block * 3),
      transaction_hash: hex('', index, 64),
    }
  })
  await insertChunked(db, 'reward_event', rows)
  return { events, busiestUser: user(0), programme: programmes[0]?.id ?? '' }
}
