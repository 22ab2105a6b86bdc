import { Token } from '@ghost/sdk'
import { expect, test } from 'vitest'
import { getUserAddedTokens, withoutUserToken, withUserToken } from './userAddedTokens'

const deep = new Token({
  chainId: 1337,
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  decimals: 18,
  symbol: 'DEEP',
  name: 'Deep Token',
})

test('a saved token comes back as the same token, keyed by lowercase address under its chain', () => {
  const saved = withUserToken({}, deep)
  expect(Object.keys(saved['1337'] ?? {})).toEqual([deep.address.toLowerCase()])
  const [back] = getUserAddedTokens(saved, 1337)
  expect(back?.equals(deep)).toBe(true)
  expect([back?.symbol, back?.name, back?.decimals]).toEqual(['DEEP', 'Deep Token', 18])
  expect(getUserAddedTokens(saved, 56)).toEqual([])
})

test('removing works with any address case and leaves other chains alone', () => {
  const onOtherChain = new Token({ chainId: 56, address: deep.address, symbol: 'X' })
  const saved = withUserToken(withUserToken({}, deep), onOtherChain)
  const removed = withoutUserToken(saved, 1337, deep.address.toUpperCase().replace('0X', '0x'))
  expect(getUserAddedTokens(removed, 1337)).toEqual([])
  expect(getUserAddedTokens(removed, 56)).toHaveLength(1)
})

test('an entry that is not a token (bad address, bad decimals) is skipped', () => {
  const saved = {
    '1337': {
      a: { address: 'nope', symbol: 'A', name: 'A', decimals: 18 },
      b: { address: deep.address, symbol: 'B', name: 'B', decimals: 300 },
    },
  }
  expect(getUserAddedTokens(saved, 1337)).toEqual([])
})
