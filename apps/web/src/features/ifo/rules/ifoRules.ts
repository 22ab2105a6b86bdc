/**
 * The IFO screens' rules, free of React: which sale the page shows (the live one, else the latest
 * finished, else the next) and which one it announces as upcoming, the `?sale=` link of a past
 * sale, the commit form's state and messages (the sdk's `validateIfoCommit`, with Max), what a
 * pool sold, a pool's harvest state, and the history's rows from the API or, without it, from the
 * chain.
 */
import {
  type ApiIfo,
  type ApiIfoUser,
  getIfoPhase,
  IFO_POOL_IDS,
  IFO_POOL_KINDS,
  type IfoCommitContext,
  type IfoPhase,
  type IfoPoolId,
  type IfoPoolKind,
  type IfoPoolState,
  validateIfoCommit,
} from '@ghost/sdk'
import { type Address, formatUnits, getAddress, isAddress, isAddressEqual, maxUint256 } from 'viem'
import { msg } from '../../../i18n/msg'

/** A sale as the deployer's list and its own times give it. */
export type IfoSaleSummary = {
  address: Address
  offeringToken: Address
  startTimestamp: bigint
  endTimestamp: bigint
}

/** Spec §4: an IFO is get ready, live or finished. */
export const PHASE_LABELS: Record<IfoPhase, string> = {
  getReady: msg('Get ready'),
  live: msg('Live'),
  finished: msg('Finished'),
}

export const POOL_LABELS: Record<IfoPoolKind, string> = {
  basic: msg('Basic Sale'),
  unlimited: msg('Unlimited Sale'),
}

export const POOLS: readonly { kind: IfoPoolKind; pid: IfoPoolId }[] = IFO_POOL_KINDS.map(
  (kind) => ({ kind, pid: IFO_POOL_IDS[kind] }),
)

/** The first of `sales` that `better` prefers to every other (later ones win ties). */
function best(
  sales: readonly IfoSaleSummary[],
  better: (a: IfoSaleSummary, b: IfoSaleSummary) => boolean,
): IfoSaleSummary | undefined {
  let chosen: IfoSaleSummary | undefined
  for (const sale of sales) if (!chosen || !better(chosen, sale)) chosen = sale
  return chosen
}

export type PickedIfoSales = {
  /** The sale the page shows: live, else the latest finished, else the next to start. */
  current: IfoSaleSummary | undefined
  /** The next sale to start (the page announces it when it shows another). */
  next: IfoSaleSummary | undefined
}

/**
 * The page's sales at `now` (the chain's clock). Of several live sales the latest started is
 * shown; of several to come, the first to start. A sale that has just ended stays the page's
 * sale until the next one goes live (as launchpads keep it), so its wallets find their harvest
 * where they committed; the next one is announced below it.
 */
export function pickIfoSales(sales: readonly IfoSaleSummary[], now: bigint): PickedIfoSales {
  const live = sales.filter((sale) => getIfoPhase(sale, now) === 'live')
  const coming = sales.filter((sale) => getIfoPhase(sale, now) === 'getReady')
  const finished = sales.filter((sale) => getIfoPhase(sale, now) === 'finished')
  const next = best(coming, (a, b) => a.startTimestamp < b.startTimestamp)
  const current =
    best(live, (a, b) => a.startTimestamp > b.startTimestamp) ??
    best(finished, (a, b) => a.endTimestamp > b.endTimestamp) ??
    next
  return { current, next }
}

/** The finished sales, newest start first. */
export function getFinishedIfoSales(
  sales: readonly IfoSaleSummary[],
  now: bigint,
): IfoSaleSummary[] {
  return sales
    .filter((sale) => getIfoPhase(sale, now) === 'finished')
    .reverse()
    .sort((a, b) =>
      a.startTimestamp === b.startTimestamp ? 0 : a.startTimestamp > b.startTimestamp ? -1 : 1,
    )
}

/** The query parameter that names the sale `/ifo` shows (a past sale's link from the history). */
export const SALE_PARAM = 'sale'

export type SaleChoice =
  /** No sale asked for: the page picks. */
  | { kind: 'none' }
  | { kind: 'found'; sale: IfoSaleSummary }
  /** Not an address, or no sale of this deployer: the page picks and says so. */
  | { kind: 'unknown' }

