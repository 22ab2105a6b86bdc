/**
 * Answers of the IFO API as the server sends them (the sdk's apiTypes JSON), for the decoder
 * tests and the history screen's tests. Each builder takes overrides, so a test states only what
 * matters to it.
 */
import {
  type ApiIfo,
  type ApiIfoPage,
  type ApiIfoPool,
  type ApiIfoUser,
  type ApiIfoUserPage,
  type ApiIfoUserPool,
  IFO_DEFAULT_FEE_TIERS,
  IFO_POOL_IDS,
  type IfoPoolKind,
} from '@ghost/sdk'

export const SALE = '0x00000000000000000000000000000000000000a1'
export const OFFERING_TOKEN = '0x00000000000000000000000000000000000000b1'
export const CAKE = '0x00000000000000000000000000000000000000c1'
export const VIEWER = '0x00000000000000000000000000000000000000d1'
export const WEI = 10n ** 18n

const START = 1_700_000_000

/** A pool of a finished sale: 100 CAKE to raise for 1,000 tokens, 250 CAKE committed. */
export function ifoPool(kind: IfoPoolKind, fields: Partial<ApiIfoPool> = {}): ApiIfoPool {
  const basic = kind === 'basic'
  return {
    pid: IFO_POOL_IDS[kind],
    kind,
    raisingAmount: (100n * WEI).toString(),
    offeringAmount: (1_000n * WEI).toString(),
    limitPerUser: basic ? (50n * WEI).toString() : '0',
    hasFee: !basic,
    totalAmount: (250n * WEI).toString(),
    participants: 7,
    harvestedAmount: '0',
    offeringHarvested: '0',
    refundHarvested: '0',
    sumFees: '0',
    ...fields,
  }
}

/** A sale that ran for a day and has finished. */
export function ifoOffering(address: string = SALE, fields: Partial<ApiIfo> = {}): ApiIfo {
  return {
    address,
    offeringToken: OFFERING_TOKEN,
    lpToken: CAKE,
    owner: VIEWER,
    startTimestamp: START,
    endTimestamp: START + 86_400,
    phase: 'finished',
    campaignId: '1',
    numberPoints: '100',
    thresholdPoints: (5n * WEI).toString(),
    feeTiers: IFO_DEFAULT_FEE_TIERS.map((tier) => ({ ...tier })),
    pools: [ifoPool('basic'), ifoPool('unlimited')],
    lpWithdrawn: '0',
    offeringWithdrawn: '0',
    createdAt: START - 3_600,
    createdTxHash: `0x${'ab'.repeat(32)}`,
    ...fields,
  }
}

export function ifoPage(data: ApiIfo[], nextCursor: string | null = null): ApiIfoPage {
  return { data, nextCursor }
}

/** A wallet's pool: 10 CAKE committed once, not harvested. */
export function ifoUserPool(
  kind: IfoPoolKind,
  fields: Partial<ApiIfoUserPool> = {},
): ApiIfoUserPool {
  return {
    pid: IFO_POOL_IDS[kind],
    kind,
    amount: (10n * WEI).toString(),
    commits: 1,
    harvested: false,
    offeringAmount: null,
    refundAmount: null,
    feeAmount: null,
    harvestedAt: null,
    harvestTxHash: null,
    ...fields,
  }
}

export function ifoUser(ifo: string = SALE, fields: Partial<ApiIfoUser> = {}): ApiIfoUser {
  return {
    ifo,
    user: VIEWER,
    pools: [ifoUserPool('basic'), ifoUserPool('unlimited')],
    pointsAwarded: null,
    ...fields,
  }
}

export function ifoUserPage(data: ApiIfoUser[], nextCursor: string | null = null): ApiIfoUserPage {
  return { data, nextCursor }
}
