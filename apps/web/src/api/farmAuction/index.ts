export * from './farmAuctionApi'
export * from './farmAuctionQueries'
