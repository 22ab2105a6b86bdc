/**
 * What reads and writes do with every kind of failure, on a stubbed fetch (the real server's
 * answers are in nftApi.integration.test.ts): reads log and answer their fallback, writes throw
 * one NftApiError with the server's message, and nothing crashes on a malformed answer.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  filterCollectionTokens,
  getAllOwnerTokens,
  getCollection,
  getCollectionTokens,
  getOwnerTokens,
  OWNER_TOKENS_MAX_PAGE_SIZE,
} from './collectionReads'
import { NftApiError } from './NftApiError'
import { createNftApiClient, type NftApiClient } from './nftApiClient'
import { createNftSessionStore } from './nftSessions'
import { getOrders } from './orders'
import { createTemplate } from './templates'
import { API_URL, COLLECTION, INDEXED_TO, TOKEN, TOKENS_PAGE } from './test/fixtures'
import { uploadImage } from './tokenData'
import { getUser } from './users'

const ACCOUNT = '0x00000000000000000000000000000000000000cc'
const TOKEN_TEXT = 'a'.repeat(43)

type Call = { url: string; init: RequestInit }
let calls: Call[]
let logged: unknown[][]

function serve(...answers: (Response | Error)[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      const answer = answers.shift()
      if (answer === undefined) throw new Error('no answer left')
      if (answer instanceof Error) throw answer
      return answer
    }),
  )
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function client(): NftApiClient {
  const sessions = createNftSessionStore({ key: 'test', storage: undefined })
  sessions.set({ token: TOKEN_TEXT, address: ACCOUNT, expiresAt: '2999-01-01T00:00:00.000Z' })
  return createNftApiClient({ apiUrl: `${API_URL}/`, chainId: 1337, account: ACCOUNT, sessions })
}

beforeEach(() => {
  calls = []
  logged = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('a read asks /v1/{chainId}/…, sends no token and decodes the answer', async () => {
  serve(json(TOKENS_PAGE))
  const page = await getCollectionTokens(client(), { address: COLLECTION, page: 2, size: 5 })
  expect(calls[0]?.url).toBe(`${API_URL}/v1/1337/collections/${COLLECTION}/tokens?page=2&size=5`)
  expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull()
  expect(page.data[0]?.name).toBe(TOKEN.name)
  expect(logged).toEqual([])
})

test('filter traits become repeated query keys; path segments are encoded', async () => {
  serve(json(TOKENS_PAGE))
  await filterCollectionTokens(client(), {
    address: 'a/../b',
    traits: { Background: ['Mist', 'Fog'], 'Eye colour': 'red&blue' },
  })
  expect(calls[0]?.url).toBe(
    `${API_URL}/v1/1337/collections/a%2F..%2Fb/filter?Background=Mist&Background=Fog&Eye+colour=red%26blue`,
  )
})

test.each([
  ['the API is down', () => new TypeError('fetch failed'), 0],
  [
    'a 500 with our error body',
    () => json({ error: 'Internal Server Error', message: 'x' }, 500),
    500,
  ],
  [
    'a 502 HTML page from a proxy',
    () => new Response('<html>Bad gateway</html>', { status: 502 }),
    502,
  ],
  ['a 200 that is not JSON', () => new Response('<html>', { status: 200 }), 200],
  [
    'a 200 with a malformed token',
    () => json({ ...TOKENS_PAGE, data: [{ ...TOKEN, tokenId: 7 }] }),
    200,
  ],
  ['a 200 with null', () => json(null), 200],
] as const)(
  'a token page read survives %s: empty page, spec text logged',
  async (_, answer, status) => {
    serve(answer())
    const page = await getCollectionTokens(client(), { address: COLLECTION })
    expect(page).toEqual({
      data: [],
      total: 0,
      page: 1,
      size: 100,
      indexedTo: null,
      attributesDistribution: {},
    })
    expect(logged).toHaveLength(1)
    expect(logged[0]?.[0]).toBe('Failed to fetch collection NFTs')
    expect(logged[0]?.[1]).toBeInstanceOf(NftApiError)
    expect(logged[0]?.[1]).toMatchObject({ status })
  },
)

test('other reads answer null, an empty list or an empty map', async () => {
  serve(json({ data: 'x' }), json({ data: [{}] }), json({ data: [], indexedTo: 'x' }))
  expect(await getCollection(client(), { address: COLLECTION })).toBeNull()
  expect(
    await getOrders(client(), { uid: `0x${'01'.repeat(32)}`, collection: COLLECTION }),
  ).toEqual({
    data: [],
    indexedTo: null,
  })
  expect(await getOwnerTokens(client(), { account: ACCOUNT })).toEqual({
    data: {},
    total: 0,
    page: 1,
    size: 100,
    indexedTo: null,
  })
  expect(logged.map((entry) => entry[0])).toEqual([
    `Failed to fetch collection ${COLLECTION}`,
    `Failed to fetch the orders of 0x${'01'.repeat(32)}`,
    `Failed to fetch the NFTs of ${ACCOUNT}`,
  ])
})

test('every owned token: the ownertokens pages at the largest size, as many as total asks', async () => {
  const owned = (tokenId: number) => ({
    tokenId: String(tokenId),
    collectionAddress: COLLECTION,
    collection: { address: COLLECTION },
    nftLocation: 'In Wallet',
    onOrder: 0,
  })
  const ownerPage = (page: number, tokenIds: number[]) =>
    json({
      data: Object.fromEntries(tokenIds.map((id) => [`${COLLECTION}-${id}`, owned(id)])),
      total: 2001,
      page,
      size: OWNER_TOKENS_MAX_PAGE_SIZE,
      indexedTo: INDEXED_TO,
    })
  serve(ownerPage(1, [1, 2]), ownerPage(2, [3]), ownerPage(3, [4]))
  const all = await getAllOwnerTokens(client(), { account: ACCOUNT })
  expect(calls.map((call) => new URL(call.url).search)).toEqual([
    `?account=${ACCOUNT}&page=1&size=1000`,
    `?account=${ACCOUNT}&page=2&size=1000`,
    `?account=${ACCOUNT}&page=3&size=1000`,
  ])
  expect(Object.values(all.data).map((token) => token.tokenId)).toEqual(['1', '2', '3', '4'])
  expect(all).toMatchObject({ total: 2001, page: 1, indexedTo: INDEXED_TO })

  // A page that fails ends the walk with what was read (the failure logged).
  calls = []
  serve(ownerPage(1, [1]), json({ error: 'Internal Server Error', message: 'x' }, 500))
  const partial = await getAllOwnerTokens(client(), { account: ACCOUNT })
  expect(calls).toHaveLength(2)
  expect(Object.keys(partial.data)).toEqual([`${COLLECTION}-1`])
  expect(logged.map((entry) => entry[0])).toEqual([`Failed to fetch the NFTs of ${ACCOUNT}`])
})

test('a wallet without a username is null and not a logged failure', async () => {
  serve(json({ error: 'Not Found', message: `No username for ${ACCOUNT}` }, 404))
  expect(await getUser(client(), { address: ACCOUNT.toUpperCase().replace('0X', '0x') })).toBeNull()
  expect(calls[0]?.url).toBe(`${API_URL}/api/users/${ACCOUNT}`)
  expect(logged).toEqual([])
})

test('an aborted read answers its fallback without logging', async () => {
  const controller = new AbortController()
  controller.abort()
  serve(new DOMException('aborted', 'AbortError'))
  const page = await getCollectionTokens(client(), {
    address: COLLECTION,
    signal: controller.signal,
  })
  expect(page.data).toEqual([])
  expect(logged).toEqual([])
})

const TEMPLATE = { name: 'T', data: { name: 'N', description: '', attributes: [] } }

test('a write sends the session token and JSON, and decodes the answer', async () => {
  const template = {
    id: 'b1c1b0b4-7d0e-4a36-9f5e-0a3b2c1d4e5f',
    author: ACCOUNT,
    name: 'T',
    data: TEMPLATE.data,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  }
  serve(json({ data: template, indexedTo: INDEXED_TO }, 201))
  const created = await createTemplate(client(), TEMPLATE)
  expect(created.data).toEqual(template)
  const headers = new Headers(calls[0]?.init.headers)
  expect(headers.get('authorization')).toBe(`Bearer ${TOKEN_TEXT}`)
  expect(headers.get('content-type')).toBe('application/json')
  expect(calls[0]?.init.method).toBe('POST')
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual(TEMPLATE)
})

test('a refused write throws the server message with its status and issues', async () => {
  const issues = [{ in: 'body', path: ['name'], code: 'too_small', message: 'Too small' }]
  serve(json({ error: 'Bad Request', message: 'Invalid body', issues }, 400))
  const error = await createTemplate(client(), TEMPLATE).catch((failure: unknown) => failure)
  expect(error).toBeInstanceOf(NftApiError)
  expect({
    ...(error as NftApiError),
    message: (error as NftApiError).message,
  }).toMatchInlineSnapshot(`
    {
      "issues": [
        {
          "code": "too_small",
          "in": "body",
          "message": "Too small",
          "path": [
            "name",
          ],
        },
      ],
      "message": "Invalid body",
      "name": "NftApiError",
      "status": 400,
    }
  `)
})

test('writes that cannot be read throw an NftApiError too, never something else', async () => {
  serve(
    new TypeError('fetch failed'),
    new Response('<html>', { status: 502 }),
    json({ data: { id: 1 }, indexedTo: null }, 201),
  )
  const messages = []
  for (let index = 0; index < 3; index++) {
    const error = await createTemplate(client(), TEMPLATE).catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(NftApiError)
    messages.push(`${(error as NftApiError).status} ${(error as NftApiError).message}`)
  }
  expect(messages).toMatchInlineSnapshot(`
    [
      "0 The NFT market API cannot be reached. Try again later.",
      "502 The NFT market API answered HTTP 502 without JSON.",
      "201 The NFT market API sent an unexpected answer: data.id: expected a string, got number.",
    ]
  `)
  expect(logged).toEqual([])
})

test('a 401 to a write drops the session: the next write carries no token', async () => {
  const api = client()
  serve(
    json(
      { error: 'Unauthorized', message: 'Your session has expired or was ended; sign in again.' },
      401,
    ),
    json({ error: 'Unauthorized', message: 'Sign in with your wallet first.' }, 401),
  )
  await expect(createTemplate(api, TEMPLATE)).rejects.toMatchObject({ status: 401 })
  expect(api.sessions.get(ACCOUNT)).toBeUndefined()
  await expect(createTemplate(api, TEMPLATE)).rejects.toMatchObject({
    message: 'Sign in with your wallet first.',
  })
  expect(new Headers(calls[1]?.init.headers).get('authorization')).toBeNull()
})

test('an upload is multipart with the image in the field `file`, answered with absolute URLs', async () => {
  const cid = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'
  serve(
    json(
      {
        cid,
        image: `/ipfs/${cid}`,
        filetype: 'image/png',
        thumbnail: { cid, image: `/ipfs/${cid}` },
        width: 2,
        height: 1,
      },
      201,
    ),
  )
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
  const upload = await uploadImage(client(), {
    product: 'nft',
    file: new Blob([bytes], { type: 'image/png' }),
    fileName: 'ghost.png',
  })
  expect(calls[0]?.url).toBe(`${API_URL}/v1/1337/nft/upload`)
  const body = calls[0]?.init.body
  if (!(body instanceof FormData)) throw new Error('expected a FormData body')
  const file = body.get('file')
  if (!(file instanceof Blob)) throw new Error('expected a file part')
  expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  expect(new Headers(calls[0]?.init.headers).get('content-type')).toBeNull()
  expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe(`Bearer ${TOKEN_TEXT}`)
  expect(upload.image).toBe(`${API_URL}/ipfs/${cid}`)
  expect(upload.thumbnail.image).toBe(`${API_URL}/ipfs/${cid}`)
})
