/** Fetching lists from a real local HTTP server (no mocked fetch). */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fetchTokenList } from './fetchTokenList'
import { resolveEnsContenthash } from './resolveEnsContenthash'

const token = {
  chainId: 1337,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Deep Token',
  symbol: 'DEEP',
  decimals: 18,
}
const validList = {
  name: 'Ghost Test List',
  timestamp: '2024-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [token],
}
const routes: Record<string, { status: number; body: string }> = {
  '/valid.json': { status: 200, body: JSON.stringify(validList) },
  '/invalid.json': {
    status: 200,
    body: JSON.stringify({
      ...validList,
      version: { major: 1 },
      tokens: [{ ...token, decimals: 300 }],
    }),
  },
  '/duplicate.json': {
    status: 200,
    body: JSON.stringify({ ...validList, tokens: [token, token] }),
  },
  '/broken.json': { status: 200, body: '{ not json' },
  '/missing.json': { status: 404, body: 'not found' },
}

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? '']
    response.writeHead(route?.status ?? 404, { 'content-type': 'application/json' })
    response.end(route?.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const noEns = (ensName: string) =>
  resolveEnsContenthash({ client: undefined, chainId: 1337, ensName })

const load = (listUrl: string) => fetchTokenList({ listUrl, resolveEnsContenthash: noEns })

test('a valid list over http, asked for over http as typed', async () => {
  const list = await load(`${base}/valid.json`)
  expect(list.name).toBe('Ghost Test List')
  expect(list.tokens.map((t) => t.symbol)).toEqual(['DEEP'])
})

test('a list failing the schema is refused with every problem named', async () => {
  await expect(load(`${base}/invalid.json`)).rejects.toMatchObject({
    shortMessage:
      "Token list failed validation: /version must have required property 'minor'; /version must have required property 'patch'; /tokens/0/decimals must be <= 255",
  })
})

test('duplicates, broken JSON, 404, unknown protocols', async () => {
  await expect(load(`${base}/duplicate.json`)).rejects.toMatchObject({
    shortMessage: 'Duplicate tokens.',
  })
  await expect(load(`${base}/broken.json`)).rejects.toMatchObject({
    shortMessage: `Failed to download list ${base}/broken.json`,
  })
  await expect(load(`${base}/missing.json`)).rejects.toMatchObject({
    shortMessage: `Failed to download list ${base}/missing.json`,
  })
  await expect(load('ftp://lists.example/list.json')).rejects.toMatchObject({
    shortMessage: 'Unrecognized list URL protocol.',
  })
})

test('an ENS name off mainnet: Could not construct mainnet ENS resolver', async () => {
  await expect(load('tokens.ghost.eth')).rejects.toMatchObject({
    shortMessage: 'Could not construct mainnet ENS resolver',
  })
})

test('an ENS name whose lookup fails, or whose contenthash is not IPFS', async () => {
  await expect(
    fetchTokenList({
      listUrl: 'tokens.ghost.eth',
      resolveEnsContenthash: async () => {
        throw new Error('no resolver')
      },
    }),
  ).rejects.toMatchObject({ shortMessage: 'Failed to resolve ENS name: tokens.ghost.eth' })
  await expect(
    fetchTokenList({ listUrl: 'tokens.ghost.eth', resolveEnsContenthash: async () => '0xe40101' }),
  ).rejects.toMatchObject({
    shortMessage: 'Failed to translate contenthash to URI: 0xe40101',
  })
})
