import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseManifest } from '@ghost/contracts/manifest'
import { tokenListToMap, validateTokenList } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { serveWeb } from '../../../scripts/serve'
import { fetchTokenList } from './fetchTokenList'
import { DEFAULT_TOKEN_LIST_PATH, getDefaultTokenList } from './getDefaultTokenList'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

const manifest = parseManifest({
  chainId: 1337,
  startBlock: 0,
  contracts: {
    WBNB: address(1),
    Factory: address(2),
    Router: address(3),
    FeeSplitter: address(9),
    Buyback: address(10),
    Multicall: address(4),
    MasterChef: address(5),
    SmartChef0: address(6),
    SmartChef1: address(7),
    SmartChef2: address(8),
  },
  tokens: {
    USDT: address(11),
    BUSD: address(12),
    GHOST: address(13),
    CAKE: address(14),
    TAX: address(15),
    DEEP: address(16),
    NEW: address(17),
  },
})

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
