import type { ApiOrder, ApiToken } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getUnmintedItem, type UnmintedItemInputs } from './unmintedItem'

const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const UID = `0x${'ab'.repeat(32)}`

function order(status: ApiOrder['status'], collection = COLLECTION): ApiOrder {
  const fields = {
    hash: `0x${'01'.repeat(32)}`,
    tokenUID: UID,
    collection,
    creator: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    price: '300000000000000000',
    uri: 'ipfs://bafkreimeta',
    expiry: 2_000_000_000,
    nonce: '1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
  // only an open order carries its signature (the API withholds the others')
  return status === 'open'
    ? { ...fields, status, v: 27, r: `0x${'02'.repeat(32)}`, s: `0x${'03'.repeat(32)}` }
    : { ...fields, status, v: null, r: null, s: null }
}

const base: UnmintedItemInputs = {
  collection: COLLECTION,
  tokenUID: UID,
  orders: [order('open')],
  listed: undefined,
  metadata: {
    name: 'Shape #9',
    description: 'A shape.',
    image: 'http://api/ipfs/img',
    attributes: [{ traitType: 'Palette', value: 'Dusk', displayType: null }],
  },
  mintedId: undefined,
  collectionData: null,
}

test('an open order: the token from its metadata, on sale at the order price by its creator', () => {
  const item = getUnmintedItem(base)
  expect(item.status).toBe('ready')
  if (item.status !== 'ready') return
  expect(item.order?.status).toBe('open')
  expect(item.token).toMatchObject({
    tokenId: null,
    tokenUID: UID,
    name: 'Shape #9',
    onOrder: 1,
    onOrderPrice: '300000000000000000',
    currentSeller: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    image: { original: 'http://api/ipfs/img', thumbnail: 'http://api/ipfs/img' },
    collection: { name: '', address: COLLECTION },
  })
})

test("the collection page's own view wins when it lists the token", () => {
  const listed = { name: 'Listed' } as ApiToken
  expect(getUnmintedItem({ ...base, listed, metadata: undefined })).toEqual({
    status: 'ready',
    token: listed,
    order: base.orders?.[0],
    described: base.orders?.[0],
  })
})

test('cancelled: the token off sale, still described by its last order (its owner may sign it again)', () => {
  const cancelled = order('cancelled')
  const item = getUnmintedItem({ ...base, orders: [cancelled] })
  expect(item.status === 'ready' && { order: item.order, described: item.described }).toEqual({
    order: null,
    described: cancelled,
  })
  expect(item.status === 'ready' && item.token.onOrder).toBe(0)
})

test('executed: on to the minted id once known', () => {
  const executed = { ...base, orders: [order('executed')] }
  expect(getUnmintedItem({ ...executed, mintedId: undefined })).toEqual({ status: 'loading' })
  expect(getUnmintedItem({ ...executed, mintedId: '12' })).toEqual({
    status: 'minted-elsewhere',
    tokenId: '12',
  })
  // unknown id: the page still shows the token, no longer on sale
  const item = getUnmintedItem({ ...executed, mintedId: null })
  expect(item.status === 'ready' && item.token.onOrder).toBe(0)
})

test('loading, and nothing to show', () => {
  expect(getUnmintedItem({ ...base, orders: undefined })).toEqual({ status: 'loading' })
  expect(getUnmintedItem({ ...base, metadata: undefined })).toEqual({ status: 'loading' })
  expect(getUnmintedItem({ ...base, orders: [] })).toEqual({ status: 'not-found' })
  expect(getUnmintedItem({ ...base, orders: [order('open', `0x${'9'.repeat(40)}`)] })).toEqual({
    status: 'not-found',
  })
  expect(getUnmintedItem({ ...base, metadata: null })).toEqual({ status: 'not-found' })
})