/** The sale `?sale=` names among `sales`, whatever the link's case. */
export function chooseSale(param: string | null, sales: readonly IfoSaleSummary[]): SaleChoice {
  if (param === null || param.trim() === '') return { kind: 'none' }
  const text = param.trim()
  if (!isAddress(text, { strict: false })) return { kind: 'unknown' }
  const sale = sales.find((entry) => isAddressEqual(entry.address, getAddress(text)))
  return sale ? { kind: 'found', sale } : { kind: 'unknown' }
}

/** The link to a sale's card on `/ifo`. */
export function saleHref(address: string): string {
  return `/ifo?${SALE_PARAM}=${address.toLowerCase()}`
}

/**
 * The offering a pool sells: all of it once the target is reached, else its share of the target
 * (GhostIFO's sold offering, `offeringAmount × min(total, target) / target`).
 */
export function getSoldOffering(
  pool: Pick<IfoPoolState, 'raisingAmount' | 'offeringAmount' | 'totalAmount'>,
): bigint {
  if (pool.raisingAmount === 0n) return 0n
  const used = pool.totalAmount < pool.raisingAmount ? pool.totalAmount : pool.raisingAmount
  return (pool.offeringAmount * used) / pool.raisingAmount
}

/** The CAKE the wallet may still commit to a pool (its cap less its commit); undefined: no cap. */
export function getRemainingCap(limitPerUser: bigint, committed: bigint): bigint | undefined {
  if (limitPerUser === 0n) return undefined
  return limitPerUser > committed ? limitPerUser - committed : 0n
}

/** What Max fills in: the wallet's CAKE, at most what the pool's cap leaves; '' for nothing. */
export function getCommitMaxText(context: Omit<IfoCommitContext, 'hasActiveProfile'>): string {
  if (context.balance === undefined) return ''
  const remaining = getRemainingCap(context.limitPerUser, context.committed)
  const max = remaining !== undefined && remaining < context.balance ? remaining : context.balance
  return max === 0n ? '' : formatUnits(max, 18)
}

export const COMMIT_MESSAGES = {
  profileNeeded: msg('You need a profile to participate!'),
  amountNeeded: msg('Enter an amount'),
  insufficientBalance: msg('Insufficient CAKE balance'),
  limitExceeded: msg(
    'This pool takes at most %limit% CAKE per wallet: you can commit %remaining% CAKE more.',
  ),
  tooLarge: msg('This amount is too large'),
} as const

export type CommitFormState =
  | { amount: bigint; message?: undefined }
  | {
      amount?: undefined
      message: (typeof COMMIT_MESSAGES)[keyof typeof COMMIT_MESSAGES]
      /** The cap's figures, for the limit message (wei). */
      limit?: { limit: bigint; remaining: bigint } | undefined
      /** Nothing typed yet: the button says what is missing, the field no error. */
      empty: boolean
    }

/** The commit form for a typed amount: the amount to send, or why it cannot go yet. */
export function getCommitFormState(typed: string, context: IfoCommitContext): CommitFormState {
  const checked = validateIfoCommit(typed, context)
  if ('amount' in checked) {
    // no wallet holds more than uint256 (a balance still loading lets any amount through)
    if (checked.amount > maxUint256) {
      return { message: COMMIT_MESSAGES.tooLarge, empty: false }
    }
    return { amount: checked.amount }
  }
  const { error } = checked
  const empty = typed.trim() === ''
  if (error.kind === 'limitExceeded') {
    return {
      message: COMMIT_MESSAGES.limitExceeded,
      limit: { limit: context.limitPerUser, remaining: error.remaining },
      empty,
    }
  }
  return { message: COMMIT_MESSAGES[error.kind], empty }
}

export type HarvestState =
  /** No commit in the pool: nothing to harvest. */
  | { kind: 'none' }
  /** Committed; the harvest opens at the end. */
  | { kind: 'waiting' }
  | { kind: 'ready' }
  | { kind: 'harvested' }

export function getHarvestState(
  userPool: { amount: bigint; claimed: boolean } | undefined,
  phase: IfoPhase,
): HarvestState {
  if (!userPool || userPool.amount === 0n) return { kind: 'none' }
  if (userPool.claimed) return { kind: 'harvested' }
  return phase === 'finished' ? { kind: 'ready' } : { kind: 'waiting' }
}

