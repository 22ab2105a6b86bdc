import { iGhostSquadAbi, iGhostSquadSaleAbi } from '@ghost/contracts'
import { defineHandler, type EntityRow, type EntityStore, type EventMeta } from '../indexer/types'
import { locatedEvent, lower } from '../rewards/entities'

export type SquadSaleRow = EntityRow<'squad_sale'>
export type SquadUserRow = EntityRow<'squad_user'>
export type SquadEventRow = EntityRow<'squad_event'>

export const SQUAD_EVENT_KINDS = ['purchase', 'claim', 'presaleTickets'] as const
export type SquadEventKind = (typeof SQUAD_EVENT_KINDS)[number]

async function loadOrCreateSale(
  store: EntityStore,
  event: EventMeta,
  sale: string,
): Promise<SquadSaleRow> {
  const row = await store.get('squad_sale', lower(sale))
  if (row) return row
  return {
    chain_id: event.chainId,
    id: lower(sale),
    tickets_sold: 0n,
    presale_sold: 0n,
    claimed: 0n,
    buyers: 0n,
    revealed: 0n,
    cake_burned: 0n,
    updated_at: event.timestamp,
  }
}

async function loadOrCreateUser(
  store: EntityStore,
  event: EventMeta,
  user: string,
): Promise<SquadUserRow> {
  const row = await store.get('squad_user', lower(user))
  if (row) return row
  return {
    chain_id: event.chainId,
    id: lower(user),
    tickets_bought: 0n,
    presale_bought: 0n,
    claimed: 0n,
    presale_tickets: 0n,
    updated_at: event.timestamp,
  }
}

function eventRow(
  event: EventMeta,
  kind: SquadEventKind,
  user: string,
  count: bigint,
  fields: Partial<
    Pick<SquadEventRow, 'cake_burned' | 'presale' | 'first_token_id' | 'snapshot_block'>
  >,
): SquadEventRow {
  return {
    ...locatedEvent(event),
    kind,
    user: lower(user),
    count,
    cake_burned: fields.cake_burned ?? null,
    presale: fields.presale ?? null,
    first_token_id: fields.first_token_id ?? null,
    snapshot_block: fields.snapshot_block ?? null,
  }
}

/** The owner recorded a wallet's presale allowance from the snapshot (replacing an earlier one). */
export const presaleTicketsSetHandler = defineHandler({
  source: 'GhostSquadSale',
  abi: iGhostSquadSaleAbi,
  eventName: 'PresaleTicketsSet',
  async handle(event, { store }) {
    const { user, tickets, snapshotBlock } = event.args
    const row = await loadOrCreateUser(store, event, user)
    row.presale_tickets = tickets
    row.updated_at = event.timestamp
    store.set('squad_user', row)
    store.set(
      'squad_event',
      eventRow(event, 'presaleTickets', user, tickets, { snapshot_block: snapshotBlock }),
    )
  },
})

export const ticketsPurchaseHandler = defineHandler({
  source: 'GhostSquadSale',
  abi: iGhostSquadSaleAbi,
  eventName: 'TicketsPurchase',
  async handle(event, { store }) {
    const { buyer, count, cakeBurned, presale } = event.args
    const sale = await loadOrCreateSale(store, event, event.address)
    const user = await loadOrCreateUser(store, event, buyer)
    if (user.tickets_bought === 0n && count > 0n) sale.buyers += 1n
    user.tickets_bought += count
    if (presale) user.presale_bought += count
    user.updated_at = event.timestamp
    store.set('squad_user', user)
    sale.tickets_sold += count
    if (presale) sale.presale_sold += count
    sale.cake_burned += cakeBurned
    sale.updated_at = event.timestamp
    store.set('squad_sale', sale)
    store.set(
      'squad_event',
      eventRow(event, 'purchase', buyer, count, { cake_burned: cakeBurned, presale }),
    )
  },
})

export const ticketsClaimHandler = defineHandler({
  source: 'GhostSquadSale',
  abi: iGhostSquadSaleAbi,
  eventName: 'TicketsClaim',
  async handle(event, { store }) {
    const { user, count, firstTokenId } = event.args
    const sale = await loadOrCreateSale(store, event, event.address)
    sale.claimed += count
    sale.updated_at = event.timestamp
    store.set('squad_sale', sale)
    const row = await loadOrCreateUser(store, event, user)
    row.claimed += count
    row.updated_at = event.timestamp
    store.set('squad_user', row)
    store.set(
      'squad_event',
      eventRow(event, 'claim', user, count, { first_token_id: firstTokenId }),
    )
  },
})

/**
 * A sale token revealed: counted on the sale's row (the token's new metadata is the NFT module's
 * TokenReveal handler). `sale` is the manifest's sale, the only minter of unrevealed tokens.
 */
export function createSquadRevealHandler(sale: string) {
  return defineHandler({
    source: 'GhostSquadReveal',
    abi: iGhostSquadAbi,
    eventName: 'TokenReveal',
    async handle(event, { store }) {
      const row = await loadOrCreateSale(store, event, sale)
      row.revealed += 1n
      row.updated_at = event.timestamp
      store.set('squad_sale', row)
    },
  })
}
