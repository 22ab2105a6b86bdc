import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import type { Database } from '../db/schema'
import type { ChildContracts } from './childContracts'
import type { CompiledModules } from './compileModules'
import type { IndexerEntityStore } from './createEntityStore'
import type { Checkpoint } from './readCheckpoint'
import { type RangeEvent, RangeReorgedError, readRange } from './readRange'
import type { HandlerContext, IndexedEvent } from './types'
import { writeRange } from './writeRange'

export type RangeIndexer = {
  /**
   * Reads blocks `from`..`to`, runs the handlers on their events in chain order and writes the
   * result with the checkpoint; returns the new checkpoint. Changes within `reorgWindow` blocks
   * of `head` are journaled.
   */
  indexRange(from: bigint, to: bigint, head: bigint): Promise<Checkpoint>
  /** Events the handlers have processed in written ranges. */
  readonly eventCount: number
}

export type CreateRangeIndexerParameters = {
  db: Kysely<Database>
  client: PublicClient
  chainId: number
  startBlock: bigint
  compiled: CompiledModules
  store: IndexerEntityStore
  children: ChildContracts
  reorgWindow: bigint
}

/** One block range, end to end: read, dispatch to the handlers, write. */
export function createRangeIndexer(parameters: CreateRangeIndexerParameters): RangeIndexer {
  const { db, client, chainId, startBlock, compiled, store, children, reorgWindow } = parameters
  const context: HandlerContext = { chainId, store }
  let eventCount = 0

  const dispatch = async (events: RangeEvent[], journalFromBlock: bigint) => {
    let block: bigint | undefined
    for (const { meta, eventName, args, handlers } of events) {
      if (meta.blockNumber !== block) {
        block = meta.blockNumber
        store.beginBlock(block, { journal: block >= journalFromBlock })
      }
      const event = { ...meta, eventName, args } as IndexedEvent<never, never>
      for (const handler of handlers) await handler.handle(event, context)
      eventCount++
    }
  }

  return {
    get eventCount() {
      return eventCount
    },
    async indexRange(from, to, head) {
      const read = await readRange({
        client,
        chainId,
        compiled,
        children: children.current,
        fromBlock: from,
        toBlock: to,
      })
      const toBlock = read.blocks.get(to)
      if (!toBlock) throw new RangeReorgedError(`block ${to} is gone`)
      const journalFromBlock = head - reorgWindow
      const before = eventCount
      try {
        await dispatch(read.events, journalFromBlock)
        await writeRange({
          db,
          chainId,
          startBlock,
          store,
          from,
          to,
          journalFromBlock,
          read,
          toBlock,
        })
        children.add(read.newChildren)
      } catch (error) {
        eventCount = before
        throw error
      }
      return { number: to, hash: toBlock.hash }
    },
  }
}
