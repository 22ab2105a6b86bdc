/**
 * Serves the production build of the web app: hashed assets with long caching, `/config.json`
 * from the runtime configuration, the deployment's default token list built from its manifest,
 * and `index.html` for every other route (SPA deep links).
 * A missing file with an extension is a 404, so a stale chunk never gets HTML back.
 * An NFT item's URL gets index.html with the item's title, description and share image in it
 * (link previews without JavaScript; see src/features/nfts/item/linkPreview.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseManifest } from '@ghost/contracts/manifest'
import {
  createLinkPreviewLoader,
  linkPreviewTarget,
  renderLinkPreview,
} from '../src/features/nfts/item/linkPreview'
import {
  DEFAULT_TOKEN_LIST_PATH,
  getDefaultTokenList,
} from '../src/features/tokens/getDefaultTokenList'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

export type ServeWebParameters = {
  port: number
  host?: string | undefined
  distDir: string
  /** Sent as `/config.json`. */
  config: unknown
  /** How long an NFT item's link preview may wait for the market API (default 1500 ms). */
  linkPreviewTimeoutMs?: number | undefined
}

export type WebServer = { url: string; server: Server; close(): Promise<void> }

export async function serveWeb(parameters: ServeWebParameters): Promise<WebServer> {
  const distDir = resolve(parameters.distDir)
  const indexHtml = join(distDir, 'index.html')
  if (!existsSync(indexHtml)) throw new Error(`No web build at ${distDir}: run npm run build:web`)
  const configBody = JSON.stringify(parameters.config)
  const manifestJson = (parameters.config as { manifest?: unknown } | null)?.manifest
  // a config without a manifest (some tests) simply has no default list
  const manifest = manifestJson === undefined ? undefined : parseManifest(manifestJson)
  const { apiUrl, chainId } = (parameters.config ?? {}) as { apiUrl?: unknown; chainId?: unknown }
  const previews =
    typeof apiUrl === 'string' && typeof chainId === 'number'
      ? {
          apiUrl,
          load: createLinkPreviewLoader({ chainId, timeoutMs: parameters.linkPreviewTimeoutMs }),
        }
      : undefined

  /** index.html, with the item's link preview when the path names an NFT the API knows. */
  async function indexPage(pathname: string, origin: string): Promise<string | undefined> {
    const target = previews && linkPreviewTarget(pathname)
    if (!previews || !target) return undefined
    const meta = await previews.load({ apiUrl: new URL(previews.apiUrl, origin).href, ...target })
    return meta ? renderLinkPreview(readFileSync(indexHtml, 'utf8'), meta) : undefined
  }

  const server = createServer(async (request, response) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    if (pathname === '/config.json') {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.json'],
        'cache-control': 'no-store',
      })
      response.end(request.method === 'HEAD' ? undefined : configBody)
      return
    }
    if (pathname === DEFAULT_TOKEN_LIST_PATH && manifest) {
      // logo URIs must be absolute: the list is read as if it came from anywhere
      const origin = `http://${request.headers.host ?? 'localhost'}`
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.json'],
        'cache-control': 'no-cache',
      })
      response.end(
        request.method === 'HEAD'
          ? undefined
          : JSON.stringify(getDefaultTokenList(manifest, origin)),
      )
      return
    }
    const file = join(distDir, normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    const isFile = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()
    if (!isFile && extname(pathname) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const target = isFile ? file : indexHtml
    const preview = isFile
      ? undefined
      : await indexPage(pathname, `http://${request.headers.host ?? 'localhost'}`)
    if (preview !== undefined) {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.html'],
        'cache-control': 'no-cache',
      })
      response.end(request.method === 'HEAD' ? undefined : preview)
      return
    }
    const immutable = isFile && pathname.startsWith('/assets/')
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(target).pipe(response)
  })
  const host = parameters.host ?? '127.0.0.1'
  await new Promise<void>((done, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, host, () => done())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : parameters.port
  return {
    url: `http://${host}:${port}`,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
