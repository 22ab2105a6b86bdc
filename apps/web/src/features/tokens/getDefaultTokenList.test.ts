import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tokenListToMap, validateTokenList } from '@ghost/sdk'
import { expect, test } from 'vitest'
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
