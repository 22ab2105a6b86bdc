/**
 * The API benches' server settings and database: PGlite in `dir`, migrated, talking to a live
 * node at `rpcUrl`, with no GraphQL rate limit (a bench asks from one address as fast as it can).
 */
import { join } from 'node:path'
import { loadConfig, migrateToLatest, openDatabase } from '@ghost/server'

export async function openBenchDatabase(dir: string, rpcUrl: string) {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', GRAPHQL_RATE_LIMIT: '0' }),
    database: { kind: 'pglite' as const, dataDir: join(dir, 'pglite') },
    rpcUrl,
  }
  const database = await openDatabase(config)
  await migrateToLatest(database.db)
  return { config, database }
}
