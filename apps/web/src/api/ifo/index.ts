export * from './ifoApi'
export * from './ifoQueries'
