import { expect, test } from 'vitest'
import { parseNftItemParams } from './itemRoute'

const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const UID = `0x${'Ab'.repeat(32)}`

test('a minted token by decimal id, an unminted one by token UID, both lowercase', () => {
  expect(parseNftItemParams(COLLECTION, '007')).toEqual({
    kind: 'minted',
    collection: COLLECTION.toLowerCase(),
    tokenId: '7',
  })
  expect(parseNftItemParams(COLLECTION, UID)).toEqual({
    kind: 'unminted',
    collection: COLLECTION.toLowerCase(),
    tokenUID: UID.toLowerCase(),
  })
})

test('malformed params name no item', () => {
  for (const [collection, tokenId] of [
    [undefined, '1'],
    [COLLECTION, undefined],
    ['0x1234', '1'],
    [COLLECTION, ''],
    [COLLECTION, '-1'],
    [COLLECTION, '1.5'],
    [COLLECTION, '1e3'],
    [COLLECTION, ' 1'],
    [COLLECTION, (2n ** 256n).toString()],
    [COLLECTION, `0x${'a'.repeat(63)}`],
    [COLLECTION, '<script>'],
  ] as const) {
    expect(parseNftItemParams(collection, tokenId), `${collection} ${tokenId}`).toBeNull()
  }
  expect(parseNftItemParams(COLLECTION, (2n ** 256n - 1n).toString())?.kind).toBe('minted')
})
