import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createFileStore, JSON_TYPE, OCTET_STREAM, SVG } from '@ghost/files'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config'
import { createServer } from '../createServer'
import { migrateToLatest } from '../db/migrate'
import { type OpenedDatabase, openDatabase } from '../db/openDatabase'
import { FILE_CSP, IMMUTABLE_CACHE } from './ipfsRoute'

let root: string
let database: OpenedDatabase
let app: FastifyInstance
const stored: Record<'png' | 'svg' | 'json' | 'bin', { cid: string; bytes: Uint8Array }> = {
  png: { cid: '', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]) },
  svg: {
    cid: '',
    bytes: new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
  },
  json: { cid: '', bytes: new TextEncoder().encode('{"name":"Ghost #1"}') },
  bin: { cid: '', bytes: Uint8Array.from([0, 1, 2, 3]) },
}
const ABSENT = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku' // the empty file

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ghost-ipfs-route-'))
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    database: { kind: 'pglite' as const, dataDir: join(root, 'pglite') },
    filesDir: join(root, 'ipfs'),
  }
  // the server's store and this one share the folder, as the seed and the server do
  const files = createFileStore(config.filesDir)
  for (const file of Object.values(stored)) file.cid = await files.put(file.bytes)
  database = await openDatabase(config)
  await migrateToLatest(database.db)
  app = await createServer({ config, database })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await rm(root, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('GET /ipfs/:cid', () => {
  test.each([
    ['png', 'image/png'],
    ['svg', SVG],
    ['json', JSON_TYPE],
    ['bin', OCTET_STREAM],
  ] as const)('serves a stored %s with its type and immutable caching', async (kind, type) => {
    const { cid, bytes } = stored[kind]
    const response = await get(`/ipfs/${cid}`)
    expect(response.statusCode).toBe(200)
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes)
    expect(response.headers).toMatchObject({
      'content-type': type,
      'cache-control': IMMUTABLE_CACHE,
      etag: `"${cid}"`,
      'content-security-policy': FILE_CSP,
      'x-content-type-options': 'nosniff',
    })
  })

  test('an SVG is served with a policy under which its scripts cannot run', async () => {
    const response = await get(`/ipfs/${stored.svg.cid}`)
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
  })

  test.each([
    ['the same ETag', (cid: string) => `"${cid}"`],
    ['a weak ETag', (cid: string) => `W/"${cid}"`],
    ['a list holding the ETag', (cid: string) => `"other", "${cid}"`],
    ['*', () => '*'],
  ])('If-None-Match with %s answers 304 without a body', async (_name, header) => {
    const { cid } = stored.png
    const response = await get(`/ipfs/${cid}`, { 'if-none-match': header(cid) })
    expect(response.statusCode).toBe(304)
    expect(response.body).toBe('')
    expect(response.headers.etag).toBe(`"${cid}"`)
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE)
  })

  test('If-None-Match with another ETag gets the file', async () => {
    const response = await get(`/ipfs/${stored.png.cid}`, { 'if-none-match': `"${ABSENT}"` })
    expect(response.statusCode).toBe(200)
  })

  test('an unknown CID is 404 JSON and not cached', async () => {
    const response = await get(`/ipfs/${ABSENT}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not Found', message: `No file with CID ${ABSENT}` })
    expect(response.headers['cache-control']).toBeUndefined()
  })

  test.each([
    ['not a CID', '/ipfs/not-a-cid'],
    ['an encoded path', '/ipfs/..%2F..%2Fetc%2Fpasswd'],
    ['a truncated CID', `/ipfs/${ABSENT.slice(0, 20)}`],
    ['base32 text longer than a CID', `/ipfs/b${'a'.repeat(90)}`],
  ])('%s is 400 with a clear JSON error', async (_name, url) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: 'params.cid: Invalid CID',
      issues: [{ in: 'params', path: ['cid'], message: 'Invalid CID' }],
    })
  })

  test('another form of a stored CID (base36) is served under the canonical ETag', async () => {
    const digest = createHash('sha256').update(stored.json.bytes).digest('hex')
    const base36 = `k${BigInt(`0x01551220${digest}`).toString(36)}`
    const response = await get(`/ipfs/${base36}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).toBe(`"${stored.json.cid}"`)
    expect(response.json()).toEqual({ name: 'Ghost #1' })
  })

  test('HEAD answers the headers without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: `/ipfs/${stored.png.cid}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.body).toBe('')
  })
})
