/**
 * Ghost's own DEX handlers, registered with Ponder: the port runs the very code Ghost's indexer
 * runs, so the bench compares the two indexers, not two implementations of the DEX logic. The
 * handlers see Ghost's store interface (get, set, delete by table and id) over Ponder's `db`,
 * and Ghost's event shape built from Ponder's.
 */
import { readFileSync } from 'node:fs'
import { ponder } from 'ponder:registry'
import * as schema from 'ponder:schema'
import type { Manifest } from '@ghost/contracts/manifest'
import { createDexModule, type EntityStore } from '@ghost/server/dexModule'
import { createPublicClient, http } from 'viem'
import { benchEnvironment } from '../environment'

const environment = benchEnvironment()
const manifest = JSON.parse(readFileSync(environment.manifestPath, 'utf8')) as Manifest
const dex = createDexModule({
  manifest,
  client: createPublicClient({ transport: http(environment.rpcUrl) }),
})

type Row = Record<string, unknown> & { chain_id: number; id: string }
// biome-ignore lint/suspicious/noExplicitAny: Ponder's db is typed by the generated schema, whose tables are built at run time from Ghost's columns; rows are checked by Ghost's handlers' own types.
type PonderDb = any
const tableOf = (name: string) => (schema as Record<string, unknown>)[name]

/**
 * Ghost's store over Ponder's db for one event: writes are kept in order and applied when the
 * handler returns (Ghost's `set` does not wait), reads see the event's own earlier writes first.
 */
function ponderStore(db: PonderDb, chainId: number) {
  const written = new Map<string, { table: string; id: string; row: Row | undefined }>()
  const keyOf = (table: string, id: string) => `${table}\u0000${id}`
  const store: EntityStore = {
    async get(table, id) {
      const own = written.get(keyOf(table, id))
      if (own) return own.row ? ({ ...own.row } as never) : undefined
      const row = await db.find(tableOf(table), { chain_id: chainId, id })
      return row ? ({ ...row } as never) : undefined
    },
    set(table, row) {
      const copy = { ...row } as Row
      written.set(keyOf(table, copy.id), { table, id: copy.id, row: copy })
    },
    delete(table, id) {
      written.set(keyOf(table, id), { table, id, row: undefined })
    },
  }
  async function apply() {
    for (const { table, id, row } of written.values()) {
      if (row) {
        const { chain_id: _chainId, id: _id, ...columns } = row
        await db.insert(tableOf(table)).values(row).onConflictDoUpdate(columns)
      } else await db.delete(tableOf(table), { chain_id: chainId, id })
    }
  }
  return { store, apply }
}

for (const handler of dex.handlers) {
  // biome-ignore lint/suspicious/noExplicitAny: the name is built from Ghost's handler list, which Ponder's generated event-name union cannot see.
  ;(ponder.on as any)(`${handler.source}:${handler.eventName}`, async ({ event, context }: any) => {
    const { store, apply } = ponderStore(context.db, context.chain.id)
    await handler.handle(
      {
        chainId: context.chain.id,
        address: event.log.address.toLowerCase(),
        blockNumber: event.block.number,
        blockHash: event.block.hash,
        timestamp: event.block.timestamp,
        transactionHash: event.transaction.hash,
        transactionFrom: event.transaction.from.toLowerCase(),
        transactionIndex: event.transaction.transactionIndex,
        logIndex: event.log.logIndex,
        eventName: handler.eventName,
        args: event.args,
      },
      { chainId: context.chain.id, store },
    )
    await apply()
  })
}
