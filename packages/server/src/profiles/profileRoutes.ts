import type { ManifestNftContracts } from '@ghost/contracts/manifest'
import {
  type ApiUser,
  type ApiUsernameCheck,
  type ApiUsers,
  USERNAME_MAX_LENGTH,
  USERS_BATCH_MAX,
  validateUsername,
} from '@ghost/sdk'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/schema'
import { ConflictError, NotFoundError } from '../http/httpErrors'
import { addRoute, type RouteRateLimit } from '../http/route'
import { addressSchema } from '../market/context'
import { requireRegisteredProfile } from './requireRegisteredProfile'
import { UsernameRefusedError } from './usernameRefusedError'
import { createUsernameStore } from './usernameStore'

export type ProfileRoutesParameters = {
  db: Kysely<Database>
  /** The chain whose profile contract decides who may hold a username. */
  chainId: number
  /** Reads `hasRegistered` of the signed-in wallet. */
  rpc: PublicClient
  /** The deployment's NFT contracts (the profile among them), or undefined while there are none. */
  nftContracts(): Promise<ManifestNftContracts | undefined>
  writeRateLimit?: RouteRateLimit | undefined
}

/**
 * `addresses`: up to USERS_BATCH_MAX comma-separated addresses (lower-cased, repeats answered once).
 */
const usersQuery = z.object({
  addresses: z
    .string({ error: 'must be given once: comma-separated addresses' })
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(addressSchema)
        .min(1, 'must name at least one address')
        .max(USERS_BATCH_MAX, `must name at most ${USERS_BATCH_MAX} addresses`),
    )
    .transform((addresses) => [...new Set(addresses)]),
})

/** Longer text is not a username under any rule; refused before it is looked at. */
const MAX_USERNAME_INPUT = 4 * USERNAME_MAX_LENGTH

/**
 * The profile service (spec §7): `GET /api/users/:address` answers a wallet's username (404
 * without one), `GET /api/users?addresses=…` many wallets' at once (null without one),
 * `POST /api/users` registers or changes the signed-in wallet's, and
 * `GET /api/users/valid/:username` says whether a name would be accepted. Rules in the sdk
 * (`validateUsername`); names are unique ignoring case; only a wallet with a registered profile on
 * chain may hold one (403 'Register a profile first' otherwise).
 */
export function addProfileRoutes(
  app: FastifyInstance,
  { db, chainId, rpc, nftContracts, writeRateLimit }: ProfileRoutesParameters,
): void {
  const usernames = createUsernameStore({ db })

  addRoute(app, {
    method: 'GET',
    url: '/api/users/:address',
    params: z.object({ address: addressSchema }),
    handler: async ({ params }): Promise<ApiUser> => {
      const user = await usernames.byAddress(params.address)
      if (user === null) throw new NotFoundError(`No username for ${params.address}`)
      return user
    },
  })

  // Many addresses at once, found or not, without an error status: a screen naming twenty wallets
  // asks once, and a wallet without a username is an answer (null), not a failed request.
  addRoute(app, {
    method: 'GET',
    url: '/api/users',
    query: usersQuery,
    handler: async ({ query }): Promise<ApiUsers> => {
      const found = await usernames.byAddresses(query.addresses)
      const data: ApiUsers['data'] = {}
      for (const address of query.addresses) data[address] = null
      for (const user of found) data[user.address] = user
      return { data }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/api/users/valid/:username',
    params: z.object({ username: z.string().max(MAX_USERNAME_INPUT) }),
    handler: async ({ params }): Promise<ApiUsernameCheck> => {
      const validation = validateUsername(params.username)
      if (!validation.valid) {
        return {
          username: params.username,
          valid: false,
          available: false,
          message: validation.message,
        }
      }
      const available = await usernames.isAvailable(params.username)
      return {
        username: params.username,
        valid: true,
        available,
        message: available ? null : 'Username taken',
      }
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/api/users',
    auth: true,
    rateLimit: writeRateLimit,
    body: z.strictObject({ username: z.string().max(MAX_USERNAME_INPUT) }),
    handler: async ({ body, session, reply }): Promise<ApiUser> => {
      const validation = validateUsername(body.username)
      if (!validation.valid) throw new UsernameRefusedError(validation.issues)
      await requireRegisteredProfile({ rpc, nftContracts, chainId, address: session.address })
      const saved = await usernames.save({ address: session.address, username: body.username })
      if (saved.status === 'taken') throw new ConflictError('Username taken')
      reply.status(saved.status === 'created' ? 201 : 200)
      return saved.user
    },
  })
}
