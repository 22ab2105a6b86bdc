/**
 * Serves the production build of the web app: hashed assets with long caching, `/config.json`
 * from the runtime configuration, the deployment's default token list built from its manifest
 * (logos under `publicUrl`),
 * and `index.html` for every other route (SPA deep links).
 * A missing file with an extension is a 404, so a stale chunk never gets HTML back.
 * Text goes out brotli or gzip compressed as the request's Accept-Encoding allows: files from the
 * copies the build wrote beside them (scripts/precompress.ts), generated answers compressed on
 * the way out. Source maps are not served unless `publicSourceMaps` is set.
 * index.html carries the route's title server-side; an NFT item's or collection's URL its title,
 * description and share image (link previews without JavaScript; see
 * src/features/nfts/item/linkPreview.ts).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { parseManifest } from '@ghost/contracts/manifest'
import { DEFAULT_META, getPageMeta } from '../src/app/pageMeta'
import type { NftItemMeta } from '../src/features/nfts/item/itemMeta'
import {
  createLinkPreviewLoader,
  linkPreviewTarget,
  notFoundMeta,
  renderLinkPreview,
} from '../src/features/nfts/item/linkPreview'
import {
  DEFAULT_TOKEN_LIST_PATH,
  getDefaultTokenList,
} from '../src/features/tokens/getDefaultTokenList'
import { chooseEncoding } from './acceptEncoding'
import { COMPRESSIBLE, ENCODING_SUFFIX, type Encoding, MIN_BYTES } from './precompress'

const HTML_TYPE = 'text/html; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'

const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML_TYPE,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
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
  /** Serve the build's `.map` files (default false: they are 404, the sources stay private). */
  publicSourceMaps?: boolean | undefined
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

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/**
 * Sends a generated body (HTML with a preview, config, token list), compressed as the request
 * allows; fast settings, since it is compressed on every request.
 */
function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  headers: Record<string, string>,
) {
  const raw = Buffer.from(body)
  const available = new Set<Encoding>(raw.length >= MIN_BYTES ? ENCODINGS : [])
  const coding = chooseEncoding(request.headers['accept-encoding'], available)
  const sent =
    coding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? gzipSync(raw)
        : raw
  response.writeHead(200, {
    ...headers,
    vary: 'Accept-Encoding',
    'content-length': String(sent.length),
    ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
  })
  response.end(request.method === 'HEAD' ? undefined : sent)
}

/** Sends a file of the build, or the compressed copy beside it that the request accepts. */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  cacheControl: string,
) {
  const compressible = COMPRESSIBLE.has(extname(path))
  const available = new Set(
    compressible
      ? ENCODINGS.filter((encoding) => existsSync(path + ENCODING_SUFFIX[encoding]))
      : [],
  )
  const coding = chooseEncoding(request.headers['accept-encoding'], available)
  const sent = coding === 'identity' ? path : path + ENCODING_SUFFIX[coding]
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'content-length': String(statSync(sent).size),
    // caches must key a compressible file's answer by the header it was chosen by
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
  })
  if (request.method === 'HEAD') response.end()
  else createReadStream(sent).pipe(response)
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

  /**
   * The route's title and description (English: the server does not know the reader's language;
   * the app retitles in it), or an NFT item's or collection's preview, or its not-found title.
   */
  async function pageMeta(pathname: string): Promise<NftItemMeta> {
    const target = linkPreviewTarget(pathname)
    if (target?.kind === 'malformed') return notFoundMeta(target.of, DEFAULT_META.description)
    if (target && previews) {
      // a relative apiUrl is under our own public URL, never under what a request's Host says
      const apiUrl = new URL(previews.apiUrl, `${publicUrl}/`).href
      const preview = await previews.load({ apiUrl, target })
      if (preview === 'not-found') return notFoundMeta(target.kind, DEFAULT_META.description)
      if (preview) return preview
    }
    return { ...getPageMeta(pathname), image: null }
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
      sendBody(request, response, configBody, {
        'content-type': JSON_TYPE,
        'cache-control': 'no-store',
      })
      return
    }
    if (pathname === DEFAULT_TOKEN_LIST_PATH && manifest) {
      // logo URIs must be absolute (the list is read as if it came from anywhere), under the
      // configured URL: a Host header is the sender's to choose, so a cache could keep a list
      // pointing at someone else's logos
      sendBody(request, response, JSON.stringify(getDefaultTokenList(manifest, publicUrl)), {
        'content-type': JSON_TYPE,
        'cache-control': 'no-cache',
      })
      return
    }
    const file = join(distDir, normalize(pathname).replace(/^(\.\.[/\\])+/, ''))
    const hidden = extname(pathname) === '.map' && !parameters.publicSourceMaps
    const isFile =
      !hidden && file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()
    if (!isFile && extname(pathname) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    if (isFile && file !== indexHtml) {
      sendFile(request, response, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
      return
    }
    const html = renderLinkPreview(readFileSync(indexHtml, 'utf8'), await pageMeta(pathname))
    sendBody(request, response, html, {
      'content-type': HTML_TYPE,
      'cache-control': 'no-cache',
    })
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
