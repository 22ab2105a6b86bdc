import {
  HexLengthError,
  InvalidContenthashError,
  UnrecognizedCodecError,
} from '../errors/tokenLists'

export type ContenthashToUriErrorType =
  | HexLengthError
  | UnrecognizedCodecError
  | InvalidContenthashError

// ENSIP-7 contenthash = multicodec namespace + CID; only IPFS and IPNS lead to token lists.
const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
const CODEC_NAMES: Record<number, string> = {
  227: 'ipfs-ns',
  228: 'swarm-ns',
  229: 'ipns-ns',
  444: 'onion',
  445: 'onion3',
  11639056: 'skynet-ns',
  11704592: 'arweave-ns',
}
const IDENTITY_HASH = 0x00
const SHA2_256 = 0x12
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bytes of a hex string with or without 0x.
 *
 * @example
 * hexToBytes('0x0a0b') // Uint8Array [10, 11]
 */
export function hexToBytes(hex: string): Uint8Array {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex
  if (digits.length % 2 !== 0) throw new HexLengthError({ hex })
  if (!/^[0-9a-fA-F]*$/.test(digits)) {
    throw new InvalidContenthashError({ reason: `Not hex: ${hex}` })
  }
  const bytes = new Uint8Array(digits.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

/** Unsigned LEB128 varint at `offset`: [value, offset after it]. */
function readVarint(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  let shift = 0
  for (let index = offset; index < bytes.length && shift < 49; index++) {
    const byte = bytes[index] as number
    value += (byte & 0x7f) * 2 ** shift
    if ((byte & 0x80) === 0) return [value, index + 1]
    shift += 7
  }
  throw new InvalidContenthashError({ reason: 'Truncated varint' })
}

function base58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** The multihash inside a CID (v0: the CID is the multihash; v1: version, codec, multihash). */
function cidMultihash(cid: Uint8Array): Uint8Array {
  if (cid.length === 34 && cid[0] === SHA2_256 && cid[1] === 32) return cid
  const [version, afterVersion] = readVarint(cid, 0)
  if (version !== 1) throw new InvalidContenthashError({ reason: `CID version ${version}` })
  const [, afterCodec] = readVarint(cid, afterVersion)
  return cid.subarray(afterCodec)
}

function decodeMultihash(multihash: Uint8Array): { code: number; digest: Uint8Array } {
  const [code, afterCode] = readVarint(multihash, 0)
  const [length, afterLength] = readVarint(multihash, afterCode)
  if (afterLength + length !== multihash.length) {
    throw new InvalidContenthashError({ reason: 'Multihash length mismatch' })
  }
  return { code, digest: multihash.subarray(afterLength) }
}

/**
 * The URI an ENS contenthash points to: ipfs://<base58 multihash>, or ipns:// with the name
 * (identity hash) or base58 key. Other namespaces throw 'Unrecognized codec'.
 *
 * @example
 * contenthashToUri('0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f')
 * // 'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
 */
export function contenthashToUri(contenthash: string): string {
  const bytes = hexToBytes(contenthash)
  const [codec, afterCodec] = readVarint(bytes, 0)
  const multihash = cidMultihash(bytes.subarray(afterCodec))
  if (codec === IPFS_NS) {
    decodeMultihash(multihash)
    return `ipfs://${base58(multihash)}`
  }
  if (codec === IPNS_NS) {
    const { code, digest } = decodeMultihash(multihash)
    if (code === IDENTITY_HASH) return `ipns://${new TextDecoder().decode(digest).trim()}`
    return `ipns://${base58(multihash)}`
  }
  throw new UnrecognizedCodecError({ codec: CODEC_NAMES[codec] ?? `0x${codec.toString(16)}` })
}
