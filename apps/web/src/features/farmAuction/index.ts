/** The farm auctions page: the latest auction with bidding and reclaims, and the past auctions. */
export { FarmAuctionPage } from './FarmAuctionPage'
