export * from './predictionApi'
export * from './predictionQueries'
