/**
 * The HTTP side of the server's acceptance fuzz runs (the NFT market's, voting's): thousands of
 * malformed requests a few at a time over raw HTTP, every answer's status counted and every 5xx
 * kept, so a test can say none crashed and that the requests reached the checks.
 */
import { Agent, request as httpRequest } from 'node:http'

/** Requests per database target: FUZZ_REQUESTS, else `issueMinimum` (what the issue asks). */
export function fuzzRequestCount(issueMinimum: number): number {
  return Number(process.env.FUZZ_REQUESTS ?? issueMinimum)
}

/** FUZZ_SEED replays a run; otherwise each run draws new requests (the test's title names it). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

/** Requests in flight at once: enough to keep the server busy, few enough for a shared machine. */
const CONCURRENCY = 4

export type FuzzRequest = {
  /** Which rule the request breaks: the report names it. */
  kind: string
  method: string
  path: string
  body: { contentType?: string; text: string } | undefined
}

/** An answer of 500 or more, shortened for the report. */
export type FuzzOffender = {
  status: number
  method: string
  path: string
  kind: string
  answer: string
}

export type FuzzRun = {
  offenders: FuzzOffender[]
  /** How many answers had each status: proof the requests reach checks, not only 404s. */
  statuses: Map<number, number>
  /** Requests whose socket the server closed while they were still being written. */
  closedEarly: string[]
}

export type SendFuzzRequestsOptions<request> = {
  /** Names the run in FUZZ_VERBOSE's line of statuses (the database target). */
  label: string
  /** A request's own headers besides its body's content type (a session). */
  headersOf?: ((request: request) => Record<string, string>) | undefined
}

/** A raw HTTP/1.1 request: fetch refuses a body on GET, which is one of the things we send. */
function sendRaw(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/**
 * Sends every request to the server at `baseUrl`, a few at a time on one keep-alive agent.
 * Fastify answers an oversize body with 413 and closes the socket while the client still writes,
 * so the client may see a reset instead of the answer: such a request goes to `closedEarly`, not
 * to the offenders (the test's /health check proves the server lived through it).
 *
 * @example
 * const run = await sendFuzzRequests(server.url, requests, { label: target.title })
 * expect(run.offenders).toEqual([])
 */
export async function sendFuzzRequests<request extends FuzzRequest>(
  baseUrl: string,
  requests: readonly request[],
  { label, headersOf }: SendFuzzRequestsOptions<request>,
): Promise<FuzzRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const run: FuzzRun = { offenders: [], statuses: new Map(), closedEarly: [] }
  const send = async (request: request) => {
    const headers: Record<string, string> = { ...headersOf?.(request) }
    if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType
    let response: { status: number; text: string }
    try {
      response = await sendRaw(
        agent,
        `${baseUrl}${request.path}`,
        request.method,
        headers,
        request.body?.text,
      )
    } catch (error) {
      run.closedEarly.push(`${request.method} ${request.path.slice(0, 80)}: ${String(error)}`)
      return
    }
    run.statuses.set(response.status, (run.statuses.get(response.status) ?? 0) + 1)
    if (response.status < 500) return
    run.offenders.push({
      status: response.status,
      method: request.method,
      path: request.path.slice(0, 200),
      kind: request.kind,
      answer: response.text.slice(0, 300),
    })
  }
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as request
      await send(request)
    }
  }
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  } finally {
    agent.destroy()
  }
  if (process.env.FUZZ_VERBOSE) {
    process.stderr.write(`${label} ${JSON.stringify(Object.fromEntries(run.statuses))}\n`)
  }
  return run
}
