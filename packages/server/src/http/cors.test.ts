import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { installCors, isLoopbackOrigin } from './cors'

function appWith(origins: 'loopback' | string[]): FastifyInstance {
  const app = Fastify()
  installCors(app, { origins })
  app.get('/ping', async () => ({ ok: true }))
  return app
}

const loopback = appWith('loopback')
const listed = appWith(['https://ghost.example'])
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
    expect(allowed.headers.vary).toBe('Origin')

    const foreign = await loopback.inject({
      url: '/ping',
      headers: { origin: 'https://x.example' },
    })
    expect(foreign.statusCode).toBe(200)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('preflight requests are answered with 204 and the allowed methods', async () => {
    const preflight = await loopback.inject({
      method: 'OPTIONS',
      url: '/ping',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173')
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE')
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
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
