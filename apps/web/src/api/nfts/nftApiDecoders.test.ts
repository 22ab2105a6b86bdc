import { expect, test } from 'vitest'
import { DecodeError } from '../decode'
import { assetUrl, createNftApiDecoders } from './nftApiDecoders'
import { API_URL, CID, COLLECTION, TOKEN, TOKENS_PAGE } from './test/fixtures'

const decoders = createNftApiDecoders(API_URL)

test('a token page decodes to the sdk shape, addresses lowercased, images made absolute', () => {
  const page = decoders.collectionTokens(TOKENS_PAGE, '')
  expect(page.data[0]).toEqual({
    ...TOKEN,
    collection: { name: 'Ghost Squad', address: COLLECTION.toLowerCase() },
    image: {
      original: `${API_URL}/ipfs/${CID}`,
      thumbnail: `${API_URL}/ipfs/${CID}`,
    },
  })
  expect(page.attributesDistribution).toEqual({ Background: { Mist: 1 }, Level: { '3': 1 } })
  expect(page.indexedTo).toEqual(TOKENS_PAGE.indexedTo)
})

test('a malformed field is a DecodeError naming its path and what came', () => {
  const bad = (patch: Record<string, unknown>) => () =>
    decoders.collectionTokens({ ...TOKENS_PAGE, data: [{ ...TOKEN, ...patch }] }, '')
  expect(bad({ onOrder: 2 })).toThrowErrorMatchingInlineSnapshot(
    `[DecodeError: data[0].onOrder: expected 0 or 1, got number]`,
  )
  expect(bad({ currentAskPrice: '-1' })).toThrowErrorMatchingInlineSnapshot(
    `[DecodeError: data[0].currentAskPrice: expected a non-negative integer string, got '-1']`,
  )
  expect(bad({ location: 'Lost' })).toThrowErrorMatchingInlineSnapshot(
    `[DecodeError: data[0].location: expected "For Sale" or "Profile Pic" or "In Wallet", got 'Lost']`,
  )
  expect(bad({ attributes: [{ traitType: 'x', value: {}, displayType: null }] })).toThrow(
    /data\[0\].attributes\[0\].value: expected a number, got object/,
  )
  expect(bad({ owner: 'nobody' })).toThrow(/data\[0\].owner: expected an address/)
  expect(() => decoders.collectionTokens({ ...TOKENS_PAGE, total: -1 }, '')).toThrow(
    /total: expected a non-negative integer/,
  )
  expect(() =>
    decoders.collectionTokens({ ...TOKENS_PAGE, attributesDistribution: { a: { b: 'x' } } }, ''),
  ).toThrow(/attributesDistribution\["a"\]\["b"\]: expected a non-negative integer/)
  expect(() => decoders.collectionTokens('<html>', '')).toThrow(DecodeError)
  expect(() => decoders.collectionTokens(null, '')).toThrow(/answer: expected an object, got null/)
})

test('image paths resolve against the API; other schemes are refused', () => {
  const asset = assetUrl(API_URL)
  expect(asset(`/ipfs/${CID}`, 'image')).toBe(`${API_URL}/ipfs/${CID}`)
  expect(asset(`ipfs://${CID}`, 'image')).toBe(`${API_URL}/ipfs/${CID}`)
  expect(asset(CID, 'image')).toBe(`${API_URL}/ipfs/${CID}`)
  expect(asset('https://cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png')
  for (const hostile of [
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    '//evil.example/x',
    'x',
  ]) {
    expect(() => asset(hostile, 'image')).toThrow(/image: expected an image path/)
  }
})

test('a map of owned tokens keeps a __proto__ key as a key', () => {
  const owned = {
    tokenId: '1',
    collectionAddress: COLLECTION,
    collection: { address: COLLECTION },
    nftLocation: 'In Wallet',
    onOrder: 0,
  }
  // as the wire brings it: JSON.parse makes '__proto__' an own key
  const entry = JSON.stringify(owned)
  const answer = JSON.parse(
    `{"data":{"__proto__":${entry},"${COLLECTION}-1":${entry}},"total":2,"page":1,"size":100,"indexedTo":null}`,
  )
  const decoded = decoders.ownerTokens(answer, '')
  expect(Object.getPrototypeOf(decoded.data)).toBe(Object.prototype)
  expect(Object.keys(decoded.data)).toEqual(['__proto__', `${COLLECTION}-1`])
})

test('a page of owned tokens says where it is in the whole: total, page and size', () => {
  const answer = { data: {}, total: 1005, page: 2, size: 1000, indexedTo: null }
  expect(decoders.ownerTokens(answer, '')).toEqual(answer)
  expect(() =>
    decoders.ownerTokens({ data: {}, indexedTo: null }, ''),
  ).toThrowErrorMatchingInlineSnapshot(
    `[DecodeError: total: expected a non-negative integer, got undefined]`,
  )
  expect(() =>
    decoders.ownerTokens({ ...answer, size: -1 }, ''),
  ).toThrowErrorMatchingInlineSnapshot(
    `[DecodeError: size: expected a non-negative integer, got number]`,
  )
})

test('an open order needs its signature parts, a closed one carries none; a known status', () => {
  const order = {
    hash: `0x${'01'.repeat(32)}`,
    tokenUID: `0x${'02'.repeat(32)}`,
    collection: COLLECTION,
    creator: COLLECTION,
    price: '5',
    uri: `ipfs://${CID}`,
    expiry: 1_900_000_000,
    nonce: '0',
    v: 27,
    r: `0x${'03'.repeat(32)}`,
    s: `0x${'04'.repeat(32)}`,
    status: 'open',
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  }
  expect(decoders.order(order, '').collection).toBe(COLLECTION.toLowerCase())
  expect(() => decoders.order({ ...order, status: 'sold' }, '')).toThrow(/status: expected/)
  expect(() => decoders.order({ ...order, r: '0x12' }, '')).toThrow(/^r: expected/)
  expect(() => decoders.order({ ...order, createdAt: 'yesterday' }, '')).toThrow(
    /createdAt: expected an ISO 8601 time/,
  )
  expect(() => decoders.order({ ...order, v: null, r: null, s: null }, '')).toThrow(/^v: expected/)
  for (const status of ['executed', 'cancelled', 'expired', 'superseded'] as const) {
    const closed = { ...order, status, v: null, r: null, s: null }
    expect(decoders.order(closed, '')).toMatchObject({ status, v: null, r: null, s: null })
    // a signature an answer should not have carried is not passed on
    expect(decoders.order({ ...order, status }, '')).toMatchObject({ v: null, r: null, s: null })
  }
})
