import type { FastifyInstance } from 'fastify'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../config'
import { countAppliedMigrations } from '../db/migrate'
import type { OpenedDatabase } from '../db/openDatabase'
import { DatabaseUnavailableError } from '../errors'
import { addRoute } from '../http/route'

export type HealthBody = {
  status: 'ok'
  chainId: number
  database: OpenedDatabase['kind']
  /** Migrations applied to the database right now. */
  migrations: number
  /** Latest block number the RPC node reports, or null when it did not answer in time. */
  block: number | null
}

export type HealthRouteParameters = {
  config: Pick<ServerConfig, 'chainId'>
  database: OpenedDatabase
  rpc: PublicClient
}

async function latestBlock(rpc: PublicClient): Promise<number | null> {
  try {
    return Number(await rpc.getBlockNumber({ cacheTime: 0 }))
  } catch {
    // The chain being down is a state to report, not a failure of the health check.
    return null
  }
}

async function appliedMigrations(database: OpenedDatabase): Promise<number> {
  try {
    return await countAppliedMigrations(database.db)
  } catch (error) {
    throw new DatabaseUnavailableError('The database did not answer.', { cause: error })
  }
}

/** GET /health: is the server up, which database, how far migrated, can it see the chain. */
export function addHealthRoute(
  app: FastifyInstance,
  { config, database, rpc }: HealthRouteParameters,
): void {
  addRoute(app, {
    method: 'GET',
    url: '/health',
    handler: async (): Promise<HealthBody> => {
      const [migrations, block] = await Promise.all([appliedMigrations(database), latestBlock(rpc)])
      return { status: 'ok', chainId: config.chainId, database: database.kind, migrations, block }
    },
  })
}
