import type { Kysely } from 'kysely'
import type { Address, PublicClient } from 'viem'
import type { Database } from '../db/schema'
import type { ChildContracts } from './childContracts'
import type { CompiledModules } from './compileModules'
import type { IndexerEntityStore } from './createEntityStore'
import type { Checkpoint } from './readCheckpoint'
import {
  type FoundChild,
  type RangeBlock,
  type RangeEvent,
  RangeReorgedError,
  type ReadRangeReturnType,
  readRange,
} from './readRange'
import type { EntityKey, EventHandler, HandlerContext, IndexedEvent as TypedEvent } from './types'
import { writeRange } from './writeRange'

/** An event as every handler takes it (each handler checks its own abi and event name). */
type IndexedEvent = TypedEvent<never, never>

/** A range read from the chain, not yet handled nor written. */
export type ReadBlockRange = ReadRangeReturnType & { from: bigint; to: bigint; toBlock: RangeBlock }

export type RangeIndexer = {
  /**
   * Reads blocks `from`..`to` from the node (logs, their blocks, `to`'s hash); touches neither
   * the store nor the database, so it may run while the previous range is handled and written.
   * `pending`: children announced by ranges read but not written yet, read as known ones.
   */
  read(from: bigint, to: bigint, pending?: readonly FoundChild[]): Promise<ReadBlockRange>
  /**
   * Runs the handlers on a read range's events in chain order and writes the result with the
   * checkpoint; returns the new checkpoint. Changes within `reorgWindow` blocks of `head` are
   * journaled.
   */
  apply(read: ReadBlockRange, head: bigint): Promise<Checkpoint>
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

/** Known children and those announced by ranges read ahead, as readRange takes them. */
function withPending(
  known: ReadonlyMap<Address, readonly string[]>,
  pending: readonly FoundChild[],
): ReadonlyMap<Address, readonly string[]> {
  if (pending.length === 0) return known
  const merged = new Map<Address, readonly string[]>(known)
  for (const child of pending) {
    const names = merged.get(child.address) ?? []
    if (!names.includes(child.source)) merged.set(child.address, [...names, child.source])
  }
  return merged
}

/** One block range, end to end: read, dispatch to the handlers, write. */
export function createRangeIndexer(parameters: CreateRangeIndexerParameters): RangeIndexer {
  const { db, client, chainId, startBlock, compiled, store, children, reorgWindow } = parameters
  const context: HandlerContext = { chainId, store }
  let eventCount = 0

  /**
   * The rows the range's handlers say they will read, loaded in one query per table. A handler
   * whose first event names only tables the store holds whole (a fresh index) is asked no more:
   * its keys would load nothing, and building them costs about a microsecond each.
   */
  const preload = async (events: readonly RangeEvent[], indexed: readonly IndexedEvent[]) => {
    const keys: EntityKey[] = []
    const skipped = new Map<EventHandler, boolean>()
    for (let index = 0; index < events.length; index++) {
      for (const handler of (events[index] as RangeEvent).handlers) {
        if (!handler.reads || skipped.get(handler) === true) continue
        const named = handler.reads(indexed[index] as IndexedEvent)
        if (!skipped.has(handler) && named.length > 0) {
          let whole = true
          for (const { table } of named) whole = (await store.isComplete(table)) && whole
          skipped.set(handler, whole)
          if (whole) continue
        }
        for (const key of named) keys.push(key)
      }
    }
    if (keys.length > 0) await store.preload(keys)
  }

  const dispatch = async (
    events: readonly RangeEvent[],
    indexed: readonly IndexedEvent[],
    journalFromBlock: bigint,
  ) => {
    let block: bigint | undefined
    for (let index = 0; index < events.length; index++) {
      const event = indexed[index] as IndexedEvent
      if (event.blockNumber !== block) {
        block = event.blockNumber
        store.beginBlock(block, { journal: block >= journalFromBlock })
      }
      for (const handler of (events[index] as RangeEvent).handlers) {
        await handler.handle(event, context)
      }
      eventCount++
    }
  }

  return {
    get eventCount() {
      return eventCount
    },
    async read(from, to, pending = []) {
      const read = await readRange({
        client,
        chainId,
        compiled,
        children: withPending(children.current, pending),
        fromBlock: from,
        toBlock: to,
      })
      const toBlock = read.blocks.get(to)
      if (!toBlock) throw new RangeReorgedError(`block ${to} is gone`)
      return { ...read, from, to, toBlock }
    },
    async apply(read, head) {
      const { from, to, toBlock } = read
      const journalFromBlock = head - reorgWindow
      const before = eventCount
      try {
        // The handlers' view of each event, built once for the preload and the dispatch.
        const indexed = read.events.map(
          ({ meta, eventName, args }) => ({ ...meta, eventName, args }) as IndexedEvent,
        )
        await preload(read.events, indexed)
        await dispatch(read.events, indexed, journalFromBlock)
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
