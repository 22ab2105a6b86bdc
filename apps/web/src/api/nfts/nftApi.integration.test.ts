// @vitest-environment node
/**
 * The client against the real server (@ghost/server/testing: Anvil with the Ghost world, a
 * PGlite database, real HTTP): SIWE sign-in with a dev account's real signature, reads, a
 * template written and listed, and the server's refusals arriving as `NftApiError`s carrying the
 * server's message. One database target: the client does not see which one the server uses
 * (the server's own tests run both).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccount } from '@ghost/contracts/anvil'
import {
  type MarketChain,
  type MarketServer,
  startMarketChain,
  startMarketServer,
  TEST_WEB_ORIGIN,
} from '@ghost/server/testing'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getCollection, getCollections, getCollectionTokens, getToken } from './collectionReads'
import { NftApiError } from './NftApiError'
import { createNftApiClient, type NftApiClient } from './nftApiClient'
import { createNftSessionStore } from './nftSessions'
import { getSession, signIn, signOut } from './signIn'
import { createTemplate, getTemplates, updateTemplate } from './templates'
import { loadUsername } from './usernameBatcher'

const creator = devAccount(1)
const stranger = devAccount(2)

let chain: MarketChain
let server: MarketServer
let dataRoot: string

beforeAll(async () => {
  chain = await startMarketChain()
  dataRoot = mkdtempSync(join(tmpdir(), 'ghost-web-api-'))
  server = await startMarketServer(chain, { kind: 'pglite', dataDir: join(dataRoot, 'db') })
  await server.synced()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await chain?.stop()
  if (dataRoot) rmSync(dataRoot, { recursive: true, force: true })
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The dev account's personal_sign, as a wallet would answer it. */
function walletOf(account: ReturnType<typeof devAccount>) {
  return ({ message }: { message: string }) => {
    if (!account.signMessage) throw new Error('a dev account can sign')
    return account.signMessage({ message })
  }
}

function clientFor(account: string | undefined, apiUrl = server.url): NftApiClient {
  return createNftApiClient({
    apiUrl,
    chainId: chain.manifest.chainId,
    account,
    sessions: createNftSessionStore({ key: 'test', storage: undefined }),
  })
}

async function signedIn(account = creator): Promise<NftApiClient> {
  const client = clientFor(account.address)
  await signIn(client, {
    address: account.address,
    signMessage: walletOf(account),
    origin: TEST_WEB_ORIGIN,
  })
  return client
}

const TEMPLATE = {
  name: 'Ghost portrait',
  data: {
    name: 'Portrait',
    description: 'A ghost, framed.',
    attributes: [
      { traitType: 'Background', value: 'Mist', displayType: null },
      { traitType: 'Level', value: 3, displayType: 'number' },
    ],
  },
}

describe('sign-in', () => {
  test('a SIWE message signed by the wallet opens a session the server knows', async () => {
    const client = await signedIn()
    const session = client.sessions.get(creator.address)
    expect(session?.address).toBe(creator.address.toLowerCase())
    expect(session?.token).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
    const info = await getSession(client)
    expect(info?.address).toBe(creator.address.toLowerCase())
    // the message asked 24 h at most; the server's session ends no later
    expect(Date.parse(info?.expiresAt ?? '')).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)
  })

  test('signing out ends the session on the server too', async () => {
    const client = await signedIn()
    const token = client.sessions.get(creator.address)?.token
    await signOut(client, { address: creator.address })
    expect(client.sessions.get(creator.address)).toBeUndefined()
    const check = await server.request('GET', '/api/auth/session', { token })
    expect(check.status).toBe(401)
  })

  test('a message signed by another wallet is refused with the server message', async () => {
    const client = clientFor(creator.address)
    const refused = signIn(client, {
      address: creator.address,
      signMessage: walletOf(stranger),
      origin: TEST_WEB_ORIGIN,
    })
    await expect(refused).rejects.toBeInstanceOf(NftApiError)
    await expect(refused).rejects.toMatchObject({
      status: 401,
      message: 'Sign-in refused: the signature is not from the address in the message.',
    })
    expect(client.sessions.get(creator.address)).toBeUndefined()
  })
})

describe('reads', () => {
  // GET /collections is the api-reads branch's: this case fails until that branch is merged
  test('collections include the deployed Ghost Squad', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await getCollections(clientFor(undefined))
    expect(error).not.toHaveBeenCalled()
    const squad = page.data.find(
      (collection) => collection.address === chain.world.squad.toLowerCase(),
    )
    expect(squad).toMatchObject({ name: 'Ghost Squad', onChain: true })
    expect(page).toMatchObject({ page: 1, size: 100 })
    expect(page.indexedTo?.blockNumber).toBeGreaterThan(0)
  })

  test('an API that fails gives an empty page and logs the spec text, never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    // a real server that answers 404 (no such routes under this prefix)
    const broken = clientFor(undefined, `${server.url}/not-the-api`)
    const tokens = await getCollectionTokens(broken, { address: chain.world.squad, page: 2 })
    expect(tokens).toEqual({
      data: [],
      total: 0,
      page: 2,
      size: 100,
      indexedTo: null,
      attributesDistribution: {},
    })
    expect(error.mock.calls[0]?.[0]).toBe('Failed to fetch collection NFTs')
    expect(error.mock.calls[0]?.[1]).toMatchObject({ status: 404 })
  })
})

