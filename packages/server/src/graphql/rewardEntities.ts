import type { EntitySpec, FieldSpec } from './entities'
import { bigint, bnb, boolean, bytes, fixed18, id, ref, text } from './fields'

/** Where a reward or squad event happened (the DEX events' names). */
const located = (): FieldSpec[] => [
  id,
  bytes('transactionHash', 'transaction_hash'),
  bigint('logIndex', 'log_index', 'int4'),
  bigint('blockNumber', 'block_number'),
  bigint('timestamp', 'timestamp'),
]

/** A uint256 level as an integer string (levels are counts, not amounts). */
const level = (name: string, column: string, nullable = false): FieldSpec => ({
  ...bigint(name, column, 'numeric'),
  nullable,
})

const nullable = (field: FieldSpec): FieldSpec => ({ ...field, nullable: true })

/**
 * The reward programmes' and the Ghost Squad sale's entities (migration 0007_rewards), named as
 * the REST API names them (issue 16): BNB amounts in BNB (wei / 10^18), CAKE in CAKE, levels
 * and counts as integers. A programme lists its holders' levels and its events.
 */
export const REWARD_ENTITIES: EntitySpec[] = [
  {
    name: 'RewardProgramme',
    table: 'reward_programme',
    single: 'rewardProgramme',
    plural: 'rewardProgrammes',
    addressId: true,
    fields: [
      id,
      text('kind', 'kind'),
      text('name', 'name'),
      bytes('admin', 'admin'),
      nullable(bytes('collection', 'collection')),
      level('totalLevel', 'total_level'),
      bnb('totalDeposited', 'total_deposited'),
      bnb('totalHarvested', 'total_harvested'),
      bnb('adminFees', 'admin_fees'),
      bigint('holders', 'holders'),
      bigint('factoryIndex', 'factory_index'),
      bigint('createdAt', 'created_at'),
      bigint('updatedAt', 'updated_at'),
    ],
    lists: [
      { name: 'levels', to: 'RewardLevel', field: 'programme' },
      { name: 'events', to: 'RewardEvent', field: 'programme' },
    ],
  },
  {
    name: 'RewardLevel',
    table: 'reward_level',
    single: 'rewardLevel',
    plural: 'rewardLevels',
    addressId: false,
    fields: [
      id,
      ref('programme', 'programme', 'RewardProgramme'),
      bytes('user', 'user'),
      level('level', 'level'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'RewardEvent',
    table: 'reward_event',
    single: 'rewardEvent',
    plural: 'rewardEvents',
    addressId: false,
    fields: [
      ...located(),
      text('kind', 'kind'),
      ref('programme', 'programme', 'RewardProgramme'),
      text('programmeKind', 'programme_kind'),
      nullable(bytes('user', 'user')),
      nullable(bnb('amount', 'amount')),
      level('previousLevel', 'previous_level', true),
      level('newLevel', 'new_level', true),
      level('totalLevel', 'total_level', true),
      boolean('inWBNB', 'in_wbnb', true),
    ],
  },
  {
    name: 'FeeManagerFactory',
    table: 'reward_fee_factory',
    single: 'feeManagerFactory',
    plural: 'feeManagerFactories',
    addressId: true,
    fields: [
      id,
      bigint('fee', 'fee'),
      nullable(bytes('feeRecipient', 'fee_recipient')),
      bnb('totalAdminFees', 'total_admin_fees'),
      bnb('totalShared', 'total_shared'),
      bigint('managerCount', 'manager_count'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'SquadEvent',
    table: 'squad_event',
    single: 'squadEvent',
    plural: 'squadEvents',
    addressId: false,
    fields: [
      ...located(),
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
