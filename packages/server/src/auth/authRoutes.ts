import type { FastifyInstance } from 'fastify'
import { type Address, hashMessage, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { ServerConfig } from '../config'
import { isLoopbackOrigin } from '../http/cors'
import { UnauthorizedError } from '../http/httpErrors'
import { addRoute, type RouteRateLimit } from '../http/route'
import { bearerToken } from './requireSession'
import { NONCE_TTL_MS, SESSION_TTL_MS } from './sessionStore'
import { verifyWalletSignature } from './verifyWalletSignature'

/** Clocks of wallets and servers differ a little; a message "issued" this far ahead is accepted. */
const CLOCK_SKEW_MS = 60_000
const MAX_MESSAGE_LENGTH = 4_000

export type AuthRoutesParameters = {
  config: Pick<ServerConfig, 'chainId' | 'corsOrigins'>
  rpc: PublicClient
  /** Sign-in attempts per minute per IP (0: no limit). */
  signInRateLimit?: RouteRateLimit | undefined
  now?: () => Date
}

/** Whether a SIWE `domain` (host[:port]) names a web app this server serves. */
export function isAllowedSiweDomain(domain: string, origins: ServerConfig['corsOrigins']): boolean {
  if (origins === 'loopback') {
    return isLoopbackOrigin(`http://${domain}`) && new URL(`http://${domain}`).host === domain
  }
  return origins.some((origin) => new URL(origin).host === domain)
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')

/**
 * Sign-In with Ethereum (EIP-4361): GET /api/auth/nonce, POST /api/auth/login with the signed
 * message, GET /api/auth/session, POST /api/auth/logout. A login checks the message's domain
 * (one of the web origins), chain, times and signature, then uses up its nonce, so a replayed
 * message is refused. See docs/decisions.md, "Sessions".
 */
export function addAuthRoutes(
  app: FastifyInstance,
  { config, rpc, signInRateLimit, now = () => new Date() }: AuthRoutesParameters,
): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/auth/nonce',
    rateLimit: signInRateLimit,
    handler: async () => {
      const { nonce, expiresAt } = await app.sessions.issueNonce()
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
  })

  addRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    rateLimit: signInRateLimit,
    body: z.object({
      message: z.string().min(1).max(MAX_MESSAGE_LENGTH),
      signature: hex.refine((value) => value.length >= 132 && value.length <= 2 + 2 * 4096, {
        message: 'must be a signature of at least 65 bytes',
      }),
    }),
    handler: async ({ body }) => {
      const message = parseSiweMessage(body.message)
      const refuse = (reason: string): never => {
        throw new UnauthorizedError(`Sign-in refused: ${reason}.`)
      }
      if (
        message.address === undefined ||
        message.domain === undefined ||
        message.nonce === undefined ||
        message.chainId === undefined ||
        message.uri === undefined ||
        message.version !== '1'
      ) {
        return refuse('the message is not a Sign-In with Ethereum message')
      }
      if (!isAllowedSiweDomain(message.domain, config.corsOrigins)) {
        return refuse(`the message was made for ${message.domain}, not for this app`)
      }
      if (message.chainId !== config.chainId) {
        return refuse(
          `the message is for chain ${message.chainId}, this server is chain ${config.chainId}`,
        )
      }
      const time = now().getTime()
      const issuedAt = message.issuedAt?.getTime()
      if (
        issuedAt === undefined ||
        Number.isNaN(issuedAt) ||
        issuedAt > time + CLOCK_SKEW_MS ||
        issuedAt < time - NONCE_TTL_MS
      ) {
        return refuse('the message is too old or not yet issued; sign a new one')
      }
      const expiration = message.expirationTime?.getTime()
      if (expiration !== undefined && (Number.isNaN(expiration) || expiration <= time)) {
        return refuse('the message has expired; sign a new one')
      }
      const notBefore = message.notBefore?.getTime()
      if (
        notBefore !== undefined &&
        (Number.isNaN(notBefore) || notBefore > time + CLOCK_SKEW_MS)
      ) {
        return refuse('the message is not valid yet')
      }
      const signed = await verifyWalletSignature({
        client: rpc,
        address: message.address as Address,
        hash: hashMessage(body.message),
        signature: body.signature as `0x${string}`,
      })
      if (!signed) return refuse('the signature is not from the address in the message')
      if (!(await app.sessions.consumeNonce(message.nonce))) {
        return refuse('the nonce is unknown or was used already; sign a new message')
      }
      const expiresAt = new Date(
        Math.min(time + SESSION_TTL_MS, expiration ?? Number.POSITIVE_INFINITY),
      )
      const address = message.address.toLowerCase()
      const { token } = await app.sessions.createSession({ address, expiresAt })
      return { token, address, expiresAt: expiresAt.toISOString() }
    },
  })

  addRoute(app, {
    method: 'GET',
    url: '/api/auth/session',
    auth: true,
    handler: ({ session }) => ({
      address: session.address,
      expiresAt: session.expiresAt.toISOString(),
    }),
  })

  addRoute(app, {
    method: 'POST',
    url: '/api/auth/logout',
    auth: true,
    handler: async ({ request, reply }) => {
      const token = bearerToken(request)
      if (token !== undefined) await app.sessions.revokeSession(token)
      return reply.status(204).send()
    },
  })
}
