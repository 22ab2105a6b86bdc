import { getAddress, zeroAddress } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  getProfileState,
  parseAccountParam,
  type ReadResult,
  toProfileData,
  type UserProfileTuple,
} from './profileReads'

const NFT = '0x00000000000000000000000000000000000000Aa'
const ok = <T>(result: T): ReadResult<T> => ({ status: 'success', result })
const failed = <T>(): ReadResult<T> => ({ status: 'failure', error: new Error('boom') })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('getProfileState (spec §4 profile)', () => {
  test('uninitialized while loading', () => {
    expect(getProfileState(undefined, { isLoading: true })).toEqual({
      isInitialized: false,
      isLoading: true,
      hasRegistered: false,
      data: null,
    })
  })

  test('an unregistered account: initialized, no profile', () => {
    expect(getProfileState([ok(false), failed()], { isLoading: false })).toEqual({
      isInitialized: true,
      isLoading: false,
      hasRegistered: false,
      data: null,
    })
  })

  test('a registered account: its points, team and avatar', () => {
    const tuple: UserProfileTuple = [3n, 120n, 2n, NFT, 7n, true]
    expect(getProfileState([ok(true), ok(tuple)], { isLoading: false })).toEqual({
      isInitialized: true,
      isLoading: false,
      hasRegistered: true,
      data: {
        userId: 3n,
        points: 120n,
        teamId: 2,
        collectionAddress: NFT,
        tokenId: 7n,
        isActive: true,
      },
    })
  })

  test('failures give the empty profile, logged (spec §8)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const empty = { isInitialized: true, isLoading: false, hasRegistered: false, data: null }
    expect(getProfileState([failed(), failed()], { isLoading: false })).toEqual(empty)
    expect(getProfileState([ok(true), failed()], { isLoading: false })).toEqual(empty)
    expect(getProfileState(undefined, { isLoading: false, error: new Error('rpc') })).toEqual(empty)
    expect(log).toHaveBeenCalledTimes(3)
  })
})

test('a paused profile has no avatar', () => {
  expect(toProfileData([1n, 0n, 1n, zeroAddress, 0n, false])).toMatchObject({
    isActive: false,
    collectionAddress: null,
    tokenId: null,
  })
})

test('parseAccountParam accepts any-case addresses and refuses the rest', () => {
  expect(parseAccountParam('0x00000000000000000000000000000000000000aa')).toBe(getAddress(NFT))
  expect(parseAccountParam(undefined)).toBeNull()
  expect(parseAccountParam('0x1234')).toBeNull()
  expect(parseAccountParam('not an address')).toBeNull()
})
