import { describe, expect, test } from 'vitest'
import { getNftContracts, InvalidManifestError, parseManifest } from '../lib/manifest'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

const DEX_CONTRACTS = Object.fromEntries(
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
  ].map((name, i) => [name, address(i + 1)]),
)
const TOKENS = Object.fromEntries(
  ['USDT', 'BUSD', 'GHOST', 'CAKE', 'TAX'].map((symbol, i) => [symbol, address(i + 100)]),
)
const NFT_CONTRACTS = {
  NFTMarket: address(200),
  NFTFactory: address(201),
  Profile: address(202),
  GhostSquad: address(203),
}

const manifest = (contracts: Record<string, string>) => ({
  chainId: 1337,
  startBlock: 0,
  contracts,
  tokens: TOKENS,
})

describe('parseManifest: the NFT contracts', () => {
  test('a manifest written before the NFT market still parses, without NFT contracts', () => {
    const parsed = parseManifest(manifest(DEX_CONTRACTS))
    expect(parsed.contracts.NFTMarket).toBeUndefined()
    expect(getNftContracts(parsed)).toBeUndefined()
  })

  test('a manifest with the NFT market reads its four addresses, checksummed', () => {
    const parsed = parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS }))
    expect(getNftContracts(parsed)).toEqual({
      NFTMarket: '0x00000000000000000000000000000000000000C8',
      NFTFactory: '0x00000000000000000000000000000000000000C9',
      Profile: '0x00000000000000000000000000000000000000ca',
      GhostSquad: '0x00000000000000000000000000000000000000CB',
    })
  })

  test.each(Object.keys(NFT_CONTRACTS))(
    'a manifest with the NFT market but no %s is refused',
    (key) => {
      const partial: Record<string, string> = { ...DEX_CONTRACTS, ...NFT_CONTRACTS }
      delete partial[key]
      expect(() => parseManifest(manifest(partial))).toThrow(
        new InvalidManifestError(
          `Manifest contracts.${key} is missing (the NFT contracts come all together)`,
        ),
      )
    },
  )

  test('an NFT contract that is not an address is refused', () => {
    expect(() =>
      parseManifest(manifest({ ...DEX_CONTRACTS, ...NFT_CONTRACTS, Profile: 'nope' })),
    ).toThrow('Manifest contracts.Profile is not an address: nope')
  })
})
