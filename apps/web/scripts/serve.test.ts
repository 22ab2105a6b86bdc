// @vitest-environment node
/**
 * The web server over real HTTP, on a small build written here and precompressed the way the
 * Vite build does it: which coding goes out for which Accept-Encoding, with what headers, and
 * that source maps stay private unless configured.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { precompressDir } from './precompress'
import { serveWeb, type WebServer } from './serve'

const INDEX_HTML = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8')
const SCRIPT = '/assets/index-Ab12Cd34.js'
// text that compresses well, like a bundle
const SCRIPT_TEXT = Array.from(
  { length: 2000 },
  (_, i) => `export const value${i} = "ghost ${i % 17}";`,
).join('\n')

let dist: string
let web: WebServer
let withMaps: WebServer

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** The bytes as sent (fetch would decompress them and hide what went over the wire). */
function get(
  server: WebServer,
  path: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = acceptEncoding
      ? { 'accept-encoding': acceptEncoding }
      : {}
    httpRequest(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', fail)
    })
      .on('error', fail)
      .end()
  })
}

function decoded(response: RawResponse): string {
  const coding = response.headers['content-encoding']
  const body =
    coding === 'br'
      ? brotliDecompressSync(response.body)
      : coding === 'gzip'
        ? gunzipSync(response.body)
        : response.body
  return body.toString('utf8')
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ghost-serve-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX_HTML)
  writeFileSync(join(dist, SCRIPT), SCRIPT_TEXT)
  writeFileSync(join(dist, `${SCRIPT}.map`), JSON.stringify({ version: 3, sources: ['secret.ts'] }))
  writeFileSync(join(dist, 'assets/tiny-Zz99.css'), 'a{color:red}')
  writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096, 7))
  precompressDir(dist)
  web = await serveWeb({ port: 0, distDir: dist, config: {} })
  withMaps = await serveWeb({ port: 0, distDir: dist, config: {}, publicSourceMaps: true })
})

afterAll(async () => {
  await web?.close()
  await withMaps?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('a hashed script', () => {
  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, identity', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    [undefined, undefined],
  ])('Accept-Encoding %j: %s, exactly the file written for it', async (accept, coding) => {
    const response = await get(web, SCRIPT, accept)
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe(coding)
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const file = join(dist, `${SCRIPT}${coding === 'br' ? '.br' : coding === 'gzip' ? '.gz' : ''}`)
    expect(response.body.equals(readFileSync(file))).toBe(true)
    expect(Number(response.headers['content-length'])).toBe(statSync(file).size)
    expect(decoded(response)).toBe(SCRIPT_TEXT)
  })

  test('compressed on the wire is a fraction of the file', async () => {
    const br = await get(web, SCRIPT, 'br, gzip')
    expect(br.body.length * 5).toBeLessThan(SCRIPT_TEXT.length)
  })

  test('a HEAD request: the same headers, no body', async () => {
    const response = await get(web, SCRIPT, 'gzip', 'HEAD')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(Number(response.headers['content-length'])).toBe(
      statSync(join(dist, `${SCRIPT}.gz`)).size,
    )
    expect(response.body.length).toBe(0)
  })
})

test('a file too small to gain goes out as it is, still varying by the header', async () => {
  const response = await get(web, '/assets/tiny-Zz99.css', 'br, gzip')
  expect(response.headers['content-encoding']).toBeUndefined()
  expect(response.headers.vary).toBe('Accept-Encoding')
  expect(response.body.toString()).toBe('a{color:red}')
})

test('images are not compressed again and do not vary; unhashed files are revalidated', async () => {
  const response = await get(web, '/icon.png', 'br, gzip')
  expect(response.headers['content-encoding']).toBeUndefined()
  expect(response.headers.vary).toBeUndefined()
  expect(response.headers['content-type']).toBe('image/png')
  expect(response.headers['cache-control']).toBe('no-cache')
  expect(Number(response.headers['content-length'])).toBe(4096)
})

test('index.html and deep links: compressed, never cached without revalidation', async () => {
  for (const path of ['/', '/index.html', '/swap']) {
    const response = await get(web, path, 'gzip;q=1, br;q=0.9')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(decoded(response)).toContain('<div id="root"></div>')
  }
  const plain = await get(web, '/swap')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString()).toContain('<div id="root"></div>')
})

test('source maps are 404 by default and served when configured', async () => {
  const hidden = await get(web, `${SCRIPT}.map`, 'br, gzip')
  expect(hidden.status).toBe(404)
  expect(hidden.body.toString()).not.toContain('secret.ts')
  const shown = await get(withMaps, `${SCRIPT}.map`)
  expect(shown.status).toBe(200)
  expect(shown.body.toString()).toContain('secret.ts')
})

test('the build writes no compressed copy of a source map', () => {
  expect(statSync(join(dist, `${SCRIPT}.map.br`), { throwIfNoEntry: false })).toBeUndefined()
  expect(statSync(join(dist, `${SCRIPT}.map.gz`), { throwIfNoEntry: false })).toBeUndefined()
})
