import { expect, test } from 'vitest'
import { getPageMeta } from './pageMeta'

const DEFAULT = 'NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'
const NOT_FOUND = 'Oops, page not found | GHOST'
const ME = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

test.each([
  ['/', DEFAULT],
  ['/swap', 'Exchange | GHOST'],
  ['/add/BNB', 'Add Liquidity | GHOST'],
  ['/create', 'Add Liquidity | GHOST'],
  ['/remove/0x1/0x2', 'Remove Liquidity | GHOST'],
  ['/liquidity', 'Liquidity | GHOST'],
  ['/find', 'Import Pool | GHOST'],
  ['/farms', 'Farms | GHOST'],
  ['/farms/auction', 'Farm Auctions | GHOST'],
  ['/migration', 'LP Migration | GHOST'],
  ['/pools/history', 'Pools | GHOST'],
  ['/nfts', 'Overview | GHOST'],
  ['/nfts/createnft', 'Create NFT | GHOST'],
  ['/nfts/mypage', 'Mypage | GHOST'],
  ['/nfts/collections', 'Collections | GHOST'],
  ['/nfts/collections/0xabc', 'Collection | GHOST'],
  ['/nfts/collections/0xabc/1', 'Collection | GHOST'],
  ['/nfts/profile', 'Your Profile | GHOST'],
  ['/nfts/profile/0xabc', 'Profile | GHOST'],
  ['/nfts/squad', 'Ghost Squad | GHOST'],
  ['/voting', 'Voting | GHOST'],
  ['/voting/proposal/create', 'Make a Proposal | GHOST'],
  ['/voting/proposal/0xabc', 'Proposal | GHOST'],
  ['/teams', 'Teams | GHOST'],
  ['/teams/1', 'Team | GHOST'],
  ['/competition', 'Trading battle | GHOST'],
  ['/SWAP/', 'Exchange | GHOST'],
  ['/info', 'Overview | Ghost Info & Analytics'],
  ['/info/pools', 'Pools | Ghost Info & Analytics'],
  ['/info/tokens', 'Tokens | Ghost Info & Analytics'],
  ['/info/pools/0xabc', 'Pool | Ghost Info & Analytics'],
  ['/info/tokens/0xabc', 'Token | Ghost Info & Analytics'],
  // no route: the not-found screen's heading, never the previous page's title
  ['/swapper', NOT_FOUND],
  ['/no-such-page', NOT_FOUND],
  ['/nfts/nonsense', NOT_FOUND],
  ['/info/nonsense', NOT_FOUND],
  ['/farms/1/2', NOT_FOUND],
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

test("someone else's profile names them; only the connected account's own is 'Your Profile'", () => {
  const path = `/nfts/profile/${OTHER.toLowerCase()}`
  expect(getPageMeta(path, undefined, { account: ME }).title).toBe('Profile of 0xe7...0512 | GHOST')
  expect(getPageMeta(path).title).toBe('Profile of 0xe7...0512 | GHOST')
  expect(getPageMeta(path, undefined, { account: OTHER }).title).toBe('Your Profile | GHOST')
})

test('a translated profile title fills in the address', () => {
  const t = (key: string, data?: Record<string, string>) =>
    key === 'Profile of %name%' ? `Profil von ${data?.name}` : key
  expect(getPageMeta(`/nfts/profile/${OTHER}`, t).title).toBe('Profil von 0xe7...0512 | GHOST')
})
