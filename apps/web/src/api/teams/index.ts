export * from './teamsApi'
export * from './teamsQueries'
