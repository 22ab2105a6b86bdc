import { afterEach, expect, test, vi } from 'vitest'
import { fetchTopPairs, fetchTransactions, isAddress } from '../info/queries'
import { decodeGraphqlAnswer, getGraphqlUrl, InfoApiError, requestGraphql } from './graphqlClient'

const endpoint = { apiUrl: 'http://127.0.0.1:4000/', chainId: 1337 }
const TOKEN0 = {
  id: '0x00000000000000000000000000000000000000aA',
  symbol: 'GHOST',
  name: 'Ghost',
  decimals: 18,
}
const TOKEN1 = {
  id: '0x00000000000000000000000000000000000000bb',
  symbol: 'USDT',
  name: 'Tether',
  decimals: '6',
}
const PAIR = {
  id: '0x00000000000000000000000000000000000000cc',
  token0: TOKEN0,
  token1: TOKEN1,
  reserve0: '1000.5',
  reserve1: '2000',
  reserveUSD: '4000.123456789012345678',
  volumeUSD: '0',
  token0Price: '0.5',
  token1Price: '2',
  txCount: '3',
}
const INDEXED = { indexedBlock: { number: '42', hash: `0x${'ab'.repeat(32)}` } }

function answer(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  )
}

afterEach(() => vi.unstubAllGlobals())

test('posts to /v1/{chainId}/graphql and decodes the rows and the indexed block', async () => {
  const fetchMock = answer({ data: { pairs: [PAIR] }, extensions: INDEXED })
  vi.stubGlobal('fetch', fetchMock)
  const result = await fetchTopPairs(endpoint, undefined)
  expect(fetchMock.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4000/v1/1337/graphql')
  expect(result.indexedBlock).toEqual({ number: 42n, hash: INDEXED.indexedBlock.hash })
  expect(result.data[0]).toMatchObject({
    id: '0x00000000000000000000000000000000000000cc',
    token0: { id: '0x00000000000000000000000000000000000000aa', decimals: 18 },
    token1: { decimals: 6 },
    reserveUSD: '4000.123456789012345678',
    txCount: 3n,
  })
})

test('a malformed answer is an InfoApiError naming the field, never a crash later', async () => {
  await expect(
    decodeThroughFetch({ data: { pairs: [{ ...PAIR, reserveUSD: 'lots' }] } }),
  ).rejects.toThrow(/data.pairs\[0\].reserveUSD: expected a decimal string, got 'lots'/)
  expect(() => decodeGraphqlAnswer('<html>', (value) => value)).toThrow(InfoApiError)
  expect(() =>
    decodeGraphqlAnswer({ data: null, extensions: { indexedBlock: 'x' } }, (value) => value),
  ).toThrow(/extensions.indexedBlock: expected an object/)
})

// a real request through the client on a stubbed fetch, decoded as the top-pairs query decodes
async function decodeThroughFetch(body: unknown) {
  vi.stubGlobal('fetch', answer(body))
  return fetchTopPairs(endpoint, undefined)
}

test('answers with a wrong shape reject with InfoApiError', async () => {
  await expect(decodeThroughFetch({ data: { pairs: [{ ...PAIR, id: 'nope' }] } })).rejects.toThrow(
    /data.pairs\[0\].id: expected an address/,
  )
  await expect(decodeThroughFetch({ data: { pairs: null } })).rejects.toBeInstanceOf(InfoApiError)
  await expect(
    decodeThroughFetch({ data: { pairs: [{ ...PAIR, txCount: 1.5 }] } }),
  ).rejects.toThrow(/txCount: expected an integer/)
})

test('GraphQL errors, HTTP errors and network failures reject with InfoApiError', async () => {
  vi.stubGlobal('fetch', answer({ errors: [{ message: 'Query cost 9000 exceeds 5000' }] }, 400))
  await expect(fetchTopPairs(endpoint, undefined)).rejects.toThrow('Query cost 9000 exceeds 5000')
  vi.stubGlobal('fetch', answer({ data: null, errors: [{ message: 'boom' }] }))
  await expect(fetchTopPairs(endpoint, undefined)).rejects.toThrow('boom')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Bad gateway', { status: 502 })),
  )
  await expect(fetchTopPairs(endpoint, undefined)).rejects.toThrow(/HTTP 502/)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
  await expect(fetchTopPairs(endpoint, undefined)).rejects.toThrow(/cannot be reached/)
})

test('no indexed block yet reads as null', async () => {
  vi.stubGlobal('fetch', answer({ data: { pairs: [] }, extensions: { indexedBlock: null } }))
  expect((await fetchTopPairs(endpoint, undefined)).indexedBlock).toBeNull()
})

test('swaps, adds and removes merge newest first, a swap showing the traded amounts', async () => {
  const event = (id: string, timestamp: string) => ({
    id,
    transactionHash: `0x${id.padStart(64, '0')}`,
    timestamp,
    amountUSD: '10.5',
    pair: { token0: TOKEN0, token1: TOKEN1 },
  })
  const fetchMock = answer({
    data: {
      swaps: [
        {
          ...event('1', '300'),
          amount0In: '2',
          amount1In: '0',
          amount0Out: '0',
          amount1Out: '3.9',
        },
      ],
      mints: [{ ...event('2', '500'), amount0: '1', amount1: '2' }],
      burns: [{ ...event('3', '100'), amount0: '1', amount1: '2' }],
    },
  })
  vi.stubGlobal('fetch', fetchMock)
  const pair = '0x00000000000000000000000000000000000000CC'
  const { data } = await fetchTransactions(endpoint, { pairs: [pair] })
  expect(data.map((row) => row.kind)).toEqual(['add', 'swap', 'remove'])
  expect(data[1]).toMatchObject({ amount0: '2', amount1: '3.9', timestamp: 300 })
  const init = fetchMock.mock.calls[0]?.[1] ?? {}
  const body = JSON.parse(String(init.body)) as { query: string }
  expect(body.query).toContain('pair_in: ["0x00000000000000000000000000000000000000cc"]')
})

test('only well-formed addresses are asked for', () => {
  expect(isAddress('0x00000000000000000000000000000000000000cc')).toBe(true)
  expect(isAddress('0x123')).toBe(false)
  expect(isAddress('0x00000000000000000000000000000000000000cc"}){')).toBe(false)
  expect(isAddress(undefined)).toBe(false)
  expect(getGraphqlUrl({ apiUrl: 'https://api.example', chainId: 56 })).toBe(
    'https://api.example/v1/56/graphql',
  )
})

test('requestGraphql passes the abort signal through', async () => {
  const fetchMock = answer({ data: 1 })
  vi.stubGlobal('fetch', fetchMock)
  const controller = new AbortController()
  await requestGraphql(endpoint, { query: '{a}', decode: (v) => v, signal: controller.signal })
  expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal)
})
