export * from './competitionApi'
export * from './competitionQueries'
