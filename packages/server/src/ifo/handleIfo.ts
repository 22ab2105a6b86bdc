import { ghostIFOAbi, ghostIFODeployerAbi } from '@ghost/contracts'
import { IFO_POOL_IDS } from '@ghost/sdk'
import type { Address } from 'viem'
import {
  defineHandler,
  type EntityRow,
  type EntityStore,
  type EventHandler,
  type EventMeta,
} from '../indexer/types'
import { locatedEvent, lower } from '../rewards/entities'

export type IfoSaleRow = EntityRow<'ifo_sale'>
export type IfoPoolRow = EntityRow<'ifo_pool'>
export type IfoUserRow = EntityRow<'ifo_user'>
export type IfoUserPoolRow = EntityRow<'ifo_user_pool'>
export type IfoDepositRow = EntityRow<'ifo_deposit'>

/** Every sale's pools, by pid: 0 basic, 1 unlimited. */
export const IFO_PIDS = [IFO_POOL_IDS.basic, IFO_POOL_IDS.unlimited] as const

export const poolRowId = (ifo: string, pid: number): string => `${lower(ifo)}-${pid}`
export const userRowId = (ifo: string, user: string): string => `${lower(ifo)}-${lower(user)}`
export const userPoolRowId = (ifo: string, user: string, pid: number): string =>
  `${userRowId(ifo, user)}-${pid}`

type NamedEvent = EventMeta & { eventName: string }

/**
 * The sale an event of a GhostIFO belongs to. Its row comes from the deployer's NewIFOContract,
 * which follows the sale's constructor events in the same transaction: only those
 * (NewStartAndEndTimestamps, OwnershipTransferred) may find none, and they carry nothing the
 * deployer's event does not (`optional`). Any other event of an unknown sale is a broken index.
 */
async function loadSale(
  store: EntityStore,
  event: NamedEvent,
  optional = false,
): Promise<IfoSaleRow | undefined> {
  const row = await store.get('ifo_sale', event.address)
  if (row || optional) return row
  throw new Error(`ifo: ${event.eventName} of ${event.address}, which the deployer never created`)
}

/** Changes a sale's row and stamps it with the event's time; skips an unknown one if `optional`. */
async function updateSale(
  store: EntityStore,
  event: NamedEvent,
  change: (sale: IfoSaleRow) => void,
  optional = false,
): Promise<void> {
  const sale = await loadSale(store, event, optional)
  if (!sale) return
  change(sale)
  sale.updated_at = event.timestamp
  store.set('ifo_sale', sale)
}

/** Changes one of a sale's pools (created with the sale) and stamps it with the event's time. */
async function updatePool(
  store: EntityStore,
  event: NamedEvent,
  pid: number,
  change: (pool: IfoPoolRow) => void,
): Promise<void> {
  const pool = await store.get('ifo_pool', poolRowId(event.address, pid))
  if (!pool) throw new Error(`ifo: ${event.eventName} for pool ${pid} of ${event.address}`)
  change(pool)
  pool.updated_at = event.timestamp
  store.set('ifo_pool', pool)
}

function newPool(event: EventMeta, ifo: Address, offeringToken: string, pid: number): IfoPoolRow {
  return {
    chain_id: event.chainId,
    id: poolRowId(ifo, pid),
    ifo,
    offering_token: offeringToken,
    pid,
    raising_amount: 0n,
    offering_amount: 0n,
    limit_per_user: 0n,
    // The constructor gives the unlimited pool its fee; setPool never changes it.
    has_fee: pid === IFO_POOL_IDS.unlimited,
    total_amount: 0n,
    participants: 0n,
    commits: 0n,
    harvested_amount: 0n,
    offering_harvested: 0n,
    refund_harvested: 0n,
    sum_fees: 0n,
    harvests: 0n,
    updated_at: event.timestamp,
  }
}

/**
 * The deployer's NewIFOContract: the sale with everything its constructor set (times, owner, the
 * tokens) and both pools, empty. Written whole: the constructor's own events, earlier in the
 * same transaction, were skipped or said the same.
 */
