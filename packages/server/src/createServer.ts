import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import { getNftContracts } from '@ghost/contracts/manifest'
import { createFileStore } from '@ghost/files'
import Fastify, { type FastifyInstance } from 'fastify'
import { addAuctionRoutes } from './auction/auctionRoutes'
import { addAuthRoutes } from './auth/authRoutes'
import { installSessions } from './auth/requireSession'
import { createSessionStore } from './auth/sessionStore'
import { addCompetitionRoutes, getCompetitionDeployment } from './competition/competitionRoutes'
import { DEFAULT_GRAPHQL_RATE_LIMIT, type ServerConfig } from './config'
import type { OpenedDatabase } from './db/openDatabase'
import { createManifestReader } from './deployment/createManifestReader'
import { addIpfsRoute } from './files/ipfsRoute'
import { addGraphqlRoute } from './graphql/graphqlRoute'
import { installCors } from './http/cors'
import { installErrorHandlers } from './http/errorHandler'
import type { RouteRateLimit } from './http/route'
import { addIfoRoutes } from './ifo/ifoRoutes'
import { addLotteryRoutes } from './lottery/lotteryRoutes'
import { addMarketRoutes } from './market/addMarketRoutes'
import { addPredictionRoutes } from './prediction/predictionRoutes'
import { addProfileRoutes } from './profiles/profileRoutes'
import { addTeamRoutes } from './profiles/teamRoutes'
import { addRewardRoutes } from './rewards/rewardRoutes'
import { addHealthRoute } from './routes/health'
import { addStatusRoute } from './routes/status'
import { createRpcClient } from './rpc/createRpcClient'
import { addSquadRoutes } from './squad/squadRoutes'
import { createVotingContext } from './voting/votingContext'
import { addVotingRoutes } from './voting/votingRoutes'

export type CreateServerParameters = {
  config: ServerConfig
  /** An opened (and migrated) database; the caller closes it after the server. */
  database: OpenedDatabase
  /** Where the JSON log lines go (default: stdout); tests read them here. */
  logDestination?: { write(line: string): void } | undefined
}

/**
 * The largest request body by default: JSON bodies of the API are a few kB. Routes that take
 * more (uploads, GraphQL) set their own `bodyLimit`. Larger: 413.
 */
export const JSON_BODY_LIMIT = 64 * 1024

/** The header a proxy (or a client) may set to name its request in our logs; echoed back. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** A request's id: the caller's `X-Request-Id` when it is a plain token, else a fresh UUID. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID()
}

/**
 * Builds the HTTP API without listening, so tests can `inject` and the e2e harness can
 * `listen` in-process.
 *
 * @example
 * const database = await openDatabase(config)
 * await migrateToLatest(database.db)
 * const app = await createServer({ config, database })
 * await app.listen({ host: config.host, port: config.port })
 */
export async function createServer({
  config,
  database,
  logDestination,
}: CreateServerParameters): Promise<FastifyInstance> {
  const app = Fastify({
    // pino: one JSON object per line, each request's lines carry its `reqId`
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logDestination === undefined ? {} : { stream: logDestination }),
          },
    genReqId: requestIdOf,
    bodyLimit: JSON_BODY_LIMIT,
    // Whose X-Forwarded-For names the client (request.ip, which the rate limits key on): by
    // default nobody's, so a forged header cannot dodge a limit (config TRUST_PROXY).
    trustProxy: config.trustProxy,
  })
  const rpc = createRpcClient(config)

  // The id goes back to the caller, so a user's report or a proxy's log finds the server's lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  installErrorHandlers(app)
  await installCors(app, { origins: config.corsOrigins })
  // Standard security headers (nosniff, no framing, no referrer, HSTS…) on every answer. The
  // answers are JSON, so the default content security policy costs nothing; /ipfs/:cid sends a
  // stricter one of its own. The web app on another origin shows our images: resources are
  // cross-origin, and CORS (not this header) decides who may read the JSON.
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } })
  // Only routes that ask (addRoute's `rateLimit`: writes and sign-in) are counted, per client IP
  // (request.ip: the socket's address, or the forwarded one from a trusted proxy).
  await app.register(rateLimit, { global: false })
  addHealthRoute(app, { config, database, rpc })
  addStatusRoute(app, { config, db: database.db })
  const files = createFileStore(config.filesDir)
  addIpfsRoute(app, { files })
  const perMinute = (max: number): RouteRateLimit | undefined =>
    max > 0 ? { max, timeWindow: 60_000 } : undefined
  const writeRateLimit = perMinute(config.writeRateLimit)
  installSessions(app, createSessionStore({ db: database.db }))
  addAuthRoutes(app, { config, rpc, signInRateLimit: perMinute(config.signInRateLimit) })
  const nftContracts = createManifestReader(config.manifestPath, getNftContracts)
  addProfileRoutes(app, {
    db: database.db,
    chainId: config.chainId,
    rpc,
    nftContracts,
    writeRateLimit,
  })
  addTeamRoutes(app, { db: database.db, chainId: config.chainId })
  addMarketRoutes(app, {
    db: database.db,
    chainId: config.chainId,
    rpc,
    files,
    nftContracts,
    writeRateLimit,
    uploadMaxBytes: config.uploadMaxBytes,
  })
  addRewardRoutes(app, { db: database.db, chainId: config.chainId })
  addSquadRoutes(app, { db: database.db, chainId: config.chainId })
  addLotteryRoutes(app, { db: database.db, chainId: config.chainId })
  addPredictionRoutes(app, { db: database.db, chainId: config.chainId })
  addIfoRoutes(app, { db: database.db, chainId: config.chainId })
  addCompetitionRoutes(app, {
    db: database.db,
    chainId: config.chainId,
    deployment: createManifestReader(config.manifestPath, getCompetitionDeployment),
  })
  addAuctionRoutes(app, { db: database.db, chainId: config.chainId })
  addVotingRoutes(app, createVotingContext({ config, db: database.db, rpc, writeRateLimit }))
  addGraphqlRoute(app, {
    db: database.db,
    rateLimitPerMinute: config.graphqlRateLimit ?? DEFAULT_GRAPHQL_RATE_LIMIT,
  })

  await app.ready()
  return app
}
