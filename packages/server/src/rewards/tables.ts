import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

/** A reward programme (migration 0007_rewards); id is its address. */
export interface RewardProgrammeTable extends Keyed {
  /** 'ghostPot' | 'sharePot' | 'feeManager'. */
  kind: string
  name: string
  /** Sets levels alongside the owner (spec §6). */
  admin: string
  /** A share pot's collection; null for the others. */
  collection: string | null
  total_level: Amount
  /** Wei ever deposited, and ever harvested. */
  total_deposited: Amount
  total_harvested: Amount
  /** A fee manager's admin fees paid to the factory's recipient (0 for the others). */
  admin_fees: Amount
  /** Holders with a level above 0. */
  holders: Count
  /** Its index in its factory (0 for the ghost pot). */
  factory_index: Count
  created_at: Count
  updated_at: Count
}

/** A holder's level in a programme; id is `<programme>-<user>`. */
export interface RewardLevelTable extends Keyed {
  programme: string
  user: string
  level: Amount
  updated_at: Count
}

/** A deposit, harvest or level change of a programme. */
export interface RewardEventTable extends LocatedEventColumns {
  /** 'deposit' | 'harvest' | 'level'. */
  kind: string
  programme: string
  programme_kind: string
  /** The holder (harvest, level) or the depositor (deposit). */
  user: string | null
  amount: NullableAmount
  previous_level: NullableAmount
  new_level: NullableAmount
  total_level: NullableAmount
  /** Harvests: paid in WBNB because the address refused BNB. */
  in_wbnb: boolean | null
}

/** The fee manager factory; id is its address. */
export interface RewardFeeFactoryTable extends Keyed {
  /** Admin fee in basis points. */
  fee: Count
  fee_recipient: string | null
  total_admin_fees: Amount
  total_shared: Amount
  manager_count: Count
  updated_at: Count
}

/** The reward programmes' index. */
export interface RewardTables {
  reward_programme: RewardProgrammeTable
  reward_level: RewardLevelTable
  reward_event: RewardEventTable
  reward_fee_factory: RewardFeeFactoryTable
}
