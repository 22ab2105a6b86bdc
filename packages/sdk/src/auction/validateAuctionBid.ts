import { AUCTION_BID_STEP, AUCTION_MAX_BIDDERS } from './constants'

export type ValidateAuctionBidParameters = {
  /** The CAKE to add, in wei; undefined while nothing (or nothing readable) is typed. */
  amount: bigint | undefined
  /** What the wallet has bid in this auction so far (0 before its first bid). */
  currentTotal: bigint
  /** The auction's smallest first bid. */
  initialBidAmount: bigint
  /** The wallet is on the auction's whitelist. */
  whitelisted: boolean
  /** The chain's clock (unix seconds). */
  now: bigint
  startTime: bigint
  endTime: bigint
  /** CAKE in the wallet; undefined while loading (not checked). */
  balance: bigint | undefined
  /** CAKE the auction may take from the wallet; undefined while loading (not checked). */
  allowance?: bigint | undefined
  /** Wallets that have bid in the auction; undefined when unknown (not checked). */
  bidderCount?: number | undefined
}

/**
 * Why a bid cannot be sent yet, in the order GhostFarmAuction checks its rules (so the kind is
 * the revert the bid would meet), the wallet's CAKE last: spec §4–§6 (whitelisted project
 * wallets only, while the auction is live, multiples of 10 CAKE, the first bid at least the
 * initial amount).
 */
export type AuctionBidError =
  | { kind: 'notWhitelisted' }
  | { kind: 'notLive' }
  | { kind: 'amountNeeded' }
  | { kind: 'notMultipleOf10' }
  | { kind: 'belowInitial'; minimum: bigint }
  | { kind: 'auctionFull' }
  | { kind: 'insufficientBalance' }
  | { kind: 'approvalNeeded' }

export type ValidateAuctionBidReturnType = AuctionBidError | undefined

/**
 * The first rule a bid breaks, or undefined when it may go. Only a wallet's first bid in an
 * auction must reach the initial amount; a later one tops its total up by any multiple of
 * 10 CAKE. The balance is checked before the allowance: with too little CAKE, approving would
 * not help.
 *
 * @example
 * validateAuctionBid({
 *   amount: 50n * 10n ** 18n, currentTotal: 0n, initialBidAmount: 100n * 10n ** 18n,
 *   whitelisted: true, now: 1_500n, startTime: 1_000n, endTime: 2_000n, balance: 10n ** 21n,
 * }) // { kind: 'belowInitial', minimum: 100000000000000000000n }
 */
export function validateAuctionBid(
  parameters: ValidateAuctionBidParameters,
): ValidateAuctionBidReturnType {
  const { amount, currentTotal, initialBidAmount, now, balance, allowance, bidderCount } =
    parameters
  if (!parameters.whitelisted) return { kind: 'notWhitelisted' }
  if (now < parameters.startTime || now >= parameters.endTime) return { kind: 'notLive' }
  if (amount === undefined || amount <= 0n) return { kind: 'amountNeeded' }
  if (amount % AUCTION_BID_STEP !== 0n) return { kind: 'notMultipleOf10' }
  const first = currentTotal === 0n
  if (first && amount < initialBidAmount) return { kind: 'belowInitial', minimum: initialBidAmount }
  if (first && bidderCount !== undefined && bidderCount >= AUCTION_MAX_BIDDERS) {
    return { kind: 'auctionFull' }
  }
  if (balance !== undefined && amount > balance) return { kind: 'insufficientBalance' }
  if (allowance !== undefined && amount > allowance) return { kind: 'approvalNeeded' }
  return undefined
}
