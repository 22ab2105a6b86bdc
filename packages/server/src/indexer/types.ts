/**
 * The contract between the indexer's loop and the handlers that turn events into rows. The loop
 * (reading logs in block ranges, checkpoints, reorgs) knows nothing of any table; a feature (DEX,
 * NFT market, profiles, pots) adds sources, handlers and tables, never a new loop.
 */
import type { Insertable, Selectable } from 'kysely'
import type { Abi, Address, ContractEventArgsFromTopics, ContractEventName, Hash } from 'viem'
import type { Database } from '../db/schema'

/** Where an event sits in the chain; every handler gets it beside the decoded arguments. */
export type EventMeta = {
  chainId: number
  /** The emitting contract, lowercase. */
  address: Address
  blockNumber: bigint
  blockHash: Hash
  /** Unix seconds of the block. */
  timestamp: bigint
  transactionHash: Hash
  /** The account that sent the transaction (the wallet), lowercase. */
  transactionFrom: Address
  transactionIndex: number
  logIndex: number
}

/** One decoded log of `eventName` from a contract with `abi`. */
export type IndexedEvent<abi extends Abi, eventName extends ContractEventName<abi>> = EventMeta & {
  eventName: eventName
  args: ContractEventArgsFromTopics<abi, eventName>
}

/**
 * Contracts the indexer reads logs from: fixed addresses (from the manifest), or children a
 * factory announces in one of its events (a pair from `PairCreated.pair`). Children are kept in
 * the database, so a restart knows them without re-reading the factory.
 */
export type LogSource<abi extends Abi = Abi> =
  | { name: string; abi: abi; address: Address | readonly Address[] }
  | {
      name: string
      abi: abi
      factory: { address: Address; abi: Abi; eventName: string; parameter: string }
    }

/** Tables whose rows change over time (keyed by chain_id + id); the store journals them for reorgs. */
export type EntityTableName = {
  // market_*, voting_*: off-chain records the API writes, never handlers (and never rolled back
  // by a reorg)
  [table in keyof Database]: table extends `market_${string}` | `voting_${string}`
    ? never
    : Database[table] extends { chain_id: number; id: string }
      ? table
      : never
}[keyof Database]

export type EntityRow<table extends EntityTableName> = Selectable<Database[table]>

/** One row of an entity table, by key. */
export type EntityKey = {
  [table in EntityTableName]: { table: table; id: string }
}[EntityTableName]
export type NewEntityRow<table extends EntityTableName> = Insertable<Database[table]>

/**
 * What a handler reads and writes during one block range. Reads see earlier writes of the same
 * range (an in-memory cache over the database); writes reach the database when the loop commits
 * the range together with its checkpoint, so a crash never leaves half a range behind.
 */
export type EntityStore = {
  /**
   * The row as of the event being handled, or undefined if it does not exist yet. Each call hands
   * out a fresh copy: the caller may change it (and `set` it back) without touching the store.
   */
  get<table extends EntityTableName>(
    table: table,
    id: string,
  ): Promise<EntityRow<table> | undefined>
  /** Creates or replaces the whole row (chain_id and id included). */
  set<table extends EntityTableName>(table: table, row: EntityRow<table>): void
  /** Removes the row (a rollback may bring it back). */
  delete<table extends EntityTableName>(table: table, id: string): void
}

export type HandlerContext = {
  chainId: number
  store: EntityStore
}

/** Handles one event of one source. Handlers run in chain order (block, then log index). */
export type EventHandler<
  abi extends Abi = Abi,
  eventName extends ContractEventName<abi> = ContractEventName<abi>,
> = {
  source: string
  abi: abi
  eventName: eventName
  handle(event: IndexedEvent<abi, eventName>, context: HandlerContext): Promise<void> | void
  /**
   * Rows `handle` will read for this event that the event alone names (optional). Before running
   * a range's handlers the loop loads those not in memory in one query per table, rather than one
   * query per row as the handlers ask.
   */
  reads?(event: IndexedEvent<abi, eventName>): readonly EntityKey[]
}

/** A feature's part of the index: where to read, what to do with each event. */
export type IndexerModule = {
  name: string
  sources: LogSource[]
  // biome-ignore lint/suspicious/noExplicitAny: a module holds handlers of many abis and events; each is checked where it is defined with defineHandler.
  handlers: EventHandler<any, any>[]
}

/** Typed constructor: the handler's event argument is checked against the abi and event name. */
export function defineHandler<abi extends Abi, eventName extends ContractEventName<abi>>(
  handler: EventHandler<abi, eventName>,
): EventHandler<NoInfer<abi>, NoInfer<eventName>> {
  return handler
}

/** How the indexer reports reorgs, retries, errors ('warn') and re-reads of a moving head ('info'). */
export type IndexerLog = (message: string, level: 'info' | 'warn') => void
