/**
 * A real HTTP server on a free local port that answers what a test's `route` returns: the
 * screens and the client then go through fetch, status codes and JSON parsing exactly as against
 * the Ghost server, and only the answers are the test's. Every request is recorded. Close it
 * with `close()`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createNftApiClient, type NftApiClient } from '../nfts/nftApiClient'
import { createNftSessionStore } from '../nfts/nftSessions'

export type FixtureAnswer =
  /** A JSON body (status 200 unless given). */
  | { status?: number; json: unknown }
  /** A raw body, for answers that are not JSON. */
  | { status?: number; text: string }

/** A request's method and body (text, empty without one), for routes that answer writes. */
export type FixtureRequest = { method: string; body: string }

/** The answer to a request, undefined for a 404 with the server's error body. */
export type FixtureRoute = (
  url: URL,
  request: FixtureRequest,
) => FixtureAnswer | undefined | Promise<FixtureAnswer | undefined>

export type FixtureServer = {
  /** The API's base URL (no trailing slash). */
  url: string
  /** Every request's URL, in order. */
  requests: URL[]
  close(): Promise<void>
}

export async function serveFixtureApi(route: FixtureRoute): Promise<FixtureServer> {
  const requests: URL[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    const read = new Promise<FixtureRequest>((resolve) =>
      request.on('end', () =>
        resolve({ method: request.method ?? 'GET', body: Buffer.concat(chunks).toString('utf8') }),
      ),
    )
    void read
      .then((sent) => route(url, sent))
      .then(
        (answer) => {
          const status = answer?.status ?? (answer ? 200 : 404)
          const body =
            answer === undefined
              ? JSON.stringify({ error: 'NOT_FOUND', message: `No route ${url.pathname}` })
              : 'json' in answer
                ? JSON.stringify(answer.json)
                : answer.text
          // any origin: a page served by a dev server may read it too
          response.writeHead(status, {
            'content-type': 'application/json',
            'access-control-allow-origin': '*',
          })
          response.end(body)
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ error: 'FIXTURE', message: String(error) }))
        },
      )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/**
 * What a test sets for one path and query: an answer; answers served one per request, the last
 * repeated; or a function, for an answer the test holds back until it lets it go.
 */
export type PathAnswer = FixtureAnswer | FixtureAnswer[] | (() => Promise<FixtureAnswer>)

/**
 * A route that answers from `answers` by path and query (`/v1/1337/ifo/offerings?limit=20`), which
 * the test fills and clears; a request it has nothing for is a 404.
 */
export function answerByPath(answers: ReadonlyMap<string, PathAnswer>): FixtureRoute {
  return (url) => {
    const answer = answers.get(`${url.pathname}${url.search}`)
    if (typeof answer === 'function') return answer()
    if (Array.isArray(answer)) return answer.length > 1 ? answer.shift() : answer[0]
    return answer
  }
}

/** A client of the fixture server as chain 1337's API, with no wallet and no stored session. */
export function fixtureApiClient(server: FixtureServer): NftApiClient {
  return createNftApiClient({
    apiUrl: server.url,
    chainId: 1337,
    sessions: createNftSessionStore({ key: 'test', storage: undefined }),
  })
}
