/**
 * Serves the production build of the web app: hashed assets with long caching, `/config.json`
 * from the runtime configuration, the deployment's default token list built from its manifest
 * (logos under `publicUrl`),
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
  /**
   * Where people reach this server (`https://ghost.example`, or with a path prefix), the base of
   * the token list's logo URLs and of a relative `apiUrl`; default the address it listens on
   * (`http://127.0.0.1:{port}`). Never taken from a request's Host header, which the sender
   * chooses.
   */
  publicUrl?: string | undefined
}

export type WebServer = {
  url: string
  /** The base of the token list's logos (`publicUrl`, else `url`). */
  publicUrl: string
  server: Server
  close(): Promise<void>
}

/** An http(s) URL without a query, hash or trailing slash: `{publicUrl}/tokens/…` stays valid. */
function toPublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(
      `publicUrl (WEB_PUBLIC_URL of npm start) must be an http(s) URL without a query or hash, got '${value}'`,
    )
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/** `http://host:port`, an IPv6 host in brackets. */
function listenUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

export async function serveWeb(parameters: ServeWebParameters): Promise<WebServer> {
  const distDir = resolve(parameters.distDir)
  const indexHtml = join(distDir, 'index.html')
  if (!existsSync(indexHtml)) throw new Error(`No web build at ${distDir}: run npm run build:web`)
  const configured = parameters.publicUrl ? toPublicUrl(parameters.publicUrl) : undefined
  // set once listening (the port may be 0 until then); no request arrives before
  let publicUrl = configured ?? ''
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
  async function indexPage(pathname: string): Promise<string | undefined> {
    const target = previews && linkPreviewTarget(pathname)
    if (!previews || !target) return undefined
    // a relative apiUrl is under our own public URL, never under what a request's Host says
    const apiUrl = new URL(previews.apiUrl, `${publicUrl}/`).href
    const meta = await previews.load({ apiUrl, ...target })
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
      // logo URIs must be absolute (the list is read as if it came from anywhere), under the
      // configured URL: a Host header is the sender's to choose, so a cache could keep a list
      // pointing at someone else's logos
      response.writeHead(200, {
        'content-type': CONTENT_TYPES['.json'],
        'cache-control': 'no-cache',
      })
      response.end(
        request.method === 'HEAD'
          ? undefined
          : JSON.stringify(getDefaultTokenList(manifest, publicUrl)),
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
    const preview = isFile ? undefined : await indexPage(pathname)
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
  const url = listenUrl(host, port)
  publicUrl = configured ?? url
  return {
    url,
    publicUrl,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
