/**
 * The Content-Type of a stored file, read from its first bytes: the store keeps bytes only (a
 * CID names content, not a type), and uploads must not choose how a browser treats them.
 */

export const OCTET_STREAM = 'application/octet-stream'
export const SVG = 'image/svg+xml'
export const JSON_TYPE = 'application/json; charset=utf-8'

/** JSON larger than this is served as bytes rather than parsed to be recognized. */
const MAX_JSON_SNIFF_BYTES = 1024 * 1024
/** How far into an XML file `<svg` may start (after the declaration, comments, a doctype). */
const SVG_SNIFF_BYTES = 4096

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false
  return prefix.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

/** Text with a leading byte-order mark and whitespace removed, or null if not UTF-8. */
function leadingText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).trimStart()
  } catch {
    return null
  }
}

function isSvg(bytes: Uint8Array): boolean {
  // a cut inside a multi-byte character would fail the strict decoder; drop up to 3 bytes
  const head = bytes.subarray(0, SVG_SNIFF_BYTES)
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    const text = leadingText(head.subarray(0, head.length - cut))
    if (text === null) continue
    if (/^<svg[\s>/]/i.test(text)) return true
    return /^<\?xml[\s?]/i.test(text) && /<svg[\s>/]/i.test(text)
  }
  return false
}

function isJson(bytes: Uint8Array): boolean {
  if (bytes.length > MAX_JSON_SNIFF_BYTES) return false
  const text = leadingText(bytes)
  if (text === null || !(text.startsWith('{') || text.startsWith('['))) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * png, jpeg, gif, webp, svg (text starting with `<svg`, or `<?xml` with `<svg` in its first
 * 4 KB), JSON (an object or array that parses), else application/octet-stream.
 *
 * @example
 * sniffContentType(new TextEncoder().encode('{"name":"Ghost #1"}')) // 'application/json; charset=utf-8'
 */
export function sniffContentType(bytes: Uint8Array): string {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (isSvg(bytes)) return SVG
  if (isJson(bytes)) return JSON_TYPE
  return OCTET_STREAM
}
