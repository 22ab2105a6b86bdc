/**
 * The JSON of the IFO API (`/v1/{chainId}/ifo/…`), shared by the server that writes it and the
 * web client that decodes it. Conventions as the lottery's and prediction's: addresses and
 * hashes 0x lowercase, token amounts in their smallest unit as decimal strings, times unix
 * seconds.
 */
import type { IfoPoolKind } from './constants'
import type { IfoPhase } from './getIfoPhase'

/** One of a sale's two pools as the index knows it. */
export type ApiIfoPool = {
  pid: number
  kind: IfoPoolKind
  raisingAmount: string
  offeringAmount: string
  /** "0" for no cap. */
  limitPerUser: string
  hasFee: boolean
  totalAmount: string
  /** Wallets that committed. */
  participants: number
  /** Of `totalAmount`, the commits harvested so far. */
  harvestedAmount: string
  /** Offering tokens and CAKE paid by harvests so far, and the fees they kept. */
  offeringHarvested: string
  refundHarvested: string
  sumFees: string
}

/** `GET /v1/{chainId}/ifo/offerings` (newest start first) and `…/offerings/{address}`. */
export type ApiIfo = {
  address: string
  offeringToken: string
  /** The CAKE the sale takes. */
  lpToken: string
  owner: string
  startTimestamp: number
  endTimestamp: number
  /** On the indexed head's clock. */
  phase: IfoPhase
  campaignId: string
  numberPoints: string
  thresholdPoints: string
  feeTiers: { minMultiple: number; feeBps: number }[]
  pools: ApiIfoPool[]
  /** CAKE and offering tokens the owner has withdrawn. */
  lpWithdrawn: string
  offeringWithdrawn: string
  createdAt: number
  createdTxHash: string
}

export type ApiIfoPage = {
  data: ApiIfo[]
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: string | null
}

/** A wallet in one pool of one sale. */
export type ApiIfoUserPool = {
  pid: number
  kind: IfoPoolKind
  amount: string
  commits: number
  harvested: boolean
  offeringAmount: string | null
  refundAmount: string | null
  feeAmount: string | null
  harvestedAt: number | null
  harvestTxHash: string | null
}

/**
 * `GET /v1/{chainId}/ifo/offerings/{address}/users/{user}` and each entry of
 * `GET /v1/{chainId}/ifo/users/{user}` (a wallet's sales, newest start first). A wallet that
 * never committed answers zeros, not 404.
 */
export type ApiIfoUser = {
  ifo: string
  user: string
  pools: ApiIfoUserPool[]
  /** The achievement's points, once awarded. */
  pointsAwarded: string | null
}

export type ApiIfoUserPage = {
  data: ApiIfoUser[]
  nextCursor: string | null
}

/** `GET /v1/{chainId}/ifo/offerings/{address}/deposits`: commits, newest first. */
export type ApiIfoDeposit = {
  ifo: string
  user: string
  pid: number
  amount: string
  blockNumber: string
  timestamp: number
  txHash: string
  logIndex: number
}

export type ApiIfoDepositPage = {
  data: ApiIfoDeposit[]
  nextCursor: string | null
}
