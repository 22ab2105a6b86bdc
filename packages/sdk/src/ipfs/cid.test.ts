import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cidFromIpfsUri, computeCid, parseCid, toIpfsUri } from './cid'

const HELLO = 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'
const EMPTY = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku'

/** RFC 4648 base32, lowercase, unpadded: the multibase 'b' alphabet. */
function base32(bytes: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  let bits = 0
  let value = 0
  let text = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      text += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) text += alphabet[(value << (5 - bits)) & 31]
  return text
}

/** The CID built by hand: version 1, raw codec 0x55, multihash sha2-256 (0x12, 32 bytes). */
function cidByHand(bytes: Uint8Array): string {
  const digest = createHash('sha256').update(bytes).digest()
  return `b${base32(Uint8Array.from([0x01, 0x55, 0x12, 0x20, ...digest]))}`
}

const utf8 = (text: string) => new TextEncoder().encode(text)

function bigEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  return value
}

/** Bitcoin base58 of bytes that do not start with zero (a multihash starts with 0x12). */
function base58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = bigEndian(bytes)
  let text = ''
  for (; value > 0n; value /= 58n) text = alphabet[Number(value % 58n)] + text
  return text
}

const helloDigest = createHash('sha256').update('hello world').digest()
const helloMultihash = Uint8Array.from([0x12, 0x20, ...helloDigest])
/** "hello world" as a raw CIDv1 in base36 ('k' + the bytes as a base-36 number). */
const HELLO_BASE36 = `k${bigEndian(Uint8Array.from([0x01, 0x55, ...helloMultihash])).toString(36)}`
/** The CIDv0 of the same multihash (a dag-pb CID) and its v1 form (codec 0x70). */
const HELLO_V0 = base58(helloMultihash)
const HELLO_V0_AS_V1 = `b${base32(Uint8Array.from([0x01, 0x70, ...helloMultihash]))}`

describe('computeCid', () => {
  test.each([
    ['the empty input', new Uint8Array(), EMPTY],
    ['"hello world"', utf8('hello world'), HELLO],
  ])('%s matches the CID built by hand and the published one', async (_name, bytes, expected) => {
    expect(cidByHand(bytes)).toBe(expected)
    expect(await computeCid(bytes)).toBe(expected)
  })

  test('any bytes give the hand-built CID, which parses to itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2_000 }), async (bytes) => {
        const cid = await computeCid(bytes)
        expect(cid).toBe(cidByHand(bytes))
        expect(cid.startsWith('bafkrei')).toBe(true)
        expect(parseCid(cid)).toBe(cid)
        expect(cidFromIpfsUri(toIpfsUri(cid))).toBe(cid)
      }),
      { numRuns: 200 },
    )
  })

  test('different bytes give different CIDs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array(), fc.uint8Array(), async (a, b) => {
        fc.pre(Buffer.compare(a, b) !== 0)
        expect(await computeCid(a)).not.toBe(await computeCid(b))
      }),
      { numRuns: 200 },
    )
  })
})

describe('parseCid', () => {
  test.each([
    ['a base32 CIDv1', HELLO, HELLO],
    // the same CIDv1 in base36 (k…): one CID, one canonical text
    ['a base36 CIDv1', HELLO_BASE36, HELLO],
    ['a CIDv0 (dag-pb), canonicalized to v1', HELLO_V0, HELLO_V0_AS_V1],
    ['the empty text', '', null],
    ['a path', '../etc/passwd', null],
    ['a truncated CID', HELLO.slice(0, -3), null],
    ['a character outside the base32 alphabet', `${HELLO.slice(0, -1)}1`, null],
    ['uppercase base32 (not a multibase we accept without a prefix)', HELLO.toUpperCase(), null],
    ['a hex string', '0x1234', null],
    ['very long text', `b${'a'.repeat(10_000)}`, null],
  ])('%s', (_name, text, expected) => {
    expect(parseCid(text)).toBe(expected)
  })

  test('the hand-built forms look like what IPFS tools print', () => {
    expect(HELLO_V0.startsWith('Qm')).toBe(true)
    expect(HELLO_V0_AS_V1.startsWith('bafybei')).toBe(true)
    expect(HELLO_BASE36.startsWith('k')).toBe(true)
  })

  test('arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const parsed = parseCid(text)
        if (parsed !== null) expect(parseCid(parsed)).toBe(parsed)
      }),
    )
  })
})

describe('ipfs URIs', () => {
  test('toIpfsUri', () => {
    expect(toIpfsUri(HELLO)).toBe(`ipfs://${HELLO}`)
  })

  test.each([
    [`ipfs://${HELLO}`, HELLO],
    [`ipfs://ipfs/${HELLO}`, HELLO],
    [`ipfs://${HELLO}/metadata.json`, null],
    [`ipfs://ipfs/${HELLO}/`, null],
    [`ipns://${HELLO}`, null],
    [`https://ipfs.io/ipfs/${HELLO}`, null],
    [HELLO, null],
    ['ipfs://', null],
    ['ipfs://not-a-cid', null],
  ])('cidFromIpfsUri(%s) = %s', (uri, expected) => {
    expect(cidFromIpfsUri(uri)).toBe(expected)
  })
})
