import { describe, expect, test } from 'vitest'
import {
  getAvatarCandidates,
  getPaidStep,
  getProfileStatus,
  getUsernameState,
} from './profileRules'

const GSQ = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'

function nft(
  collection: string,
  tokenId: string | null,
  location: 'For Sale' | 'Profile Pic' | 'In Wallet',
) {
  return { token: { collection: { address: collection }, tokenId }, location }
}

describe('getAvatarCandidates', () => {
  test('keeps minted NFTs in the wallet from approved collections only', () => {
    const nfts = [
      nft(GSQ, '1', 'In Wallet'),
      nft(GSQ.toUpperCase().replace('0X', '0x'), '2', 'In Wallet'),
      nft(GSQ, '3', 'For Sale'),
      nft(GSQ, '4', 'Profile Pic'),
      nft(OTHER, '5', 'In Wallet'),
      nft(GSQ, null, 'In Wallet'),
    ]
    expect(getAvatarCandidates(nfts, new Set([GSQ])).map((n) => n.token.tokenId)).toEqual([
      '1',
      '2',
    ])
    expect(getAvatarCandidates(nfts, new Set())).toEqual([])
  })
})

describe('getUsernameState', () => {
  test('empty, then the local rule (3–15 letters and digits) before asking the service', () => {
    expect(getUsernameState('', undefined)).toEqual({ status: 'empty' })
    expect(getUsernameState('ab', undefined).status).toBe('invalid')
    expect(getUsernameState('sixteencharsxxxx', undefined).status).toBe('invalid')
    expect(getUsernameState('bad name', undefined).status).toBe('invalid')
    expect(getUsernameState('héllo', undefined).status).toBe('invalid')
    expect(getUsernameState('Ghost42', undefined)).toEqual({ status: 'checking' })
  })

  test("the service's answer: failed, refused, taken, available", () => {
    expect(getUsernameState('Ghost42', null)).toEqual({ status: 'unverified' })
    const answer = { username: 'Ghost42', valid: true, available: true, message: null }
    expect(getUsernameState('Ghost42', answer)).toEqual({
      status: 'available',
      username: 'Ghost42',
    })
    expect(getUsernameState('Ghost42', { ...answer, available: false, message: 'taken' })).toEqual({
      status: 'taken',
      message: 'taken',
    })
    expect(getUsernameState('Ghost42', { ...answer, valid: false, message: 'no' })).toEqual({
      status: 'invalid',
      issues: ['no'],
    })
  })
})

describe('getPaidStep', () => {
  const base = {
    cost: 10n,
    balance: 100n,
    allowance: 0n,
    nftApproved: false as boolean | undefined,
  }
  test('a failed cost read is spec §8 no-costs; missing reads are loading', () => {
    expect(getPaidStep({ ...base, cost: null })).toBe('no-costs')
    expect(getPaidStep({ ...base, cost: undefined })).toBe('loading')
    expect(getPaidStep({ ...base, balance: undefined })).toBe('loading')
    expect(getPaidStep({ ...base, allowance: undefined })).toBe('loading')
  })

  test('CAKE short, then CAKE approval, then the NFT approval, then confirm', () => {
    expect(getPaidStep({ ...base, balance: 9n })).toBe('insufficient-cake')
    expect(getPaidStep(base)).toBe('approve-cake')
    expect(getPaidStep({ ...base, allowance: 10n })).toBe('approve-nft')
    expect(getPaidStep({ ...base, allowance: 10n, nftApproved: true })).toBe('confirm')
    expect(getPaidStep({ ...base, allowance: 10n, nftApproved: undefined })).toBe('confirm')
  })

  test('a free action needs no CAKE approval', () => {
    expect(getPaidStep({ ...base, cost: 0n, balance: 0n, nftApproved: true })).toBe('confirm')
  })
})

test('getProfileStatus', () => {
  expect(getProfileStatus({ hasRegistered: false, data: null })).toBe('none')
  expect(getProfileStatus({ hasRegistered: true, data: { isActive: true } })).toBe('active')
  expect(getProfileStatus({ hasRegistered: true, data: { isActive: false } })).toBe('paused')
})
