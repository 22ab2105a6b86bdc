import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UnauthorizedError } from '../http/httpErrors'
import type { Session, SessionStore } from './sessionStore'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in sessions; set by installSessions, read by routes with `auth: true`. */
    sessions: SessionStore
  }
}

/** Makes `store` the sessions every `auth: true` route checks. */
export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorate('sessions', store)
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/

/** The bearer token of a request, or undefined when the header is absent or malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1]
}

/**
 * The wallet a request is signed in as: `Authorization: Bearer <token>` of a live session
 * (POST /api/auth/login). Anything else is a 401 with a message saying what to do.
 */
export async function requireSession(request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request)
  if (token === undefined) {
    throw new UnauthorizedError(
      'Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.',
    )
  }
  const session = await request.server.sessions.findSession(token)
  if (session === null) {
    throw new UnauthorizedError('Your session has expired or was ended; sign in again.')
  }
  return session
}
