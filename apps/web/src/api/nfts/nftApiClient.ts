/**
 * The one place the web app talks to the NFT market API (`/v1/{chainId}/…`) and the profile
 * service (`/api/…`). Every answer is decoded. Reads never throw (spec §7: "Failed API calls are
 * logged with no user message and return null, empty list or empty object"); writes throw one
 * `NftApiError` carrying the server's message, which the screens show.
 */
import type { ApiErrorBody } from '@ghost/sdk'
import { DecodeError, type Decoder } from '../decode'
import { NftApiError } from './NftApiError'
import { createNftApiDecoders, type NftApiDecoders } from './nftApiDecoders'
import type { NftSessionStore } from './nftSessions'

export type NftApiClient = {
  /** The API's base URL without a trailing slash. */
  apiUrl: string
  chainId: number
  /** The connected wallet: writes carry its session token. Undefined when none is connected. */
  account: string | undefined
  sessions: NftSessionStore
  decoders: NftApiDecoders
}

export type CreateNftApiClientParameters = {
  apiUrl: string
  chainId: number
  account?: string | undefined
  sessions: NftSessionStore
}

export function createNftApiClient({
  apiUrl,
  chainId,
  account,
  sessions,
}: CreateNftApiClientParameters): NftApiClient {
  const base = apiUrl.replace(/\/+$/, '')
  return { apiUrl: base, chainId, account, sessions, decoders: createNftApiDecoders(base) }
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

export type NftApiRequest<Answer> = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** From the API root, e.g. `/api/users/0x…`; see `marketPath` for `/v1/{chainId}/…`. */
  path: string
  query?: Record<string, QueryValue> | undefined
  /** A JSON body. */
  json?: unknown
  /** A multipart body (uploads). */
  form?: FormData | undefined
  decode: Decoder<Answer>
  /** Send the connected account's session token (writes, and reads of the session). */
  auth?: boolean | undefined
  /** A token to send instead of the account's (logout of a dropped session). */
  token?: string | undefined
  signal?: AbortSignal | undefined
}

/** The last parameter of the API's reads: a query's signal, so a dropped query stops its fetch. */
export type NftApiReadOptions = { signal?: AbortSignal | undefined }

/** `/v1/{chainId}/` + the segments, each URL-encoded. */
export function marketPath(client: NftApiClient, ...segments: string[]): string {
  return `/v1/${client.chainId}/${segments.map(encodeURIComponent).join('/')}`
}

/** `marketPath` below one area's root segments (`areaPath('ifo')`): an area client's routes. */
export function areaPath(
  ...root: string[]
): (client: NftApiClient, ...segments: string[]) => string {
  return (client, ...segments) => marketPath(client, ...root, ...segments)
}

/** What a caller asks of a list the API pages by cursor. */
export type CursorPageQuery = {
  limit?: number | undefined
  /** The previous page's `nextCursor`; the first page without it. */
  cursor?: string | undefined
}

export function nftApiUrl(
  client: NftApiClient,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const entry of values) search.append(key, String(entry))
  }
  const text = search.toString()
  return `${client.apiUrl}${path}${text ? `?${text}` : ''}`
}

function errorBody(body: unknown): ApiErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { error, message, issues } = body as Record<string, unknown>
  if (typeof message !== 'string' || typeof error !== 'string') return undefined
  return Array.isArray(issues)
    ? { error, message, issues: issues as ApiErrorBody['issues'] }
    : { error, message }
}

/**
 * Sends one request and decodes its answer; every failure is an `NftApiError`. A 401 to a request
 * that carried the account's token drops that session, so the UI asks to sign in again.
 */
export async function sendNftApi<Answer>(
  client: NftApiClient,
  request: NftApiRequest<Answer>,
): Promise<Answer> {
  const session = request.auth && client.account ? client.sessions.get(client.account) : undefined
  const token = request.token ?? session?.token
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (request.json !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(nftApiUrl(client, request.path, request.query), {
      method: request.method,
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : (request.form ?? null),
      signal: request.signal ?? null,
    })
  } catch (error) {
    throw new NftApiError(0, 'The NFT market API cannot be reached. Try again later.', {
      cause: error,
    })
  }
  let body: unknown
  try {
    body = response.status === 204 ? null : await response.json()
  } catch (error) {
    throw new NftApiError(
      response.status,
      `The NFT market API answered HTTP ${response.status} without JSON.`,
      { cause: error },
    )
  }
  if (!response.ok) {
    if (response.status === 401 && session && client.account) client.sessions.drop(client.account)
    const failure = errorBody(body)
    throw new NftApiError(
      response.status,
      failure?.message ?? `The NFT market API answered HTTP ${response.status}.`,
      { issues: failure?.issues },
    )
  }
  try {
    return request.decode(body, '')
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    throw new NftApiError(
      response.status,
      `The NFT market API sent an unexpected answer: ${error.message}.`,
      { cause: error },
    )
  }
}

/**
 * A GET whose failure reaches the caller as its `NftApiError` (the indexes' reads: sales, rounds,
 * proposals), unlike `readNftApi`'s logged fallback: those screens show their own error state.
 */
export function getNftApi<Answer>(
  client: NftApiClient,
  path: string,
  decode: Decoder<Answer>,
  { query, signal }: NftApiReadOptions & { query?: Record<string, QueryValue> | undefined } = {},
): Promise<Answer> {
  return sendNftApi(client, { method: 'GET', path, query, decode, signal })
}

/** null for the API's 404 (something the index does not know); other failures throw. */
export async function nullIfNotFound<Answer>(read: Promise<Answer>): Promise<Answer | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof NftApiError && error.status === 404) return null
    throw error
  }
}

export type ReadFallback<Answer> = {
  /** What the read answers when it fails (null, an empty list, an empty object). */
  fallback: Answer
  /** What is logged; the spec's text where it has one. */
  failure: string
  /** Statuses that mean "nothing there" rather than a failure: answered with the fallback, not logged. */
  quiet?: readonly number[]
}

/** A read: the decoded answer, or (logged) the fallback. Never throws. */
export async function readNftApi<Answer, Fallback>(
  client: NftApiClient,
  request: NftApiRequest<Answer>,
  { fallback, failure, quiet = [] }: ReadFallback<Fallback>,
): Promise<Answer | Fallback> {
  try {
    return await sendNftApi(client, request)
  } catch (error) {
    const aborted = request.signal?.aborted === true
    const expected = error instanceof NftApiError && quiet.includes(error.status)
    if (!aborted && !expected) console.error(failure, error)
    return fallback
  }
}
