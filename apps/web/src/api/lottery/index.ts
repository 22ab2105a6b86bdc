export * from './lotteryApi'
export * from './lotteryQueries'