/** A pool of a past sale as the history shows it. */
export type IfoHistoryPool = {
  pid: IfoPoolId
  kind: IfoPoolKind
  raisingAmount: bigint
  offeringAmount: bigint
  totalAmount: bigint
  sold: bigint
}

/** The wallet in one pool of a past sale; the harvest's figures only when the index has them. */
export type IfoHistoryUserPool = {
  pid: IfoPoolId
  amount: bigint
  harvested: boolean
  paid?: { offeringAmount: bigint; refundAmount: bigint; feeAmount: bigint } | undefined
}

export type IfoHistoryRow = {
  address: Address
  offeringToken: Address
  startTimestamp: bigint
  endTimestamp: bigint
  pools: IfoHistoryPool[]
  /** The wallet's pools it committed to ([] for none); undefined without a wallet or an answer. */
  mine: IfoHistoryUserPool[] | undefined
  /** The achievement's points the wallet received, when the index says so. */
  pointsAwarded?: bigint | undefined
}

function historyPool(
  pid: IfoPoolId,
  kind: IfoPoolKind,
  pool: Pick<IfoPoolState, 'raisingAmount' | 'offeringAmount' | 'totalAmount'>,
): IfoHistoryPool {
  return {
    pid,
    kind,
    raisingAmount: pool.raisingAmount,
    offeringAmount: pool.offeringAmount,
    totalAmount: pool.totalAmount,
    sold: getSoldOffering(pool),
  }
}

/** A finished sale the index holds, with the wallet's part from its user answer. */
export function historyRowFromApi(
  sale: ApiIfo,
  user: ApiIfoUser | undefined | null,
): IfoHistoryRow {
  const pools = sale.pools.map((pool) =>
    historyPool(pool.pid as IfoPoolId, pool.kind, {
      raisingAmount: BigInt(pool.raisingAmount),
      offeringAmount: BigInt(pool.offeringAmount),
      totalAmount: BigInt(pool.totalAmount),
    }),
  )
  const mine =
    user === undefined
      ? undefined
      : (user?.pools ?? [])
          .filter((pool) => pool.amount !== '0')
          .map(
            (pool): IfoHistoryUserPool => ({
              pid: pool.pid as IfoPoolId,
              amount: BigInt(pool.amount),
              harvested: pool.harvested,
              paid:
                pool.harvested && pool.offeringAmount !== null && pool.refundAmount !== null
                  ? {
                      offeringAmount: BigInt(pool.offeringAmount),
                      refundAmount: BigInt(pool.refundAmount),
                      feeAmount: BigInt(pool.feeAmount ?? '0'),
                    }
                  : undefined,
            }),
          )
  return {
    address: getAddress(sale.address),
    offeringToken: getAddress(sale.offeringToken),
    startTimestamp: BigInt(sale.startTimestamp),
    endTimestamp: BigInt(sale.endTimestamp),
    pools,
    mine,
    pointsAwarded:
      user?.pointsAwarded === null || user?.pointsAwarded === undefined
        ? undefined
        : BigInt(user.pointsAwarded),
  }
}

/** A finished sale read from the chain (no harvest figures: only the index keeps them). */
export function historyRowFromChain(
  sale: IfoSaleSummary,
  pools: readonly (IfoPoolState | undefined)[],
  userPools: readonly ({ amount: bigint; claimed: boolean } | undefined)[] | undefined,
): IfoHistoryRow {
  return {
    ...sale,
    pools: POOLS.flatMap(({ pid, kind }) => {
      const pool = pools[pid]
      return pool ? [historyPool(pid, kind, pool)] : []
    }),
    mine:
      userPools === undefined || userPools.some((pool) => pool === undefined)
        ? undefined
        : POOLS.flatMap(({ pid }) => {
            const pool = userPools[pid]
            return pool && pool.amount !== 0n
              ? [{ pid, amount: pool.amount, harvested: pool.claimed }]
              : []
          }),
  }
}

/** The finished sales of the index's pages, in its order (newest start first). */
export function finishedApiSales(pages: readonly { data: readonly ApiIfo[] }[]): ApiIfo[] {
  return pages.flatMap((page) => page.data.filter((sale) => sale.phase === 'finished'))
}
