export * from './entities'
export * from './graphqlClient'
export * from './hooks'
export * from './queries'
