import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serveWeb, type WebServer } from '../../scripts/serve'
import { fetchTranslations } from './fetchTranslations'

// The real static server on a build holding the real locale files (Vite copies public/ as is).
let dist: string
let web: WebServer
// A server answering what a broken deployment might: wrong shapes and errors.
let odd: Server
let oddUrl: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ghost-locales-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  cpSync(join(import.meta.dirname, '../../public/locales'), join(dist, 'locales'), {
    recursive: true,
  })
  web = await serveWeb({ port: 0, distDir: dist, config: {} })
  odd = createServer((request, response) => {
    const bodies: Record<string, string> = {
      '/array/de-DE.json': '["Trade"]',
      '/broken/de-DE.json': '{"Trade": ',
      '/mixed/de-DE.json': '{"Trade": "Handeln", "Earn": 5, "More": null}',
    }
    const body = bodies[request.url ?? '']
    response.writeHead(body ? 200 : 500).end(body ?? 'boom')
  })
  await new Promise<void>((done) => odd.listen(0, '127.0.0.1', done))
  const address = odd.address()
  oddUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await web.close()
  await new Promise((done) => odd.close(done))
  rmSync(dist, { recursive: true, force: true })
})

describe('fetchTranslations', () => {
  test('loads a locale file as the static server serves it', async () => {
    const zh = await fetchTranslations('zh-CN', `${web.url}/locales/`)
    expect(zh.Trade).toBe('交易')
    expect(zh['Please switch your wallet to %network%.']).toBe('请将钱包切换到 %network%。')
  })

  test('English needs no request: keys are the English text', async () => {
    expect(await fetchTranslations('en-US', 'http://127.0.0.1:9/unreachable/')).toEqual({})
  })

  test('a missing file, a server error, bad JSON or a non-object is an error naming the file', async () => {
    await expect(fetchTranslations('xx-XX', `${web.url}/locales/`)).rejects.toThrow(
      'Failed to load /locales/xx-XX.json: HTTP 404',
    )
    await expect(fetchTranslations('de-DE', `${oddUrl}/error/`)).rejects.toThrow(
      'Failed to load /locales/de-DE.json: HTTP 500',
    )
    await expect(fetchTranslations('de-DE', `${oddUrl}/broken/`)).rejects.toThrow(
      /^Failed to load \/locales\/de-DE\.json: .*JSON/,
    )
    await expect(fetchTranslations('de-DE', `${oddUrl}/array/`)).rejects.toThrow(
      'Failed to load /locales/de-DE.json: not a JSON object',
    )
  })

  test('non-string values are dropped so they fall back to English', async () => {
    expect(await fetchTranslations('de-DE', `${oddUrl}/mixed/`)).toEqual({ Trade: 'Handeln' })
  })
})
