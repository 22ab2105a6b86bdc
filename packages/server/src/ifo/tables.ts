import type { IfoFeeTier } from '@ghost/sdk'
import type { ColumnType } from 'kysely'
import type { Amount, Count, Keyed, LocatedEventColumns, NullableAmount } from '../db/columns'

/** The unlimited pool's fee tiers as FeeTiersSet last set them, in jsonb (`[]` before any). */
export type FeeTiersColumn = ColumnType<IfoFeeTier[], IfoFeeTier[], IfoFeeTier[]>

/**
 * One offering's sale, a GhostIFO the manifest's GhostIFODeployer created (migration 0011_ifo);
 * id is the sale's address. Its times are numeric: the owner sets them, and any uint256 the
 * contract takes must not stop the index.
 */
export interface IfoSaleTable extends Keyed {
  offering_token: string
  /** The CAKE every sale takes (the deployer's). */
  lp_token: string
  owner: string
  start_timestamp: Amount
  end_timestamp: Amount
  campaign_id: Amount
  /** The achievement's points, and the CAKE a wallet commits over both pools to earn them. */
  number_points: Amount
  threshold_points: Amount
  fee_tiers: FeeTiersColumn
  /** Wallets that committed to either pool. */
  participants: Count
  /** Wallets awarded the achievement's points. */
  points_awarded: Count
  /** Sent to the owner by finalWithdraw, in all. */
  lp_withdrawn: Amount
  offering_withdrawn: Amount
  created_at: Count
  created_block: Count
  created_transaction_hash: string
  updated_at: Count
}

/** One of a sale's two pools (as `viewPool` has it, and what harvests paid); id `<sale>-<pid>`. */
export interface IfoPoolTable extends Keyed {
  ifo: string
  /** The sale's offering token (for its amounts' decimals in GraphQL). */
  offering_token: string
  /** 0 basic, 1 unlimited. */
  pid: number
  raising_amount: Amount
  offering_amount: Amount
  /** 0 for no cap. */
  limit_per_user: Amount
  has_fee: boolean
  total_amount: Amount
  /** Wallets that committed to this pool. */
  participants: Count
  commits: Count
  /** Of `total_amount`, the commits harvested so far. */
  harvested_amount: Amount
  offering_harvested: Amount
  refund_harvested: Amount
  sum_fees: Amount
  harvests: Count
  updated_at: Count
}

/** A wallet in one sale, over both pools; id `<sale>-<user>`. Created with its first commit. */
export interface IfoUserTable extends Keyed {
  ifo: string
  user: string
  amount: Amount
  commits: Count
  /** The achievement's points, once awarded, and the block time they were. */
  points_awarded: NullableAmount
  points_awarded_at: NullableAmount
  created_at: Count
  updated_at: Count
}

/** A wallet in one pool of one sale; id `<sale>-<user>-<pid>`. Created with its first commit. */
export interface IfoUserPoolTable extends Keyed {
  ifo: string
  user: string
  offering_token: string
  pid: number
  amount: Amount
  commits: Count
  harvested: boolean
  /** What its harvest paid and kept; null until harvested. */
  offering_amount: NullableAmount
  refund_amount: NullableAmount
  fee_amount: NullableAmount
  harvested_at: NullableAmount
  harvest_block: NullableAmount
  harvest_transaction_hash: string | null
  created_at: Count
  updated_at: Count
}

/** One Deposit (a commit). */
export interface IfoDepositTable extends LocatedEventColumns {
  ifo: string
  user: string
  pid: number
  amount: Amount
}

/** One UserPointsAwarded: the achievement, paid through the profile at a first harvest. */
export interface IfoPointsAwardTable extends LocatedEventColumns {
  ifo: string
  user: string
  number_points: Amount
  campaign_id: Amount
}

/** The initial offerings' index. */
export interface IfoTables {
  ifo_sale: IfoSaleTable
  ifo_pool: IfoPoolTable
  ifo_user: IfoUserTable
  ifo_user_pool: IfoUserPoolTable
  ifo_deposit: IfoDepositTable
  ifo_points_award: IfoPointsAwardTable
}
