/**
 * The initial offering sales' index from the API (`/v1/{chainId}/ifo/…`): the sales, newest start
 * first, and a wallet's part in each (its commits and harvests per pool), both paged by cursor.
 * The JSON is the sdk's `apiTypes` contract; every answer is decoded field by field, enums and
 * the pools' ids included, so a server of another release that sends something new fails here
 * with `NftApiError` (the one API client's error, naming the field) instead of deep in a screen.
 */
import {
  type ApiIfo,
  type ApiIfoPage,
  type ApiIfoPool,
  type ApiIfoUser,
  type ApiIfoUserPage,
  type ApiIfoUserPool,
  IFO_MAX_FEE_BPS,
  IFO_POOL_IDS,
  IFO_POOL_KINDS,
  type IfoPhase,
} from '@ghost/sdk'
import {
  address,
  array,
  boolean,
  count,
  cursorPage,
  DecodeError,
  type Decoder,
  digits,
  endAfterStart,
  fieldPath,
  hash,
  nullable,
  object,
  oneOf,
  unixTime,
} from '../decode'
import {
  areaPath,
  type CursorPageQuery,
  getNftApi,
  type NftApiClient,
  type NftApiReadOptions,
} from '../nfts/nftApiClient'

export type {
  ApiIfo,
  ApiIfoPage,
  ApiIfoPool,
  ApiIfoUser,
  ApiIfoUserPage,
  ApiIfoUserPool,
} from '@ghost/sdk'

/** A record, so a new phase in the sdk fails to compile until it is listed here. */
const PHASES: Record<IfoPhase, true> = { getReady: true, live: true, finished: true }

/** The pool's id names its kind: 0 is the basic pool, 1 the unlimited one. */
function checkPoolId<Pool extends { pid: number; kind: ApiIfoPool['kind'] }>(
  pool: Pool,
  path: string,
): Pool {
  if (IFO_POOL_IDS[pool.kind] !== pool.pid) {
    throw new DecodeError(
      fieldPath(path, 'pid'),
      `${IFO_POOL_IDS[pool.kind]} for the ${pool.kind} pool`,
      pool.pid,
    )
  }
  return pool
}

/** Each of the two pools once, by id: a sale's figures never mix up its pools. */
function poolList<Pool extends { pid: number; kind: ApiIfoPool['kind'] }>(
  pool: Decoder<Pool>,
): Decoder<Pool[]> {
  const list = array(pool)
  return (value, path) => {
    const pools = list(value, path)
    const ids = pools.map((entry) => entry.pid)
    if (new Set(ids).size !== ids.length) {
      throw new DecodeError(path, 'each pool once', value)
    }
    return [...pools].sort((a, b) => a.pid - b.pid)
  }
}

const poolKind = oneOf(...IFO_POOL_KINDS)
const poolId = oneOf(IFO_POOL_IDS.basic, IFO_POOL_IDS.unlimited)

const decodePoolFields: Decoder<ApiIfoPool> = object({
  pid: poolId,
  kind: poolKind,
  raisingAmount: digits,
  offeringAmount: digits,
  limitPerUser: digits,
  hasFee: boolean,
  totalAmount: digits,
  participants: count,
  harvestedAmount: digits,
  offeringHarvested: digits,
  refundHarvested: digits,
  sumFees: digits,
})

export const decodeIfoPool: Decoder<ApiIfoPool> = (value, path) =>
  checkPoolId(decodePoolFields(value, path), path)

const feeBps: Decoder<number> = (value, path) => {
  const result = count(value, path)
  if (BigInt(result) > IFO_MAX_FEE_BPS) {
    throw new DecodeError(path, `basis points from 0 to ${IFO_MAX_FEE_BPS}`, value)
  }
  return result
}

const decodeIfoFields: Decoder<ApiIfo> = object({
  address,
  offeringToken: address,
  lpToken: address,
  owner: address,
  startTimestamp: unixTime,
  endTimestamp: unixTime,
  phase: oneOf(...(Object.keys(PHASES) as IfoPhase[])),
  campaignId: digits,
  numberPoints: digits,
  thresholdPoints: digits,
  feeTiers: array(object({ minMultiple: count, feeBps })),
  pools: poolList(decodeIfoPool),
  lpWithdrawn: digits,
  offeringWithdrawn: digits,
  createdAt: unixTime,
  createdTxHash: hash,
})

/** A sale: its fields, and an end after its start (GhostIFO never has it otherwise). */
export const decodeIfo: Decoder<ApiIfo> = (value, path) =>
  endAfterStart(decodeIfoFields(value, path), path, 'startTimestamp', 'endTimestamp')

export const decodeIfoPage: Decoder<ApiIfoPage> = cursorPage(decodeIfo)

const decodeUserPoolFields: Decoder<ApiIfoUserPool> = object({
  pid: poolId,
  kind: poolKind,
  amount: digits,
  commits: count,
  harvested: boolean,
  offeringAmount: nullable(digits),
  refundAmount: nullable(digits),
  feeAmount: nullable(digits),
  harvestedAt: nullable(unixTime),
  harvestTxHash: nullable(hash),
})

export const decodeIfoUserPool: Decoder<ApiIfoUserPool> = (value, path) =>
  checkPoolId(decodeUserPoolFields(value, path), path)

export const decodeIfoUser: Decoder<ApiIfoUser> = object({
  ifo: address,
  user: address,
  pools: poolList(decodeIfoUserPool),
  pointsAwarded: nullable(digits),
})

export const decodeIfoUserPage: Decoder<ApiIfoUserPage> = cursorPage(decodeIfoUser)

export type IfoPageQuery = CursorPageQuery

const ifoPath = areaPath('ifo')

/** A page of sales, newest start first. */
export function getIfoOfferings(
  client: NftApiClient,
  page: IfoPageQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiIfoPage> {
  return getNftApi(client, ifoPath(client, 'offerings'), decodeIfoPage, { query: page, signal })
}

/** A page of the sales a wallet took part in, newest start first. */
export function getIfoUserSales(
  client: NftApiClient,
  user: string,
  page: IfoPageQuery = {},
  { signal }: NftApiReadOptions = {},
): Promise<ApiIfoUserPage> {
  return getNftApi(client, ifoPath(client, 'users', user.toLowerCase()), decodeIfoUserPage, {
    query: page,
    signal,
  })
}
