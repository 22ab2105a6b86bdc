/**
 * Brotli and gzip copies of the build's text files (`x.js.br`, `x.js.gz` beside `x.js`), written
 * once after `vite build` so the web server (serve.ts) sends them as they are instead of
 * compressing on every request. A copy that would not be smaller is not written, nor are source
 * maps (the server does not serve them by default) or files too small to gain from it.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Extensions worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.ico',
])

/** Below this many bytes a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

export function compress(data: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipSync(data, { level: 9 })
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes the compressed copies under `dir`; returns how many files were written. */
export function precompressDir(dir: string): number {
  let written = 0
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue
    const data = readFileSync(path)
    for (const encoding of ['br', 'gzip'] as const) {
      const target = `${path}${ENCODING_SUFFIX[encoding]}`
      const copy = data.length < MIN_BYTES ? undefined : compress(data, encoding)
      if (copy && copy.length < data.length) {
        writeFileSync(target, copy)
        written++
      } else if (statSync(target, { throwIfNoEntry: false })) {
        // a stale copy from an earlier build would be served in place of the new file
        unlinkSync(target)
      }
    }
  }
  return written
}

/** The Vite plugin: compresses the output directory once the bundle is written. */
export function precompressPlugin() {
  let outDir = 'dist'
  return {
    name: 'ghost-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressDir(outDir)
    },
  }
}
