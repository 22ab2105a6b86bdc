export * from './votingApi'
export * from './votingQueries'
