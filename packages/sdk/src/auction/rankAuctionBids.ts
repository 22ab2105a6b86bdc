export type AuctionBidder = {
  account: string
  /** CAKE bid in the auction so far. */
  total: bigint
  /** The position of the wallet's first bid (GhostFarmAuction's bidder list: 0 first). */
  order: number
  /** Still on the whitelist; undefined counts as yes. A removed wallet cannot win. */
  whitelisted?: boolean | undefined
}

export type RankedAuctionBid<bidder extends AuctionBidder = AuctionBidder> = bidder & {
  /** 1 for the largest total. */
  rank: number
  /** Among the top `winnerCount` of the wallets still whitelisted. */
  isWinner: boolean
}

/**
 * The bids in the order GhostFarmAuction ranks them at the close: the largest total first, an
 * equal total behind the earlier first bid. The winners are the first `winnerCount` wallets
 * still whitelisted; a removed wallet keeps its place in the list (its bid is shown) but takes
 * no winner's place. Before the close this is who would win if the auction ended now.
 *
 * @example
 * rankAuctionBids([
 *   { account: '0xa…', total: 100n, order: 0 },
 *   { account: '0xb…', total: 300n, order: 1 },
 *   { account: '0xc…', total: 100n, order: 2 },
 * ], 2) // 0xb… rank 1 winner, 0xa… rank 2 winner (earlier first bid), 0xc… rank 3
 */
export function rankAuctionBids<bidder extends AuctionBidder>(
  bidders: readonly bidder[],
  winnerCount: number,
): RankedAuctionBid<bidder>[] {
  const sorted = [...bidders].sort((a, b) => {
    if (a.total !== b.total) return a.total > b.total ? -1 : 1
    return a.order - b.order
  })
  let winners = 0
  return sorted.map((bidder, index) => {
    const isWinner = bidder.whitelisted !== false && winners < winnerCount
    if (isWinner) winners++
    return { ...bidder, rank: index + 1, isWinner }
  })
}
