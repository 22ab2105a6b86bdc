/**
 * Content identifiers of the file store (ARCHITECTURE "Files"): a file's name is the CIDv1 of
 * its bytes as a raw block (codec 0x55) hashed with sha2-256, written in base32 ('bafkrei…'),
 * the same CID `ipfs add --cid-version 1` gives a file of one block (up to 256 KiB), so
 * production can pin the same names to IPFS. Token URIs are `ipfs://{cid}`.
 */
import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'

/** Longer text is not a CID we would ever hand out; refusing it early bounds the parsing work. */
const MAX_CID_LENGTH = 256

/**
 * The CIDv1 (raw, sha2-256, base32) of `bytes`.
 *
 * @example
 * await computeCid(new TextEncoder().encode('hello world'))
 * // 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
 */
export async function computeCid(bytes: Uint8Array): Promise<string> {
  const digest = await sha256.digest(bytes)
  return CID.createV1(raw.code, digest).toString()
}

/**
 * The canonical form (CIDv1, base32) of a CID written as base32 ('b…'), base36 ('k…') or a
 * base58 CIDv0 ('Qm…'), or null when `text` is not a CID. One CID has one canonical text, so
 * it can name a file.
 *
 * @example
 * parseCid('bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e') // the same text
 * parseCid('../etc/passwd') // null
 */
export function parseCid(text: string): string | null {
  if (text.length === 0 || text.length > MAX_CID_LENGTH) return null
  try {
    return CID.parse(text).toV1().toString()
  } catch {
    return null
  }
}

/** `ipfs://{cid}`, the token URI of a stored file. */
export function toIpfsUri(cid: string): string {
  return `ipfs://${cid}`
}

/**
 * The canonical CID of `ipfs://{cid}` or `ipfs://ipfs/{cid}`; null for anything else (another
 * scheme, a path inside a directory, a CID that does not parse).
 *
 * @example
 * cidFromIpfsUri('ipfs://ipfs/bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e')
 * // 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
 */
export function cidFromIpfsUri(uri: string): string | null {
  const match = /^ipfs:\/\/(?:ipfs\/)?([^/?#]+)$/.exec(uri)
  return match?.[1] ? parseCid(match[1]) : null
}
