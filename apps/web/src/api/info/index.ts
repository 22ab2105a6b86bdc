/** The Info domain of the Ghost server: GraphQL entities, queries and their react-query hooks. */

export * from '../graphql'
export * from './entities'
export * from './infoQueries'
export * from './queries'
export * from './time'
