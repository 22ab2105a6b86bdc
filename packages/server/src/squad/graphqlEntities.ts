import type { EntitySpec } from '../graphql/entitySpec'
import {
  bigint,
  boolean,
  bytes,
  eventLocation,
  fixed18,
  id,
  level,
  nullable,
  text,
} from '../graphql/fields'

/** The Ghost Squad sale's entities (migration 0007_rewards), named as its REST API names them. */
export const SQUAD_ENTITIES: EntitySpec[] = [
  {
    name: 'SquadEvent',
    table: 'squad_event',
    single: 'squadEvent',
    plural: 'squadEvents',
    addressId: false,
    fields: [
      ...eventLocation(),
      text('kind', 'kind'),
      bytes('user', 'user'),
      bigint('count', 'count'),
      nullable(fixed18('cakeBurned', 'cake_burned')),
      boolean('presale', 'presale', true),
      level('firstTokenId', 'first_token_id', true),
      level('snapshotBlock', 'snapshot_block', true),
    ],
  },
  {
    name: 'SquadSale',
    table: 'squad_sale',
    single: 'squadSale',
    plural: 'squadSales',
    addressId: true,
    fields: [
      id,
      bigint('ticketsSold', 'tickets_sold'),
      bigint('presaleSold', 'presale_sold'),
      bigint('claimed', 'claimed'),
      bigint('buyers', 'buyers'),
      bigint('revealed', 'revealed'),
      fixed18('cakeBurned', 'cake_burned'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'SquadUser',
    table: 'squad_user',
    single: 'squadUser',
    plural: 'squadUsers',
    addressId: true,
    fields: [
      id,
      bigint('ticketsBought', 'tickets_bought'),
      bigint('presaleBought', 'presale_bought'),
      bigint('claimed', 'claimed'),
      bigint('presaleTickets', 'presale_tickets'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
]