function createNewIfoHandler({ lpToken }: { lpToken: Address }) {
  return defineHandler({
    source: 'IFODeployer',
    abi: ghostIFODeployerAbi,
    eventName: 'NewIFOContract',
    handle(event, { store }) {
      const { ifo, offeringToken, startTimestamp, endTimestamp, saleOwner } = event.args
      const id = lower(ifo)
      const offering = lower(offeringToken)
      store.set('ifo_sale', {
        chain_id: event.chainId,
        id,
        offering_token: offering,
        lp_token: lpToken,
        owner: lower(saleOwner),
        start_timestamp: startTimestamp,
        end_timestamp: endTimestamp,
        campaign_id: 0n,
        number_points: 0n,
        threshold_points: 0n,
        fee_tiers: [],
        participants: 0n,
        points_awarded: 0n,
        lp_withdrawn: 0n,
        offering_withdrawn: 0n,
        created_at: event.timestamp,
        created_block: event.blockNumber,
        created_transaction_hash: event.transactionHash,
        updated_at: event.timestamp,
      })
      for (const pid of IFO_PIDS) store.set('ifo_pool', newPool(event, id, offering, pid))
    },
  })
}

const source = 'GhostIFO'
const abi = ghostIFOAbi

/** A commit: the pool's and the wallet's totals (counted once per new wallet) and its row. */
export const depositHandler = defineHandler({
  source,
  abi,
  eventName: 'Deposit',
  async handle(event, { store }) {
    const { user, amount, pid } = event.args
    const sale = await loadSale(store, event)
    if (!sale) return
    const wallet = lower(user)
    const userPoolId = userPoolRowId(sale.id, wallet, pid)
    const userPool = await store.get('ifo_user_pool', userPoolId)
    await updatePool(store, event, pid, (pool) => {
      pool.total_amount += amount
      pool.commits += 1n
      if (!userPool) pool.participants += 1n
    })
    store.set('ifo_user_pool', {
      ...(userPool ?? {
        chain_id: event.chainId,
        id: userPoolId,
        ifo: sale.id,
        user: wallet,
        offering_token: sale.offering_token,
        pid,
        amount: 0n,
        commits: 0n,
        harvested: false,
        offering_amount: null,
        refund_amount: null,
        fee_amount: null,
        harvested_at: null,
        harvest_block: null,
        harvest_transaction_hash: null,
        created_at: event.timestamp,
      }),
      amount: (userPool?.amount ?? 0n) + amount,
      commits: (userPool?.commits ?? 0n) + 1n,
      updated_at: event.timestamp,
    })
    const userRow = await store.get('ifo_user', userRowId(sale.id, wallet))
    store.set('ifo_user', {
      ...(userRow ?? {
        chain_id: event.chainId,
        id: userRowId(sale.id, wallet),
        ifo: sale.id,
        user: wallet,
        amount: 0n,
        commits: 0n,
        points_awarded: null,
        points_awarded_at: null,
        created_at: event.timestamp,
      }),
      amount: (userRow?.amount ?? 0n) + amount,
      commits: (userRow?.commits ?? 0n) + 1n,
      updated_at: event.timestamp,
    })
    await updateSale(store, event, (row) => {
      if (!userRow) row.participants += 1n
    })
    store.set('ifo_deposit', {
      ...locatedEvent(event),
      ifo: sale.id,
      user: wallet,
      pid,
      amount,
    })
  },
})

/** A wallet's harvest of one pool: what it paid and kept, and the pool's running totals. */
export const harvestHandler = defineHandler({
  source,
  abi,
  eventName: 'Harvest',
  async handle(event, { store }) {
    const { user, offeringAmount, refundAmount, feeAmount, pid } = event.args
    await loadSale(store, event)
    const id = userPoolRowId(event.address, user, pid)
    const userPool = await store.get('ifo_user_pool', id)
    if (!userPool) throw new Error(`ifo: Harvest of ${user} in ${id}, which never committed`)
    userPool.harvested = true
    userPool.offering_amount = offeringAmount
    userPool.refund_amount = refundAmount
    userPool.fee_amount = feeAmount
    userPool.harvested_at = event.timestamp
    userPool.harvest_block = event.blockNumber
    userPool.harvest_transaction_hash = event.transactionHash
    userPool.updated_at = event.timestamp
    store.set('ifo_user_pool', userPool)
    await updatePool(store, event, pid, (pool) => {
      pool.harvested_amount += userPool.amount
      pool.offering_harvested += offeringAmount
      pool.refund_harvested += refundAmount
      pool.sum_fees += feeAmount
      pool.harvests += 1n
    })
    await updateSale(store, event, () => {})
  },
})

