import Fastify from 'fastify'
import { afterAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { installErrorHandlers } from './errorHandler'
import { paginationQuery } from './pagination'
import { addRoute } from './route'

// A route shaped like the spec's list and write endpoints, to exercise the helper on its own.
const app = Fastify()
installErrorHandlers(app)
addRoute(app, {
  method: 'POST',
  url: '/things/:id',
  params: z.object({ id: z.string().regex(/^\d+$/, 'must be digits').transform(BigInt) }),
  query: paginationQuery(),
  body: z.object({
    name: z.string().min(1, 'must not be empty'),
    tags: z.array(z.string()).max(2),
  }),
  handler: ({ params, query, body }) => ({
    // The handler sees parsed values: a bigint id, numbers for page and size.
    id: params.id.toString(),
    idIsBigint: typeof params.id === 'bigint',
    page: query.page,
    size: query.size,
    name: body.name,
  }),
})
addRoute(app, { method: 'GET', url: '/boom', handler: () => Promise.reject(new Error('secret')) })
afterAll(() => app.close())

describe('addRoute', () => {
  test('valid input reaches the handler parsed, with defaults', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/42?size=5',
      payload: { name: 'a', tags: [] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: '42', idIsBigint: true, page: 1, size: 5, name: 'a' })
  })

  test('every issue of params, query and body is reported in one 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things/x?page=0&size=5000',
      payload: { name: '', tags: ['a', 'b', 'c'] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchInlineSnapshot(`
      {
        "error": "Bad Request",
        "issues": [
          {
            "code": "invalid_format",
            "in": "params",
            "message": "must be digits",
            "path": [
              "id",
            ],
          },
          {
            "code": "too_small",
            "in": "query",
            "message": "must be at least 1",
            "path": [
              "page",
            ],
          },
          {
            "code": "too_big",
            "in": "query",
            "message": "must be at most 1000",
            "path": [
              "size",
            ],
          },
          {
            "code": "too_small",
            "in": "body",
            "message": "must not be empty",
            "path": [
              "name",
            ],
          },
          {
            "code": "too_big",
            "in": "body",
            "message": "Too big: expected array to have <=2 items",
            "path": [
              "tags",
            ],
          },
        ],
        "message": "params.id: must be digits; query.page: must be at least 1; query.size: must be at most 1000; body.name: must not be empty; body.tags: Too big: expected array to have <=2 items",
      }
    `)
  })

  test('a missing body and malformed JSON are 400s of the same shape', async () => {
    const missing = await app.inject({ method: 'POST', url: '/things/1' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchInlineSnapshot(`
      {
        "error": "Bad Request",
        "issues": [
          {
            "code": "invalid_type",
            "in": "body",
            "message": "Invalid input: expected object, received undefined",
            "path": [],
          },
        ],
        "message": "body: Invalid input: expected object, received undefined",
      }
    `)

    const malformed = await app.inject({
      method: 'POST',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchInlineSnapshot(`
      {
        "error": "Bad Request",
        "issues": [],
        "message": "Body is not valid JSON but content-type is set to 'application/json'",
      }
    `)
  })

  test('unknown routes are 404s and unexpected failures are 500s that hide their message', async () => {
    const missing = await app.inject({ method: 'GET', url: '/nowhere?x=1' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Not Found', message: 'No route for GET /nowhere' })

    const failed = await app.inject({ method: 'GET', url: '/boom' })
    expect(failed.statusCode).toBe(500)
    expect(failed.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    })
  })

  test('a path parameter without a params schema is refused when the route is added', () => {
    expect(() =>
      addRoute(Fastify(), { method: 'GET', url: '/v1/:chainId', handler: () => ({}) }),
    ).toThrow('Route GET /v1/:chainId has path parameters but no params schema')
  })
})
