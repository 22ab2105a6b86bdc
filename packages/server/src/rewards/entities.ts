/**
 * Loading and creating the reward programmes' long-lived rows. Every loader hands back a row the
 * handler owns (a fresh copy), changed and handed back with `store.set`.
 */
import { type Address, zeroAddress } from 'viem'
import type { EntityRow, EntityStore, EventMeta } from '../indexer/types'

export type ProgrammeRow = EntityRow<'reward_programme'>
export type LevelRow = EntityRow<'reward_level'>
export type FeeFactoryRow = EntityRow<'reward_fee_factory'>

/** The three kinds of programme, as the API names them. */
export const PROGRAMME_KINDS = ['ghostPot', 'sharePot', 'feeManager'] as const
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number]

export const REWARD_EVENT_KINDS = ['deposit', 'harvest', 'level'] as const
export type RewardEventKind = (typeof REWARD_EVENT_KINDS)[number]

/** GhostPot.name(), fixed by the contract (issue 16's agreed interfaces). */
export const GHOST_POT_NAME = 'Ghost Pot'

export const lower = (address: string): Address => address.toLowerCase() as Address

/** Event rows are keyed `{txHash}-{logIndex}`: several events of one transaction never collide. */
export const eventId = (event: EventMeta): string => `${event.transactionHash}-${event.logIndex}`

/** An event row's own columns: its chain, its id (eventId) and where in the chain it happened. */
export const locatedEvent = (event: EventMeta) => ({
  chain_id: event.chainId,
  id: eventId(event),
  block_number: event.blockNumber,
  log_index: event.logIndex,
  timestamp: event.timestamp,
  transaction_hash: event.transactionHash,
})

export const levelRowId = (programme: string, user: string): string =>
  `${lower(programme)}-${lower(user)}`

/** A new programme with nothing deposited, nobody holding a level. */
export function newProgramme(
  event: EventMeta,
  fields: Pick<ProgrammeRow, 'id' | 'kind' | 'name' | 'admin' | 'collection' | 'factory_index'>,
): ProgrammeRow {
  return {
    chain_id: event.chainId,
    ...fields,
    id: lower(fields.id),
    admin: lower(fields.admin),
    collection: fields.collection === null ? null : lower(fields.collection),
    total_level: 0n,
    total_deposited: 0n,
    total_harvested: 0n,
    admin_fees: 0n,
    holders: 0n,
    created_at: event.timestamp,
    updated_at: event.timestamp,
  }
}

export async function loadProgramme(
  store: EntityStore,
  address: string,
): Promise<ProgrammeRow | undefined> {
  return store.get('reward_programme', lower(address))
}

export async function loadOrCreateLevel(
  store: EntityStore,
  event: EventMeta,
  programme: string,
  user: string,
): Promise<LevelRow> {
  const id = levelRowId(programme, user)
  const row = await store.get('reward_level', id)
  if (row) return row
  return {
    chain_id: event.chainId,
    id,
    programme: lower(programme),
    user: lower(user),
    level: 0n,
    updated_at: event.timestamp,
  }
}

/** What the index reads from the chain when a row appears without an event saying it all. */
export type RewardsChainReader = {
  /** The ghost pot's admin (its constructor may set it without an AdminUpdate). */
  ghostPotAdmin(ghostPot: Address): Promise<Address>
  /** The fee manager factory's admin fee (basis points) and recipient. */
  feeFactoryTerms(factory: Address): Promise<{ fee: bigint; feeRecipient: Address }>
}

export async function loadOrCreateFeeFactory(
  store: EntityStore,
  event: EventMeta,
  reader: RewardsChainReader | undefined,
): Promise<FeeFactoryRow> {
  const row = await store.get('reward_fee_factory', event.address)
  if (row) return row
  const terms = reader
    ? await reader.feeFactoryTerms(event.address)
    : { fee: 0n, feeRecipient: zeroAddress }
  return {
    chain_id: event.chainId,
    id: event.address,
    fee: terms.fee,
    fee_recipient: lower(terms.feeRecipient),
    total_admin_fees: 0n,
    total_shared: 0n,
    manager_count: 0n,
    updated_at: event.timestamp,
  }
}
