import {
  type ApiIfo,
  type ApiIfoDeposit,
  type ApiIfoPool,
  type ApiIfoUser,
  type ApiIfoUserPool,
  getIfoPhase,
  IFO_POOL_KINDS,
  type IfoPoolKind,
} from '@ghost/sdk'
import { decimal } from '../rewards/eventsQuery'
import {
  IFO_PIDS,
  type IfoDepositRow,
  type IfoPoolRow,
  type IfoSaleRow,
  type IfoUserPoolRow,
  type IfoUserRow,
} from './handleIfo'

const kindOf = (pid: number): IfoPoolKind => {
  const kind = IFO_POOL_KINDS[pid]
  if (kind === undefined) throw new Error(`ifo: no pool kind for pid ${pid}`)
  return kind
}

function toApiPool(row: IfoPoolRow): ApiIfoPool {
  return {
    pid: row.pid,
    kind: kindOf(row.pid),
    raisingAmount: row.raising_amount.toString(),
    offeringAmount: row.offering_amount.toString(),
    limitPerUser: row.limit_per_user.toString(),
    hasFee: row.has_fee,
    totalAmount: row.total_amount.toString(),
    participants: Number(row.participants),
    harvestedAmount: row.harvested_amount.toString(),
    offeringHarvested: row.offering_harvested.toString(),
    refundHarvested: row.refund_harvested.toString(),
    sumFees: row.sum_fees.toString(),
  }
}

/**
 * A sale with its pools (both, by pid), its phase at `now` (the indexed head's time) by the
 * sdk's rule.
 */
export function toApiIfo(sale: IfoSaleRow, pools: readonly IfoPoolRow[], now: bigint): ApiIfo {
  return {
    address: sale.id,
    offeringToken: sale.offering_token,
    lpToken: sale.lp_token,
    owner: sale.owner,
    startTimestamp: Number(sale.start_timestamp),
    endTimestamp: Number(sale.end_timestamp),
    phase: getIfoPhase(
      { startTimestamp: sale.start_timestamp, endTimestamp: sale.end_timestamp },
      now,
    ),
    campaignId: sale.campaign_id.toString(),
    numberPoints: sale.number_points.toString(),
    thresholdPoints: sale.threshold_points.toString(),
    feeTiers: sale.fee_tiers.map(({ minMultiple, feeBps }) => ({ minMultiple, feeBps })),
    pools: IFO_PIDS.map((pid) => {
      const pool = pools.find((row) => row.ifo === sale.id && row.pid === pid)
      // NewIFOContract writes both pools with the sale, in the same range.
      if (!pool) throw new Error(`ifo: pool ${pid} of ${sale.id} missing`)
      return toApiPool(pool)
    }),
    lpWithdrawn: sale.lp_withdrawn.toString(),
    offeringWithdrawn: sale.offering_withdrawn.toString(),
    createdAt: Number(sale.created_at),
    createdTxHash: sale.created_transaction_hash,
  }
}

function toApiUserPool(pid: number, row: IfoUserPoolRow | undefined): ApiIfoUserPool {
  return {
    pid,
    kind: kindOf(pid),
    amount: (row?.amount ?? 0n).toString(),
    commits: Number(row?.commits ?? 0n),
    harvested: row?.harvested ?? false,
    offeringAmount: decimal(row?.offering_amount ?? null),
    refundAmount: decimal(row?.refund_amount ?? null),
    feeAmount: decimal(row?.fee_amount ?? null),
    harvestedAt:
      row?.harvested_at === null || row?.harvested_at === undefined
        ? null
        : Number(row.harvested_at),
    harvestTxHash: row?.harvest_transaction_hash ?? null,
  }
}

/** A wallet in a sale, both pools; zeros for a pool (or a sale) it never committed to. */
export function toApiIfoUser(
  ifo: string,
  user: string,
  userRow: IfoUserRow | undefined,
  userPools: readonly IfoUserPoolRow[],
): ApiIfoUser {
  return {
    ifo,
    user,
    pools: IFO_PIDS.map((pid) =>
      toApiUserPool(
        pid,
        userPools.find((row) => row.ifo === ifo && row.user === user && row.pid === pid),
      ),
    ),
    pointsAwarded: decimal(userRow?.points_awarded ?? null),
  }
}

export function toApiIfoDeposit(row: IfoDepositRow): ApiIfoDeposit {
  return {
    ifo: row.ifo,
    user: row.user,
    pid: row.pid,
    amount: row.amount.toString(),
    blockNumber: row.block_number.toString(),
    timestamp: Number(row.timestamp),
    txHash: row.transaction_hash,
    logIndex: row.log_index,
  }
}
