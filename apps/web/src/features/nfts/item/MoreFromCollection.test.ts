import type { ApiToken } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { testToken } from '../test/apiFixtures'
import { pickMoreFromCollection } from './MoreFromCollection'

function token(tokenId: string | null, ask = '0', tokenUID: string | null = null): ApiToken {
  return testToken({
    tokenId,
    tokenUID,
    onOrder: tokenId === null ? 1 : 0,
    onOrderPrice: tokenId === null ? '1' : null,
    collection: { name: 'C', address: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
    location: null,
    currentAskPrice: ask,
    isTradable: true,
  })
}

test('the other items, those on sale first, at most the count', () => {
  const tokens = [
    token('1'),
    token('2', '5'),
    token('3'),
    token(null, '0', '0xaa'),
    token('4', '7'),
  ]
  const ids = (picked: ApiToken[]) => picked.map((entry) => entry.tokenId ?? entry.tokenUID)
  expect(ids(pickMoreFromCollection(tokens, { tokenId: '2', tokenUID: null }))).toEqual([
    '0xaa',
    '4',
    '1',
    '3',
  ])
  expect(ids(pickMoreFromCollection(tokens, { tokenId: null, tokenUID: '0xaa' }, 2))).toEqual([
    '2',
    '4',
  ])
})
