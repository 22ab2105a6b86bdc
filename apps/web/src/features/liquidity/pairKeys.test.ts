import { parseManifest } from '@ghost/contracts/manifest'
import { describe, expect, test } from 'vitest'
import {
  addSavedPair,
  getManifestPairKeys,
  mergePairKeys,
  parsePairKey,
  toPairKey,
} from './pairKeys'
import { CAKE, USDT, WBNB } from './testFixtures'

const usdt = USDT.address.toLowerCase()
const wbnb = WBNB.address.toLowerCase()
const cake = CAKE.address.toLowerCase()

describe('pair keys', () => {
  test('one key whichever way round, lowercase and sorted', () => {
    expect(toPairKey(USDT.address, WBNB.address)).toBe(`${wbnb}-${usdt}`)
    expect(toPairKey(WBNB.address, USDT.address)).toBe(`${wbnb}-${usdt}`)
  })

  test('parsePairKey accepts two different addresses only', () => {
    expect(parsePairKey(`${wbnb}-${usdt}`)).toEqual([wbnb, usdt])
    expect(parsePairKey(`${wbnb}-${wbnb}`)).toBeUndefined()
    expect(parsePairKey(`${wbnb}-0x12`)).toBeUndefined()
    expect(parsePairKey(`${wbnb}-${usdt}-${cake}`)).toBeUndefined()
    expect(parsePairKey('BNB-USDT')).toBeUndefined()
  })

  test('manifest pairs by symbol become keys, BNB as WBNB', () => {
    const manifest = parseManifest({
      chainId: 1337,
      startBlock: 0,
      contracts: Object.fromEntries(
        [
          'WBNB',
          'Factory',
          'Router',
          'FeeSplitter',
          'Buyback',
          'Multicall',
          'MasterChef',
          'SmartChef0',
          'SmartChef1',
          'SmartChef2',
          'SmartChef3',
        ].map((name) => [name, name === 'WBNB' ? WBNB.address : CAKE.address]),
      ),
      tokens: {
        USDT: USDT.address,
        BUSD: CAKE.address,
        GHOST: CAKE.address,
        CAKE: CAKE.address,
        TAX: CAKE.address,
      },
      pairs: {
        'BNB-USDT': '0x5000000000000000000000000000000000000005',
        'CAKE-USDT': '0x5000000000000000000000000000000000000006',
        'NOPE-USDT': '0x5000000000000000000000000000000000000007',
      },
    })
    expect(getManifestPairKeys(manifest)).toEqual([`${wbnb}-${usdt}`, `${cake}-${usdt}`])
  })

  test('addSavedPair adds once per chain', () => {
    const key = toPairKey(CAKE.address, USDT.address)
    const once = addSavedPair({}, 1337, key)
    expect(once).toEqual({ 1337: [key] })
    expect(addSavedPair(once, 1337, key)).toBe(once)
    expect(addSavedPair(once, 56, key)).toEqual({ 1337: [key], 56: [key] })
  })

  test('mergePairKeys dedupes across lists and normalises case and order', () => {
    expect(
      mergePairKeys(
        [`${wbnb}-${usdt}`],
        [`${USDT.address}-${WBNB.address}`, 'junk', `${cake}-${usdt}`],
      ),
    ).toEqual([`${wbnb}-${usdt}`, `${cake}-${usdt}`])
  })
})
