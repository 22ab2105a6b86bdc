import { expect, test } from 'vitest'
import { getDefaultTokens, getWrappedNativeToken } from './defaultTokens'
import { address, testManifest as manifest } from './testManifest'

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
