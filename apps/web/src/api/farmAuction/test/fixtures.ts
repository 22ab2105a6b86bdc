/**
 * Answers of the farm auctions API as the server sends them (the sdk's apiTypes JSON), for the
 * decoder tests and the auction screen's tests. Each builder takes overrides, so a test states
 * only what matters to it.
 */
import type {
  ApiFarmAuction,
  ApiFarmAuctionBid,
  ApiFarmAuctionBidderBid,
  ApiFarmAuctionBidderDetail,
  ApiFarmAuctionDetail,
  ApiFarmAuctionPage,
} from '@ghost/sdk'

export const WEI = 10n ** 18n
export const LP = '0x00000000000000000000000000000000000000c1'
const START = 1_700_000_000

/** The n-th fixture wallet (lowercase, as the API sends addresses). */
export const bidderAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** A closed auction of a day, 2 winners, nobody bid. */
export function farmAuction(id: number, fields: Partial<ApiFarmAuction> = {}): ApiFarmAuction {
  return {
    id,
    startTime: START + id * 86_400 * 7,
    endTime: START + id * 86_400 * 7 + 86_400,
    initialBidAmount: (100n * WEI).toString(),
    winnerCount: 2,
    state: 'closed',
    totalBids: '0',
    bidderCount: 0,
    bids: 0,
    burned: '0',
    reclaimed: '0',
    winners: [],
    startedAt: START + id * 86_400 * 7 - 600,
    startedTxHash: `0x${'ab'.repeat(32)}`,
    closedAt: fields.state && fields.state !== 'closed' ? null : START + id * 86_400 * 7 + 90_000,
    closedTxHash: fields.state && fields.state !== 'closed' ? null : `0x${'cd'.repeat(32)}`,
    ...fields,
  }
}

/** A bid ranked `rank`: `total` CAKE from wallet `n`, project 'Project n'. */
export function farmAuctionBid(
  rank: number,
  n: number,
  total: bigint,
  fields: Partial<ApiFarmAuctionBid> = {},
): ApiFarmAuctionBid {
  return {
    rank,
    account: bidderAddress(n),
    projectName: `Project ${n}`,
    lpToken: LP,
    whitelisted: true,
    total: total.toString(),
    firstBidOrder: n,
    bids: 1,
    firstBidAt: START + 100 + n,
    lastBidAt: START + 100 + n,
    isWinner: false,
    reclaimed: false,
    reclaimedAmount: null,
    reclaimedAt: null,
    reclaimTxHash: null,
    reclaimable: '0',
    ...fields,
  }
}

export function farmAuctionDetail(
  auction: ApiFarmAuction,
  bidRanking: ApiFarmAuctionBid[],
): ApiFarmAuctionDetail {
  return { ...auction, bidRanking }
}

export function farmAuctionPage(
  data: ApiFarmAuction[],
  nextCursor: string | null = null,
): ApiFarmAuctionPage {
  return { data, nextCursor }
}

/** A wallet's standing: not listed, no bids, unless told otherwise. */
export function farmAuctionBidder(
  account: string,
  fields: Partial<ApiFarmAuctionBidderDetail> = {},
): ApiFarmAuctionBidderDetail {
  return {
    account: account.toLowerCase(),
    whitelisted: false,
    projectName: null,
    lpToken: null,
    addedAt: null,
    removedAt: null,
    bids: [],
    reclaimable: '0',
    ...fields,
  }
}

export function farmAuctionBidderBid(
  bid: ApiFarmAuctionBid,
  auctionId: number,
  auctionState: ApiFarmAuctionBidderBid['auctionState'] = 'closed',
): ApiFarmAuctionBidderBid {
  return { ...bid, auctionId, auctionState }
}
