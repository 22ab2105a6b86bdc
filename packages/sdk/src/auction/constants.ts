/**
 * GhostFarmAuction's fixed rules and the figures the spec gives farm auctions (§9): bids in
 * multiples of 10 CAKE, the top 10 bids shown, a won farm lasting 7 days.
 */

/** GhostFarmAuction.BID_STEP: every bid is a whole multiple of 10 CAKE (18 decimals). */
export const AUCTION_BID_STEP = 10n * 10n ** 18n
/** GhostFarmAuction.FARM_DURATION: how long a won farm runs, in seconds (7 days). */
export const AUCTION_FARM_DURATION_SECONDS = 7 * 24 * 60 * 60
/** GhostFarmAuction.MAX_BIDDERS: wallets that may bid in one auction. */
export const AUCTION_MAX_BIDDERS = 100
/** GhostFarmAuction.MAX_WINNERS: the most farms one auction can award. */
export const AUCTION_MAX_WINNERS = 50
/** GhostFarmAuction.MAX_PROJECT_NAME_LENGTH: a project's name, in UTF-8 bytes. */
export const AUCTION_PROJECT_NAME_MAX_BYTES = 32
/** How many bids the auction page lists (spec §9: the top 10 bids). */
export const AUCTION_TOP_BIDS_SHOWN = 10
/** GhostFarmAuction.DEAD: where the winners' CAKE goes at the close. */
export const AUCTION_BURN_ADDRESS = '0x000000000000000000000000000000000000dEaD'
