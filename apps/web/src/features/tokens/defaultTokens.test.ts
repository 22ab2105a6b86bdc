import { parseManifest } from '@ghost/contracts/manifest'
import { expect, test } from 'vitest'
import { getDefaultTokens, getWrappedNativeToken } from './defaultTokens'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

const manifest = parseManifest({
  chainId: 1337,
  startBlock: 0,
  contracts: {
    WBNB: address(1),
    Factory: address(2),
    Router: address(3),
    FeeSplitter: address(9),
    Buyback: address(10),
    Multicall: address(4),
    MasterChef: address(5),
    SmartChef0: address(6),
    SmartChef1: address(7),
    SmartChef2: address(8),
  },
  tokens: {
    USDT: address(11),
    BUSD: address(12),
    GHOST: address(13),
    CAKE: address(14),
    TAX: address(15),
    DEEP: address(16),
    NEW: address(17),
  },
})

test('WBNB first, then the manifest tokens with their names; an unknown symbol keeps its key and 18 decimals', () => {
  expect(
    getDefaultTokens(manifest).map((token) => [
      token.symbol,
      token.name,
      token.decimals,
      token.chainId,
      token.address.slice(-2).toLowerCase(),
    ]),
  ).toMatchInlineSnapshot(`
    [
      [
        "WBNB",
        "Wrapped BNB",
        18,
        1337,
        "01",
      ],
      [
        "USDT",
        "Tether USD",
        18,
        1337,
        "0b",
      ],
      [
        "BUSD",
        "Binance USD",
        18,
        1337,
        "0c",
      ],
      [
        "GHOST",
        "Ghost Token",
        18,
        1337,
        "0d",
      ],
      [
        "CAKE",
        "PancakeSwap Token",
        18,
        1337,
        "0e",
      ],
      [
        "TAX",
        "Taxed Token",
        18,
        1337,
        "0f",
      ],
      [
        "DEEP",
        "Deep Token",
        18,
        1337,
        "10",
      ],
      [
        "NEW",
        "NEW",
        18,
        1337,
        "11",
      ],
    ]
  `)
})

test('the wrapped native token is the manifest WBNB', () => {
  const wbnb = getWrappedNativeToken(manifest)
  expect(wbnb.address).toBe(address(1))
  expect(wbnb.equals(getDefaultTokens(manifest)[0] as typeof wbnb)).toBe(true)
})
