import type { EntitySpec, FieldSpec } from '../graphql/entitySpec'
import {
  amount,
  bigint,
  boolean,
  bytes,
  eventLocation,
  fixed18,
  id,
  level,
  nullable,
  ref,
} from '../graphql/fields'

/** An amount of the sale's offering token, in that token (its decimals as the DEX knows them). */
const offering = (name: string, column: string): FieldSpec =>
  amount(name, column, { tokenColumn: 'offering_token' })
const pid = bigint('pid', 'pid', 'int4')

/**
 * The initial offerings' entities (migration 0011_ifo): an `Ifo` (id = the sale's address) with
 * its `pools`, `users`, `deposits` and `pointsAwards`; an `IfoPool` (id `<ifo>-<pid>`, pid 0
 * basic, 1 unlimited) with `raisingAmount`, `offeringAmount`, `totalAmount`, `participants`,
 * `harvestedAmount` and what harvests paid; an `IfoUser` (id `<ifo>-<user>`) with both pools'
 * total and `pointsAwarded`; an `IfoUserPool` (id `<ifo>-<user>-<pid>`) with `amount`,
 * `harvested` and what its harvest paid; `IfoDeposit` and `IfoPointsAward`, one per event. CAKE
 * in CAKE (wei / 10^18), offering tokens in the token's decimals (18 for a token the DEX does not
 * know). The phase depends on the clock, not on an event: the REST API works it out.
 */
export const IFO_ENTITIES: EntitySpec[] = [
  {
    name: 'Ifo',
    table: 'ifo_sale',
    single: 'ifo',
    plural: 'ifos',
    addressId: true,
    fields: [
      id,
      bytes('offeringToken', 'offering_token'),
      bytes('lpToken', 'lp_token'),
      bytes('owner', 'owner'),
      level('startTimestamp', 'start_timestamp'),
      level('endTimestamp', 'end_timestamp'),
      level('campaignId', 'campaign_id'),
      level('numberPoints', 'number_points'),
      fixed18('thresholdPoints', 'threshold_points'),
      { name: 'feeTiers', column: 'fee_tiers', kind: 'json' },
      bigint('totalUsers', 'participants'),
      bigint('totalPointsAwarded', 'points_awarded'),
      fixed18('lpWithdrawn', 'lp_withdrawn'),
      offering('offeringWithdrawn', 'offering_withdrawn'),
      bigint('createdAt', 'created_at'),
      bigint('block', 'created_block'),
      bytes('hash', 'created_transaction_hash'),
      bigint('updatedAt', 'updated_at'),
    ],
    lists: [
      { name: 'pools', to: 'IfoPool', field: 'ifo' },
      { name: 'users', to: 'IfoUser', field: 'ifo' },
      { name: 'userPools', to: 'IfoUserPool', field: 'ifo' },
      { name: 'deposits', to: 'IfoDeposit', field: 'ifo' },
      { name: 'pointsAwards', to: 'IfoPointsAward', field: 'ifo' },
    ],
  },
  {
    name: 'IfoPool',
    table: 'ifo_pool',
    single: 'ifoPool',
    plural: 'ifoPools',
    addressId: false,
    fields: [
      id,
      ref('ifo', 'ifo', 'Ifo'),
      pid,
      fixed18('raisingAmount', 'raising_amount'),
      offering('offeringAmount', 'offering_amount'),
      fixed18('limitPerUser', 'limit_per_user'),
      boolean('hasFee', 'has_fee'),
      fixed18('totalAmount', 'total_amount'),
      bigint('totalUsers', 'participants'),
      bigint('totalDeposits', 'commits'),
      fixed18('harvestedAmount', 'harvested_amount'),
      offering('offeringHarvested', 'offering_harvested'),
      fixed18('refundHarvested', 'refund_harvested'),
      fixed18('sumFees', 'sum_fees'),
      bigint('totalHarvests', 'harvests'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'IfoUser',
    table: 'ifo_user',
    single: 'ifoUser',
    plural: 'ifoUsers',
    addressId: false,
    fields: [
      id,
      ref('ifo', 'ifo', 'Ifo'),
      bytes('user', 'user'),
      fixed18('totalAmount', 'amount'),
      bigint('totalDeposits', 'commits'),
      level('pointsAwarded', 'points_awarded', true),
      level('pointsAwardedAt', 'points_awarded_at', true),
      bigint('createdAt', 'created_at'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'IfoUserPool',
    table: 'ifo_user_pool',
    single: 'ifoUserPool',
    plural: 'ifoUserPools',
    addressId: false,
    fields: [
      id,
      ref('ifo', 'ifo', 'Ifo'),
      bytes('user', 'user'),
      pid,
      fixed18('amount', 'amount'),
      bigint('totalDeposits', 'commits'),
      boolean('harvested', 'harvested'),
      nullable(offering('offeringAmount', 'offering_amount')),
      nullable(fixed18('refundAmount', 'refund_amount')),
      nullable(fixed18('feeAmount', 'fee_amount')),
      level('harvestedAt', 'harvested_at', true),
      level('harvestBlock', 'harvest_block', true),
      nullable(bytes('harvestHash', 'harvest_transaction_hash')),
      bigint('createdAt', 'created_at'),
      bigint('updatedAt', 'updated_at'),
    ],
  },
  {
    name: 'IfoDeposit',
    table: 'ifo_deposit',
    single: 'ifoDeposit',
    plural: 'ifoDeposits',
    addressId: false,
    fields: [
      ...eventLocation(),
      ref('ifo', 'ifo', 'Ifo'),
      bytes('user', 'user'),
      pid,
      fixed18('amount', 'amount'),
    ],
  },
  {
    name: 'IfoPointsAward',
    table: 'ifo_points_award',
    single: 'ifoPointsAward',
    plural: 'ifoPointsAwards',
    addressId: false,
    fields: [
      ...eventLocation(),
      ref('ifo', 'ifo', 'Ifo'),
      bytes('user', 'user'),
      level('numberPoints', 'number_points'),
      level('campaignId', 'campaign_id'),
    ],
  },
]