describe('not there', () => {
  test('a collection or a token that is not there is null, without a failed request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const statuses: number[] = []
    const fetched = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await fetched(input, init)
      if (String(input).startsWith(server.url)) statuses.push(response.status)
      return response
    })
    const client = clientFor(undefined)
    expect(await getCollection(client, { address: `0x${'ab'.repeat(20)}` })).toBeNull()
    expect(await getToken(client, { collection: chain.world.squad, tokenId: 999_999n })).toBeNull()
    const squad = await getCollection(client, { address: chain.world.squad })
    expect(squad?.data).toMatchObject({ name: 'Ghost Squad' })
    expect(statuses).toEqual([200, 200, 200])
    expect(error).not.toHaveBeenCalled()
  })
})

describe('usernames', () => {
  test('wallets without a username are answered in one request, without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    const fetched = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await fetched(input, init)
      // the indexer in this process fetches from the chain too: only the API's answers count
      const url = String(input)
      if (url.startsWith(server.url))
        seen.push(`${response.status} ${url.slice(server.url.length)}`)
      return response
    })
    const client = clientFor(undefined)
    const answers = await Promise.all(
      [creator, stranger, creator].map((account) => loadUsername(client, account.address)),
    )
    expect(answers).toEqual([null, null, null])
    const asked = [creator, stranger].map((account) => account.address.toLowerCase()).join('%2C')
    expect(seen).toEqual([`200 /api/users?addresses=${asked}`])
    expect(error).not.toHaveBeenCalled()
  })
})

describe('templates', () => {
  test('a signed-in wallet creates a template and finds it in its list', async () => {
    const client = await signedIn()
    const created = await createTemplate(client, TEMPLATE)
    expect(created.data).toMatchObject({
      author: creator.address.toLowerCase(),
      name: TEMPLATE.name,
      data: TEMPLATE.data,
    })
    const listed = await getTemplates(client, { author: creator.address })
    expect(listed.data.map((template) => template.id)).toContain(created.data.id)
    expect(listed).toMatchObject({ page: 1, size: 10 })
  })

  test('only the author changes a template; another wallet gets the server’s 403', async () => {
    const author = await signedIn()
    const { data } = await createTemplate(author, TEMPLATE)
    const other = await signedIn(stranger)
    const refused = await updateTemplate(other, { id: data.id, name: 'Mine now' }).catch(
      (failure: unknown) => failure,
    )
    expect(refused).toBeInstanceOf(NftApiError)
    expect(refused).toMatchObject({ status: 403 })
    const renamed = await updateTemplate(author, { id: data.id, name: 'Ghost portrait II' })
    expect(renamed.data).toMatchObject({
      id: data.id,
      name: 'Ghost portrait II',
      data: TEMPLATE.data,
    })
  })

  test('without a session the write is refused with the server message', async () => {
    const refused = createTemplate(clientFor(creator.address), TEMPLATE)
    await expect(refused).rejects.toBeInstanceOf(NftApiError)
    await expect(
      refused.catch((error: NftApiError) => ({ ...error, message: error.message })),
    ).resolves.toMatchInlineSnapshot(`
      {
        "issues": [],
        "message": "Sign in with your wallet first: send Authorization: Bearer <token> from POST /api/auth/login.",
        "name": "NftApiError",
        "status": 401,
      }
    `)
  })

  test('a 401 to a write drops the session so the UI asks to sign in again', async () => {
    const client = await signedIn()
    const token = client.sessions.get(creator.address)?.token
    // the session ends elsewhere (another tab logged out)
    expect((await server.request('POST', '/api/auth/logout', { token })).status).toBe(204)
    await expect(createTemplate(client, TEMPLATE)).rejects.toMatchObject({
      status: 401,
      message: 'Your session has expired or was ended; sign in again.',
    })
    expect(client.sessions.get(creator.address)).toBeUndefined()
  })

  test('a malformed body is a 400 whose issues say which field', async () => {
    const client = await signedIn()
    const refused = createTemplate(client, { ...TEMPLATE, name: '' })
    await expect(refused).rejects.toMatchObject({ status: 400 })
    const error = await refused.catch((failure: unknown) => failure)
    if (!(error instanceof NftApiError)) throw new Error('expected an NftApiError')
    expect(error.issues.map((issue) => issue.path.join('.'))).toContain('name')
  })
})
