import type { FastifyInstance } from 'fastify'
import type { PublicClient } from 'viem'
import type { ServerConfig } from '../config'
import { createCheckpointStore } from '../db/checkpointStore'
import { countAppliedMigrations } from '../db/migrate'
import { migrations } from '../db/migrations/index'
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

export type LivenessBody = { status: 'ok' }

export type ReadinessBody = {
  ready: boolean
  /** Why not, one line each (empty when ready). */
  reasons: string[]
  database: 'ok' | 'unavailable'
  migrations: { applied: number | null; expected: number }
  /** The lag check, when READY_MAX_BLOCK_LAG is set. */
  indexer: {
    /** The stored checkpoint's block, or null before the first one. */
    checkpoint: number | null
    /** The node's head, or null when it did not answer in time (the check is then skipped). */
    head: number | null
    maxLag: number
  } | null
}

export type HealthRouteParameters = {
  config: Pick<ServerConfig, 'chainId' | 'readyMaxBlockLag'>
  database: OpenedDatabase
  rpc: PublicClient
}

/** How long /health and /health/ready wait for the RPC node (retries included) before giving up. */
export const HEALTH_RPC_DEADLINE_MS = 1500

/** The node's head, or null when it does not answer within the deadline. */
async function latestBlock(rpc: PublicClient): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HEALTH_RPC_DEADLINE_MS)
  })
  try {
    // The chain being down is a state to report, not a failure of the health check; the client
    // retries a flaky node, the deadline keeps a load balancer's probe from waiting for it.
    return await Promise.race([
      rpc.getBlockNumber({ cacheTime: 0 }).then(Number, () => null),
      deadline,
    ])
  } finally {
    clearTimeout(timer)
  }
}

async function appliedMigrations(database: OpenedDatabase): Promise<number> {
  try {
    return await countAppliedMigrations(database.db)
  } catch (error) {
    throw new DatabaseUnavailableError('The database did not answer.', { cause: error })
  }
}

async function readiness(
  { config, database, rpc }: HealthRouteParameters,
  checkpoints: ReturnType<typeof createCheckpointStore>,
): Promise<ReadinessBody> {
  const expected = Object.keys(migrations).length
  const reasons: string[] = []
  const applied = await countAppliedMigrations(database.db).catch(() => null)
  if (applied === null) reasons.push('the database did not answer')
  else if (applied < expected) reasons.push(`migrations: ${applied} of ${expected} applied`)
  let indexer: ReadinessBody['indexer'] = null
  const maxLag = config.readyMaxBlockLag
  if (maxLag !== undefined) {
    const [row, head] = await Promise.all([
      applied === null
        ? undefined
        : checkpoints.getCheckpoint({ chainId: config.chainId }).catch(() => undefined),
      latestBlock(rpc),
    ])
    const checkpoint = row ? Number(row.block_number) : null
    indexer = { checkpoint, head, maxLag }
    if (head !== null) {
      if (checkpoint === null) reasons.push('the indexer has stored no block yet')
      else if (head - checkpoint > maxLag) {
        reasons.push(
          `the indexer is ${head - checkpoint} blocks behind the node (at most ${maxLag})`,
        )
      }
    }
  }
  return {
    ready: reasons.length === 0,
    reasons,
    database: applied === null ? 'unavailable' : 'ok',
    migrations: { applied, expected },
    indexer,
  }
}

/**
 * GET /health: is the server up, which database, how far migrated, can it see the chain.
 * GET /health/live: the process answers (a load balancer restarts it when not).
 * GET /health/ready: 503 until the database answers with every migration applied and, with
 * READY_MAX_BLOCK_LAG, the stored index is that close to the node's head; then 200.
 */
export function addHealthRoute(app: FastifyInstance, parameters: HealthRouteParameters): void {
  const { config, database, rpc } = parameters
  const checkpoints = createCheckpointStore({ db: database.db })
  addRoute(app, {
    method: 'GET',
    url: '/health',
    handler: async (): Promise<HealthBody> => {
      const [migrations, block] = await Promise.all([appliedMigrations(database), latestBlock(rpc)])
      return { status: 'ok', chainId: config.chainId, database: database.kind, migrations, block }
    },
  })
  addRoute(app, {
    method: 'GET',
    url: '/health/live',
    handler: (): LivenessBody => ({ status: 'ok' }),
  })
  addRoute(app, {
    method: 'GET',
    url: '/health/ready',
    handler: async ({ reply }): Promise<ReadinessBody> => {
      const body = await readiness(parameters, checkpoints)
      if (!body.ready) reply.code(503)
      return body
    },
  })
}
