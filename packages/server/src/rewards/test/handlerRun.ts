/**
 * Runs a module's handlers on decoded events through the real entity store and database, as the
 * indexer's loop does after reading logs (block by block, journaled, flushed with a checkpoint-like
 * transaction), for handler tests that need no chain: the events are what the interfaces' ABIs
 * decode to. The indexer's own reading of logs is tested with a chain (createIndexer.test.ts).
 */
import type { Manifest } from '@ghost/contracts/manifest'
import type { Kysely } from 'kysely'
import { type Address, type Hash, keccak256, toHex, zeroAddress } from 'viem'
import type { Database } from '../../db/schema'
import { createEntityStore, type IndexerEntityStore } from '../../indexer/createEntityStore'
import type { IndexerModule } from '../../indexer/types'

export const CHAIN_ID = 1337

/** A readable fake address: `address(1)` = 0x000…0001 (lowercase, as the indexer hands them). */
export const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}` as Address

export type TestEvent = {
  source: string
  eventName: string
  address: Address
  args: Record<string, unknown>
}

/** The fake deployment's NFT and reward contracts. */
export const CONTRACTS = {
  NFTMarket: address(0xa1),
  NFTFactory: address(0xa2),
  Profile: address(0xa3),
  GhostSquad: address(0xa4),
  GhostPot: address(0xb1),
  SharePotFactory: address(0xb2),
  FeeManagerFactory: address(0xb3),
  GhostSquadSale: address(0xb4),
} as const

/** A manifest with only what the reward and squad modules read (the rest is never looked at). */
export function rewardsManifest(): Manifest {
  return {
    chainId: CHAIN_ID,
    startBlock: 0,
    contracts: { ...CONTRACTS } as unknown as Manifest['contracts'],
    tokens: {} as Manifest['tokens'],
  }
}

export type HandlerRun = {
  store: IndexerEntityStore
  /** Handles the events as block `blockNumber` (log indexes in order), then flushes. */
  block(blockNumber: bigint, events: TestEvent[]): Promise<void>
  rollback(toBlock: bigint): Promise<void>
}

export function createHandlerRun(db: Kysely<Database>, modules: IndexerModule[]): HandlerRun {
  const store = createEntityStore({ db, chainId: CHAIN_ID })
  const handlers = modules.flatMap((module) => module.handlers)
  return {
    store,
    async block(blockNumber, events) {
      store.beginBlock(blockNumber, { journal: true })
      let logIndex = 0
      for (const event of events) {
        const matching = handlers.filter(
          (handler) => handler.source === event.source && handler.eventName === event.eventName,
        )
        if (matching.length === 0) {
          throw new Error(`No handler for ${event.source}.${event.eventName}`)
        }
        const transactionHash: Hash = keccak256(toHex(`${blockNumber}-${logIndex}`))
        for (const handler of matching) {
          await handler.handle(
            {
              chainId: CHAIN_ID,
              address: event.address.toLowerCase() as Address,
              blockNumber,
              blockHash: keccak256(toHex(`block ${blockNumber}`)),
              timestamp: 1_700_000_000n + blockNumber * 3n,
              transactionHash,
              transactionFrom: zeroAddress,
              transactionIndex: 0,
              logIndex,
              eventName: event.eventName,
              args: event.args,
            },
            { chainId: CHAIN_ID, store },
          )
        }
        logIndex++
      }
      await db.transaction().execute((trx) => store.flush(trx, { journalFromBlock: 0n }))
    },
    async rollback(toBlock) {
      await db.transaction().execute((trx) => store.rollback(trx, toBlock))
    },
  }
}
