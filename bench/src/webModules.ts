/**
 * What a built chunk is made of, read from its source map: every byte of the minified file is
 * charged to the source its mapping points at, so the sizes are those of the shipped code (after
 * tree shaking and minification), without a bundler plugin or a second build. Sources are grouped
 * into parts worth splitting on their own: an npm package, or a folder of our code.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

export type ModulePart = {
  /** `react-dom`, `@tanstack/query-core`, `apps/web/src/features/info`, `contracts/generated`. */
  name: string
  rawBytes: number
  /** The part's bytes gzipped on their own: what leaving it out of a chunk saves, roughly. */
  gzipBytes: number
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]))

/** The numbers of one Base64 VLQ segment (source map v3: 5 bits a digit, sign in the low bit). */
export function decodeVlqSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char)
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`)
    value += (digit & 31) * 2 ** shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2)
    value = 0
    shift = 0
  }
  return values
}

/** The part a source belongs to: the package under its last `node_modules/`, else its folder. */
export function partOf(source: string): string {
  const marker = source.lastIndexOf('node_modules/')
  if (marker >= 0) {
    const [scope = '', name = ''] = source.slice(marker + 'node_modules/'.length).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  // Sources are relative to the chunk (assets/ under apps/web/dist): keep what follows the ../
  const path = source.replace(/^(\.\.\/)+/, '')
  // Our code is grouped a feature (or top folder of src) at a time; other repo code by folder.
  const app = /(?:^|\/)(?:apps\/web\/)?src\/(features\/[^/]+|[^/]+)\//.exec(path)
  if (app && !/(?:^|\/)(packages|contracts)\//.test(path)) return `apps/web/src/${app[1]}`
  const repo = /(?:^|\/)((?:packages\/[^/]+|contracts)\/.*)\/[^/]*$/.exec(path)
  if (repo?.[1]) return repo[1]
  return path.slice(0, Math.max(0, path.lastIndexOf('/'))) || path || '(unmapped)'
}

type SourceMap = { sources: (string | null)[]; mappings: string }

/** Each source's bytes in the minified `code`, by its map; bytes no mapping covers are `(unmapped)`. */
export function bytesBySource(code: string, map: SourceMap): Map<string, string[]> {
  const pieces = new Map<string, string[]>()
  const add = (source: string, text: string) => {
    if (!text) return
    const list = pieces.get(source)
    if (list) list.push(text)
    else pieces.set(source, [text])
  }
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? ''
    let column = 0
    let owner = '(unmapped)'
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue
      const [columnDelta = 0, sourceDelta] = decodeVlqSegment(segment)
      const next = column + columnDelta
      add(owner, line.slice(column, next))
      column = next
      if (sourceDelta === undefined) owner = '(unmapped)'
      else {
        sourceIndex += sourceDelta
        owner = map.sources[sourceIndex] ?? '(unmapped)'
      }
    }
    add(owner, line.slice(column))
  })
  return pieces
}

/** The parts of one built JavaScript file (`path` beside its `.map`), largest first. */
export function modulePartsOf(path: string): ModulePart[] {
  const code = readFileSync(path, 'utf8')
  let map: SourceMap
  try {
    map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMap
  } catch {
    map = { sources: [], mappings: '' }
  }
  const byPart = new Map<string, string[]>()
  for (const [source, texts] of bytesBySource(code, map)) {
    const part = partOf(source)
    byPart.set(part, [...(byPart.get(part) ?? []), ...texts])
  }
  return [...byPart]
    .map(([name, texts]) => {
      const text = texts.join('')
      return {
        name,
        rawBytes: Buffer.byteLength(text),
        gzipBytes: gzipSync(text, { level: 6 }).length,
      }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** The parts of several files together (a part in two files counts twice), largest first. */
export function sumParts(lists: ModulePart[][]): ModulePart[] {
  const total = new Map<string, ModulePart>()
  for (const part of lists.flat()) {
    const sum = total.get(part.name)
    total.set(
      part.name,
      sum
        ? {
            ...sum,
            rawBytes: sum.rawBytes + part.rawBytes,
            gzipBytes: sum.gzipBytes + part.gzipBytes,
          }
        : { ...part },
    )
  }
  return [...total.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** `react-dom 63.2, viem 24.1, …` (gzip kB each, on its own). */
export function formatParts(parts: ModulePart[], count: number): string {
  return parts
    .slice(0, count)
    .map((part) => `${part.name} ${(part.gzipBytes / 1024).toFixed(1)}`)
    .join(', ')
}
