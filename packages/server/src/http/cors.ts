import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** True for http(s) origins on this machine, any port: where the dev web app runs. */
export function isLoopbackOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
}

export type CorsParameters = {
  /** 'loopback' or an exact list of allowed origins (scheme://host[:port]). */
  origins: 'loopback' | string[]
}

/** The methods the API has; a preflight for another one gets no allow headers. */
export const CORS_METHODS = ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS']
/** What the web app sends: JSON bodies and its bearer token. */
export const CORS_HEADERS = ['content-type', 'authorization']
export const CORS_MAX_AGE_S = 600

/**
 * Lets the web app call the API from its own origin, through @fastify/cors. Allowed origins are
 * echoed back (never `*`), other origins get no CORS headers so the browser blocks them;
 * preflights are answered with 204. No credentials: sessions are bearer tokens the app sends
 * itself, never cookies (docs/decisions.md, "Sessions").
 */
export async function installCors(app: FastifyInstance, { origins }: CorsParameters) {
  const allowed =
    origins === 'loopback' ? isLoopbackOrigin : (origin: string) => origins.includes(origin)
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_HEADERS,
    maxAge: CORS_MAX_AGE_S,
    credentials: false,
    strictPreflight: false,
  })
}
