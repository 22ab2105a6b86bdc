import { expect, test } from 'vitest'
import { getPageMeta } from './pageMeta'

const DEFAULT = 'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'

test.each([
  ['/', DEFAULT],
  ['/swap', 'Exchange | GHOST'],
  ['/add/BNB', 'Add Liquidity | GHOST'],
  ['/create', 'Add Liquidity | GHOST'],
  ['/remove/0x1/0x2', 'Remove Liquidity | GHOST'],
  ['/liquidity', 'Liquidity | GHOST'],
  ['/find', 'Import Pool | GHOST'],
  ['/farms', 'Farms | GHOST'],
  ['/pools/history', 'Pools | GHOST'],
  ['/nfts', 'Overview | GHOST'],
  ['/nfts/createnft', 'Create NFT | GHOST'],
  ['/nfts/mypage', 'Mypage | GHOST'],
  ['/nfts/collections/0xabc/1', 'Collections | GHOST'],
  ['/nfts/profile/0xabc', 'Your Profile | GHOST'],
  ['/info', 'Overview | Ghost Info & Analytics'],
  ['/info/pools', 'Pools | Ghost Info & Analytics'],
  ['/info/tokens', 'Tokens | Ghost Info & Analytics'],
  ['/swapper', DEFAULT],
  ['/no-such-page', DEFAULT],
])('%s → %s', (path, title) => {
  expect(getPageMeta(path).title).toBe(title)
})

test('info pages describe the analytics, others the default description', () => {
  expect(getPageMeta('/info/tokens').description).toBe('View statistics for Ghost exchanges.')
  expect(getPageMeta('/swap').description).toBe(DEFAULT)
})

test('titles go through the translator', () => {
  const t = (key: string) => (key === 'Exchange' ? '兑换' : key)
  expect(getPageMeta('/swap', t).title).toBe('兑换 | GHOST')
})
