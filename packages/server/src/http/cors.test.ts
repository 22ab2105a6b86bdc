import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { installCors, isLoopbackOrigin } from './cors'

async function appWith(origins: 'loopback' | string[]): Promise<FastifyInstance> {
  const app = Fastify()
  await installCors(app, { origins })
  app.get('/ping', async () => ({ ok: true }))
  app.post('/ping', async () => ({ ok: true }))
  return app
}

let loopback: FastifyInstance
let listed: FastifyInstance
beforeAll(async () => {
  loopback = await appWith('loopback')
  listed = await appWith(['https://ghost.example'])
})
afterAll(async () => {
  await loopback.close()
  await listed.close()
})

describe('CORS', () => {
  test('loopback origins on any port, and nothing else, by default', () => {
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true)
    expect(isLoopbackOrigin('http://127.0.0.1:4173')).toBe(true)
    expect(isLoopbackOrigin('https://[::1]:8443')).toBe(true)
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false)
    expect(isLoopbackOrigin('http://127.0.0.2')).toBe(false)
    expect(isLoopbackOrigin('file://localhost')).toBe(false)
    expect(isLoopbackOrigin('null')).toBe(false)
  })

  test('an allowed origin is echoed back; another gets no CORS header', async () => {
    const allowed = await loopback.inject({
      url: '/ping',
      headers: { origin: 'http://localhost:5173' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()
    expect(allowed.headers.vary).toBe('Origin')

    const foreign = await loopback.inject({
      url: '/ping',
      headers: { origin: 'https://x.example' },
    })
    expect(foreign.statusCode).toBe(200)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    expect(foreign.headers.vary).toBe('Origin')

    const none = await loopback.inject({ url: '/ping' })
    expect(none.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('preflight requests are answered with 204, the API methods and headers, cached 10 min', async () => {
    const preflight = await loopback.inject({
      method: 'OPTIONS',
      url: '/ping',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173')
    expect(preflight.headers['access-control-allow-methods']).toBe(
      'GET, POST, PATCH, DELETE, OPTIONS',
    )
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, authorization')
    expect(preflight.headers['access-control-max-age']).toBe('600')
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()
  })

  test('a foreign preflight gets no CORS headers and is not answered as one', async () => {
    const preflight = await loopback.inject({
      method: 'OPTIONS',
      url: '/ping',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(404)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined()
  })

  test('CORS_ORIGINS replaces the loopback default', async () => {
    const ok = await listed.inject({ url: '/ping', headers: { origin: 'https://ghost.example' } })
    expect(ok.headers['access-control-allow-origin']).toBe('https://ghost.example')
    const local = await listed.inject({
      url: '/ping',
      headers: { origin: 'http://localhost:5173' },
    })
    expect(local.headers['access-control-allow-origin']).toBeUndefined()
  })
})
