import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { loadConfig } from '../../config'
import { createServer } from '../../createServer'
import type { SetUpIndexedScenarioReturnType } from './indexedScenario'

export type ServedIndex = {
  /** The server over the indexed database (use it in tests, not before). */
  readonly app: FastifyInstance
  /** A GET answered by the server: its status and its JSON body (a type the test states). */
  get<body = unknown>(url: string): Promise<{ status: number; body: body }>
}

/**
 * Registers, in the current describe block after setUpIndexedScenario, the hooks that serve its
 * database with a whole server (silent logs) and close it afterwards.
 */
export function serveIndexedScenario(indexed: SetUpIndexedScenarioReturnType): ServedIndex {
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    app = await createServer({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: indexed.database,
    })
  })
  afterAll(async () => {
    await app?.close()
  })
  const served = (): FastifyInstance => {
    if (!app) throw new Error('the indexed scenario is served in beforeAll: read it inside a test')
    return app
  }
  return {
    get app() {
      return served()
    },
    async get<body = unknown>(url: string) {
      const response = await served().inject({ method: 'GET', url })
      return { status: response.statusCode, body: response.json() as body }
    },
  }
}
