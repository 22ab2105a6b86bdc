import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tokenListToMap, validateTokenList } from '@ghost/sdk'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveWeb } from '../../../scripts/serve'
import { fetchTokenList } from './fetchTokenList'
import { DEFAULT_TOKEN_LIST_PATH, getDefaultTokenList } from './getDefaultTokenList'
import { testManifest as manifest } from './testManifest'

test('the deployment tokens with absolute local logos; a token without a drawing has none', () => {
  const list = getDefaultTokenList(manifest, 'http://127.0.0.1:3000')
  expect(list.logoURI).toBe('http://127.0.0.1:3000/tokens/ghost.svg')
  expect(list.tokens.map((token) => [token.symbol, token.logoURI])).toEqual([
    ['WBNB', 'http://127.0.0.1:3000/tokens/wbnb.svg'],
    ['USDT', 'http://127.0.0.1:3000/tokens/usdt.svg'],
    ['BUSD', 'http://127.0.0.1:3000/tokens/busd.svg'],
    ['GHOST', 'http://127.0.0.1:3000/tokens/ghost.svg'],
    ['CAKE', 'http://127.0.0.1:3000/tokens/cake.svg'],
    ['TAX', 'http://127.0.0.1:3000/tokens/tax.svg'],
    ['DEEP', 'http://127.0.0.1:3000/tokens/deep.svg'],
    ['NEW', undefined],
  ])
})

test('passes the token-list schema and has no duplicates, so fetching it accepts it', () => {
  const list = getDefaultTokenList(manifest, 'https://ghost.example')
  expect(validateTokenList(JSON.parse(JSON.stringify(list)))).toEqual(list)
  expect(Object.keys(tokenListToMap(list)[1337] ?? {})).toHaveLength(8)
})

test('the web server serves it beside config.json, with logos it serves too', async () => {
  // a build holding the real logo files (Vite copies public/ as is)
  const dist = mkdtempSync(join(tmpdir(), 'ghost-tokenlist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  cpSync(join(import.meta.dirname, '../../../public/tokens'), join(dist, 'tokens'), {
    recursive: true,
  })
  const web = await serveWeb({ port: 0, distDir: dist, config: { manifest } })
  try {
    const list = await fetchTokenList({
      listUrl: `${web.url}${DEFAULT_TOKEN_LIST_PATH}`,
      resolveEnsContenthash: async () => {
        throw new Error('no ENS here')
      },
    })
    expect(list).toEqual(getDefaultTokenList(manifest, web.url))
    const logo = await fetch(list.tokens[1]?.logoURI ?? '')
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  } finally {
    await web.close()
    rmSync(dist, { recursive: true, force: true })
  }
})

describe('the served list names logos under the configured URL, whatever Host a request says', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'ghost-tokenlist-host-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  /** GET with a Host header of our choosing (fetch would not send it). */
  function getWithHost(url: string, host: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const sent = request(url, { headers: { host } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve(body))
      })
      sent.on('error', reject)
      sent.end()
    })
  }

  test('by default the address it listens on', async () => {
    const web = await serveWeb({ port: 0, distDir: dist, config: { manifest } })
    try {
      expect(web.publicUrl).toBe(web.url)
      const body = await getWithHost(`${web.url}${DEFAULT_TOKEN_LIST_PATH}`, 'evil.example')
      expect(body).not.toContain('evil.example')
      expect(JSON.parse(body)).toEqual(getDefaultTokenList(manifest, web.url))
    } finally {
      await web.close()
    }
  })

  test('publicUrl, with a path prefix and without its trailing slash', async () => {
    const web = await serveWeb({
      port: 0,
      distDir: dist,
      config: { manifest },
      publicUrl: 'https://ghost.example/app/',
    })
    try {
      expect(web.publicUrl).toBe('https://ghost.example/app')
      const body = await getWithHost(`${web.url}${DEFAULT_TOKEN_LIST_PATH}`, 'evil.example:666')
      expect(body).not.toContain('evil.example')
      const list = JSON.parse(body) as ReturnType<typeof getDefaultTokenList>
      expect(list.logoURI).toBe('https://ghost.example/app/tokens/ghost.svg')
      expect(list).toEqual(getDefaultTokenList(manifest, 'https://ghost.example/app'))
    } finally {
      await web.close()
    }
  })

  test('a publicUrl that cannot prefix a path is refused before listening', async () => {
    for (const publicUrl of [
      'ghost.example',
      'ftp://ghost.example',
      'https://ghost.example/?a=1',
    ]) {
      await expect(serveWeb({ port: 0, distDir: dist, config: {}, publicUrl })).rejects.toThrow(
        `publicUrl (WEB_PUBLIC_URL of npm start) must be an http(s) URL without a query or hash, got '${publicUrl}'`,
      )
    }
  })
})
