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

/**
 * Lets the web app call the API from its own origin. Allowed origins are echoed back (never `*`),
 * other origins get no CORS headers so the browser blocks them; preflights are answered here.
 */
export function installCors(app: FastifyInstance, { origins }: CorsParameters): void {
  const allowed =
    origins === 'loopback' ? isLoopbackOrigin : (origin: string) => origins.includes(origin)

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    reply.header('vary', 'Origin')
    if (origin === undefined || !allowed(origin)) return
    reply.header('access-control-allow-origin', origin)
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
        .header(
          'access-control-allow-headers',
          request.headers['access-control-request-headers'] ?? 'content-type',
        )
        .header('access-control-max-age', '600')
        .status(204)
        .send()
      return reply
    }
  })
}
