import { type Manifest, parseManifest } from '@ghost/contracts/manifest'
import { describe, expect, test } from 'vitest'
import { getDexConfig } from './getDexConfig'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

function manifest(chainId: number): Manifest {
  return parseManifest({
    chainId,
    startBlock: 0,
    contracts: {
      WBNB: address(1),
      Factory: address(2),
      Router: address(3),
      FeeSplitter: address(4),
      Buyback: address(5),
      Multicall: address(6),
      MasterChef: address(7),
      SmartChef0: address(8),
      SmartChef1: address(9),
      SmartChef2: address(10),
      SmartChef3: address(12),
    },
    tokens: {
      USDT: address(0xa1),
      BUSD: address(0xb1),
      GHOST: address(0xc1),
      CAKE: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
      TAX: address(0xd1),
    },
  })
}

describe('getDexConfig', () => {
  test('the local chain trusts WBNB, USDT, BUSD and the platform tokens GHOST and CAKE, lowercase', () => {
    const config = getDexConfig(manifest(1337))
    expect(config.factory).toBe(address(2))
    expect(config.wbnb).toBe(address(1))
    expect([...config.whitelist]).toEqual([
      address(1),
      address(0xa1),
      address(0xb1),
      address(0xc1),
      '0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82',
    ])
    expect([...config.stables]).toEqual([address(0xa1), address(0xb1)])
  })

  test('BNB Smart Chain adds its usual deep tokens, CAKE among them', () => {
    const config = getDexConfig(manifest(56))
    expect(config.whitelist.size).toBe(12)
    expect(config.whitelist.has('0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82')).toBe(true)
    expect(config.whitelist.has('0x55d398326f99059ff775485246999027b3197955')).toBe(true)
    expect([...config.stables]).toEqual([address(0xa1), address(0xb1)])
  })
})
