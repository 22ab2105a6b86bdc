export * from './rewardsApi'
export * from './rewardsQueries'
