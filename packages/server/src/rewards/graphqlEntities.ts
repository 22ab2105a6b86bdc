import type { EntitySpec } from '../graphql/entitySpec'
import {
  bigint,
  bnb,
  boolean,
  bytes,
  eventLocation,
  id,
  level,
  nullable,
  ref,
  text,
} from '../graphql/fields'

/**
 * The reward programmes' entities (migration 0007_rewards), named as
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
      ...eventLocation(),
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
]
