/**
 * Typed calls of the farm auctions (GhostFarmAuction): bid CAKE in the open auction and reclaim a
 * losing bid after a close, plus the reads the auction screen rides on its page's multicall —
 * how many auctions there are, one auction's stored figures, a wallet's bid in it and whether it
 * won, and a wallet's whitelist entry (whitelisted, project name, farm LP).
 *
 * The ABI is the generated interface's own module, not the contracts package's index, which
 * every route's first load holds: the auction's chunk alone carries it.
 */
import { iGhostFarmAuctionAbi } from '@ghost/contracts/generated/IGhostFarmAuction'
import type { Address } from 'viem'
import { contractCall } from './contractCall'

export { iGhostFarmAuctionAbi as farmAuctionAbi }

type AuctionCall = { auction: Address }

const auctionCall = contractCall(iGhostFarmAuctionAbi)

/** Adds `amount` CAKE (wei, a multiple of 10 CAKE) to the wallet's total in the open auction. */
export function bidFarmAuction({ auction, amount }: AuctionCall & { amount: bigint }) {
  return auctionCall(auction, 'bid', [amount])
}

/** Takes a losing bid's whole total back from closed auction `id`. */
export function reclaimFarmAuction({ auction, id }: AuctionCall & { id: bigint }) {
  return auctionCall(auction, 'reclaim', [id])
}

/** How many auctions were ever scheduled; the latest is `count - 1`. */
export function readAuctionCount({ auction }: AuctionCall) {
  return { address: auction, abi: iGhostFarmAuctionAbi, functionName: 'auctionCount' } as const
}

/** The CAKE bids are made in. */
export function readAuctionCake({ auction }: AuctionCall) {
  return { address: auction, abi: iGhostFarmAuctionAbi, functionName: 'cake' } as const
}

/** Auction `id`: times, initial bid, winner count, closed, bidders, total bid, burned. */
export function readAuction({ auction, id }: AuctionCall & { id: bigint }) {
  return auctionCall(auction, 'getAuction', [id])
}

/** `account`'s total in auction `id` and whether it took it back. */
export function readAuctionBid({
  auction,
  id,
  account,
}: AuctionCall & { id: bigint; account: Address }) {
  return auctionCall(auction, 'bidOf', [id, account])
}

/** Whether the close of auction `id` made `account` a winner (false before the close). */
export function readAuctionIsWinner({
  auction,
  id,
  account,
}: AuctionCall & { id: bigint; account: Address }) {
  return auctionCall(auction, 'isWinner', [id, account])
}

/** `account`'s whitelist entry: whitelisted, the project's name and the farm's LP token. */
export function readAuctionBidder({ auction, account }: AuctionCall & { account: Address }) {
  return auctionCall(auction, 'bidderInfo', [account])
}
