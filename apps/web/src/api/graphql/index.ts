export * from './graphqlClient'
