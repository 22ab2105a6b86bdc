/**
 * The farm auction screen's rules, apart from React: where an auction stands on the chain's
 * clock, the wallet's place in it (bid placed, reclaimed, won, reclaimable), the bid form's
 * amount checked by the sdk's `validateAuctionBid` with a message per broken rule, and the part of
 * the ranking the page lists (spec §9: the top 10 bids).
 */
import {
  AUCTION_BID_STEP,
  AUCTION_TOP_BIDS_SHOWN,
  type AuctionBidError,
  type FarmAuctionState,
  parseDecimal,
  validateAuctionBid,
} from '@ghost/sdk'
import { maxUint256 } from 'viem'
import { msg } from '../../../i18n/msg'

/** An auction's stored figures, as GhostFarmAuction's `getAuction` returns them. */
export type ChainAuction = {
  id: bigint
  startTime: bigint
  endTime: bigint
  initialBidAmount: bigint
  winnerCount: number
  closed: boolean
  bidderCount: bigint
  totalBids: bigint
  burned: bigint
}

/**
 * Where the auction stands at `now` (chain seconds): the server's states, from the chain's own
 * figures — pending before the start, live until the end, ended until the operator closes it.
 */
export function getAuctionState(
  auction: Pick<ChainAuction, 'startTime' | 'endTime' | 'closed'>,
  now: bigint,
): FarmAuctionState {
  if (auction.closed) return 'closed'
  if (now < auction.startTime) return 'pending'
  if (now < auction.endTime) return 'live'
  return 'ended'
}

export const STATE_LABELS: Record<FarmAuctionState, string> = {
  pending: msg('Scheduled'),
  live: msg('Live'),
  ended: msg('Ended'),
  closed: msg('Closed'),
}

/** The wallet's bid in one auction, as GhostFarmAuction's `bidOf` and `isWinner` say. */
export type WalletBid = { total: bigint; reclaimed: boolean; winner: boolean }

export type WalletBidState =
  /** No bid in this auction. */
  | 'none'
  /** Bid, the auction still open (or closed, and it won: its CAKE was burned for the farm). */
  | 'placed'
  | 'won'
  /** Lost a closed auction and has not taken its CAKE back yet. */
  | 'reclaimable'
  | 'reclaimed'

export function getWalletBidState(bid: WalletBid | undefined, closed: boolean): WalletBidState {
  if (!bid || bid.total === 0n) return 'none'
  if (bid.reclaimed) return 'reclaimed'
  if (!closed) return 'placed'
  return bid.winner ? 'won' : 'reclaimable'
}

export const WALLET_BID_LABELS: Record<Exclude<WalletBidState, 'none'>, string> = {
  placed: msg('Bid placed'),
  won: msg('Won'),
  reclaimable: msg('Not won'),
  reclaimed: msg('Bid reclaimed'),
}

/** The message under the amount field for each rule a bid breaks (spec §4–§6, §9). */
export const BID_MESSAGES: Record<AuctionBidError['kind'] | 'tooLarge', string> = {
  notWhitelisted: msg('Only whitelisted project wallets can bid.'),
  notLive: msg('Bids are taken only while the auction is live.'),
  amountNeeded: msg('Enter an amount'),
  notMultipleOf10: msg('Bid in multiples of 10 CAKE.'),
  belowInitial: msg('Your first bid must be at least %minimum% CAKE.'),
  auctionFull: msg('This auction has taken all the bidders it can.'),
  insufficientBalance: msg('Insufficient CAKE balance'),
  approvalNeeded: msg('Enable CAKE first.'),
  tooLarge: msg('This amount is too large.'),
}

export type BidContext = {
  currentTotal: bigint
  initialBidAmount: bigint
  whitelisted: boolean
  now: bigint
  startTime: bigint
  endTime: bigint
  balance: bigint | undefined
  bidderCount: number | undefined
}

export type BidFormState =
  | { amount: bigint }
  | {
      message: string
      /** The smallest first bid, for the message's %minimum%. */
      minimum?: bigint | undefined
      /** Nothing typed yet: the button says what is missing, the field no error. */
      empty: boolean
    }

const WEI_PER_CAKE = 10n ** 18n

/**
 * The typed CAKE as wei, or 'inexact' for a figure finer than a wei (never a multiple of 10 CAKE
 * anyway); undefined for nothing readable.
 */
export function parseCakeAmount(typed: string): bigint | 'inexact' | undefined {
  const value = parseDecimal(typed)
  if (!value) return undefined
  const scaled = value.numerator * WEI_PER_CAKE
  if (scaled % value.denominator !== 0n) return 'inexact'
  return scaled / value.denominator
}

/**
 * The bid form for a typed amount: the wei to bid, or why it cannot go (the first rule broken,
 * in the contract's order). The allowance is left to the Enable step.
 */
export function getBidFormState(typed: string, context: BidContext): BidFormState {
  const empty = typed.trim() === ''
  const parsed = parseCakeAmount(typed)
  if (parsed === 'inexact') {
    // the rules before the amount still come first (a wallet that may not bid hears why)
    const before = validateAuctionBid({ ...context, amount: AUCTION_BID_STEP })
    if (before && (before.kind === 'notWhitelisted' || before.kind === 'notLive')) {
      return { message: BID_MESSAGES[before.kind], empty }
    }
    return { message: BID_MESSAGES.notMultipleOf10, empty }
  }
  const error = validateAuctionBid({ ...context, amount: parsed })
  if (!error) {
    if (parsed === undefined) return { message: BID_MESSAGES.amountNeeded, empty }
    // no wallet holds more than uint256 (a balance still loading lets any amount through)
    if (parsed > maxUint256) return { message: BID_MESSAGES.tooLarge, empty }
    return { amount: parsed }
  }
  if (error.kind === 'belowInitial') {
    return { message: BID_MESSAGES.belowInitial, minimum: error.minimum, empty }
  }
  return { message: BID_MESSAGES[error.kind], empty }
}

/** The bids the page lists: the first AUCTION_TOP_BIDS_SHOWN of the ranking. */
export function getTopBids<Bid extends { rank: number }>(ranking: readonly Bid[]): Bid[] {
  return ranking.slice(0, AUCTION_TOP_BIDS_SHOWN)
}

/**
 * What the wallet can reclaim, by auction: the index's reclaimable bids, with the latest auction
 * as the chain has it now (fresher than the index after a close or a reclaim), oldest first.
 */
export function getReclaimable(
  indexed: readonly { auctionId: bigint; amount: bigint }[],
  latest: { id: bigint; closed: boolean; bid: WalletBid } | undefined,
): { auctionId: bigint; amount: bigint }[] {
  const byAuction = new Map<bigint, bigint>()
  for (const entry of indexed) if (entry.amount > 0n) byAuction.set(entry.auctionId, entry.amount)
  if (latest) {
    if (getWalletBidState(latest.bid, latest.closed) === 'reclaimable') {
      byAuction.set(latest.id, latest.bid.total)
    } else {
      byAuction.delete(latest.id)
    }
  }
  return [...byAuction]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([auctionId, amount]) => ({ auctionId, amount }))
}
