/**
 * POSTs a query to the server's GraphQL endpoint of one chain (`/v1/{chainId}/graphql`) and
 * decodes the answer. Every failure (network, HTTP status, GraphQL `errors`, a malformed body)
 * throws an `InfoApiError`, so screens have one thing to catch and show 'Error fetching data'.
 */
import { DecodeError, type Decoder, integer, nullable, object, record, text } from '../decode'

export class InfoApiError extends Error {
  override name = 'InfoApiError'
}

/** The last block whose events the answer includes (the server's checkpoint). */
export type IndexedBlock = { number: bigint; hash: string }

export type GraphqlAnswer<Data> = {
  data: Data
  /** null while the indexer has not stored any block yet. */
  indexedBlock: IndexedBlock | null
}

export type GraphqlEndpoint = { apiUrl: string; chainId: number }

export type GraphqlRequest<Data> = {
  query: string
  variables?: Record<string, unknown>
  decode: Decoder<Data>
  signal?: AbortSignal | undefined
}

const decodeIndexedBlock = nullable(object<IndexedBlock>({ number: integer, hash: text }))

export function getGraphqlUrl({ apiUrl, chainId }: GraphqlEndpoint): string {
  return `${apiUrl.replace(/\/+$/, '')}/v1/${chainId}/graphql`
}

function firstErrorMessage(body: Record<string, unknown>): string | undefined {
  const errors = body.errors
  if (!Array.isArray(errors) || errors.length === 0) return undefined
  const first: unknown = errors[0]
  const message =
    typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : first
  return typeof message === 'string' ? message : 'GraphQL error'
}

/** The decoded `data` and the indexed block of one answer; throws `InfoApiError`. */
export function decodeGraphqlAnswer<Data>(
  body: unknown,
  decode: Decoder<Data>,
): GraphqlAnswer<Data> {
  try {
    const answer = record(body, '')
    const error = firstErrorMessage(answer)
    if (error) throw new InfoApiError(error)
    const extensions =
      answer.extensions === undefined ? {} : record(answer.extensions, 'extensions')
    return {
      data: decode(answer.data, 'data'),
      indexedBlock: decodeIndexedBlock(extensions.indexedBlock, 'extensions.indexedBlock'),
    }
  } catch (error) {
    if (error instanceof DecodeError) throw new InfoApiError(error.message, { cause: error })
    throw error
  }
}

export async function requestGraphql<Data>(
  endpoint: GraphqlEndpoint,
  { query, variables, decode, signal }: GraphqlRequest<Data>,
): Promise<GraphqlAnswer<Data>> {
  let response: Response
  try {
    response = await fetch(getGraphqlUrl(endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: signal ?? null,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new InfoApiError('The info API cannot be reached', { cause: error })
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new InfoApiError(`The info API answered HTTP ${response.status} without JSON`, {
      cause: error,
    })
  }
  // a 400 still carries GraphQL `errors` with the reason: prefer it to the bare status
  if (!response.ok) {
    const reason =
      typeof body === 'object' && body !== null
        ? firstErrorMessage(body as Record<string, unknown>)
        : undefined
    throw new InfoApiError(reason ?? `The info API answered HTTP ${response.status}`)
  }
  return decodeGraphqlAnswer(body, decode)
}
