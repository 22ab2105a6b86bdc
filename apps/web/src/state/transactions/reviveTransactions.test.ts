import { expect, test } from 'vitest'
import { reviveTransactions } from './reviveTransactions'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const from = `0x${'11'.repeat(20)}`
const good = {
  hash: hash(1),
  from,
  chainId: 56,
  summary: 'Wrap 1 BNB to WBNB',
  addedTime: 1000,
  nonce: 3,
  lastCheckedBlockNumber: 10,
  receipt: {
    blockHash: hash(9),
    blockNumber: 11,
    contractAddress: null,
    from,
    status: 1,
    to: from,
    transactionHash: hash(1),
    transactionIndex: 0,
  },
  confirmedTime: 2000,
}

test('keeps valid records and drops broken ones one by one', () => {
  const saved = {
    56: {
      [hash(1)]: good,
      [hash(2)]: { ...good, hash: hash(2), addedTime: 'yesterday' },
      [hash(3)]: { ...good, hash: hash(4) },
      [hash(5)]: { ...good, hash: hash(5), receipt: { ...good.receipt, status: 'success' } },
      [hash(6)]: { ...good, hash: hash(6), chainId: 97 },
      [hash(7)]: {
        ...good,
        hash: hash(7),
        receipt: undefined,
        lost: { reason: 'gone', detectedTime: 1 },
      },
      [hash(8)]: {
        ...good,
        hash: hash(8),
        receipt: undefined,
        lost: { reason: 'dropped', detectedTime: 1 },
      },
    },
    mainnet: { [hash(1)]: good },
    97: 'nope',
  }
  const state = reviveTransactions(JSON.parse(JSON.stringify(saved)))
  expect(Object.keys(state ?? {})).toEqual(['56'])
  expect(Object.keys(state?.[56] ?? {})).toEqual([hash(1), hash(8)])
  expect(state?.[56]?.[hash(1)]).toEqual(good)
})

test('anything but an object is discarded', () => {
  expect(reviveTransactions(null)).toBeUndefined()
  expect(reviveTransactions([])).toBeUndefined()
  expect(reviveTransactions('x')).toBeUndefined()
})