/** The achievement, paid at a wallet's first harvest (before its Harvest event). */
export const userPointsAwardedHandler = defineHandler({
  source,
  abi,
  eventName: 'UserPointsAwarded',
  async handle(event, { store }) {
    const { user, numberPoints, campaignId } = event.args
    const wallet = lower(user)
    const id = userRowId(event.address, wallet)
    const userRow = await store.get('ifo_user', id)
    if (!userRow) throw new Error(`ifo: UserPointsAwarded to ${id}, which never committed`)
    userRow.points_awarded = numberPoints
    userRow.points_awarded_at = event.timestamp
    userRow.updated_at = event.timestamp
    store.set('ifo_user', userRow)
    await updateSale(store, event, (sale) => {
      sale.points_awarded += 1n
    })
    store.set('ifo_points_award', {
      ...locatedEvent(event),
      ifo: event.address,
      user: wallet,
      number_points: numberPoints,
      campaign_id: campaignId,
    })
  },
})

export const poolParametersSetHandler = defineHandler({
  source,
  abi,
  eventName: 'PoolParametersSet',
  async handle(event, { store }) {
    const { pid, offeringAmount, raisingAmount, limitPerUser } = event.args
    await loadSale(store, event)
    await updatePool(store, event, pid, (pool) => {
      pool.offering_amount = offeringAmount
      pool.raising_amount = raisingAmount
      pool.limit_per_user = limitPerUser
    })
    await updateSale(store, event, () => {})
  },
})

export const pointParametersSetHandler = defineHandler({
  source,
  abi,
  eventName: 'PointParametersSet',
  handle: (event, { store }) =>
    updateSale(store, event, (sale) => {
      sale.campaign_id = event.args.campaignId
      sale.number_points = event.args.numberPoints
      sale.threshold_points = event.args.thresholdPoints
    }),
})

export const feeTiersSetHandler = defineHandler({
  source,
  abi,
  eventName: 'FeeTiersSet',
  handle: (event, { store }) =>
    updateSale(store, event, (sale) => {
      const { minMultiples, feeBps } = event.args
      // setFeeTiers refuses lists of different lengths.
      sale.fee_tiers = minMultiples.map((minMultiple, index) => ({
        minMultiple,
        feeBps: feeBps[index] ?? 0,
      }))
    }),
})

/** The constructor's (before the sale's row, skipped) and the owner's moves before the start. */
export const newStartAndEndTimestampsHandler = defineHandler({
  source,
  abi,
  eventName: 'NewStartAndEndTimestamps',
  handle: (event, { store }) =>
    updateSale(
      store,
      event,
      (sale) => {
        sale.start_timestamp = event.args.startTimestamp
        sale.end_timestamp = event.args.endTimestamp
      },
      true,
    ),
})

/** The constructor's (before the sale's row, skipped) and any later transfer of the sale. */
export const ownershipTransferredHandler = defineHandler({
  source,
  abi,
  eventName: 'OwnershipTransferred',
  handle: (event, { store }) =>
    updateSale(
      store,
      event,
      (sale) => {
        sale.owner = lower(event.args.newOwner)
      },
      true,
    ),
})

export const finalWithdrawHandler = defineHandler({
  source,
  abi,
  eventName: 'FinalWithdraw',
  handle: (event, { store }) =>
    updateSale(store, event, (sale) => {
      sale.lp_withdrawn += event.args.lpAmount
      sale.offering_withdrawn += event.args.offeringAmount
    }),
})

/** A token sent to the sale by mistake went back: nothing of the sale changes. */
export const adminTokenRecoveryHandler = defineHandler({
  source,
  abi,
  eventName: 'AdminTokenRecovery',
  handle: (event, { store }) => updateSale(store, event, () => {}),
})

/** Every handler of the module; the deployer's needs the CAKE every sale takes. */
// biome-ignore lint/suspicious/noExplicitAny: handlers of two abis' many events, each checked by defineHandler.
export function createIfoHandlers({ lpToken }: { lpToken: Address }): EventHandler<any, any>[] {
  return [
    createNewIfoHandler({ lpToken }),
    depositHandler,
    harvestHandler,
    userPointsAwardedHandler,
    poolParametersSetHandler,
    pointParametersSetHandler,
    feeTiersSetHandler,
    newStartAndEndTimestampsHandler,
    ownershipTransferredHandler,
    finalWithdrawHandler,
    adminTokenRecoveryHandler,
  ]
}
