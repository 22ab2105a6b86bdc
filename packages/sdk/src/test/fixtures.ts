import { CurrencyAmount } from '../amounts/currencyAmount'
import { Native } from '../currencies/native'
import { Token } from '../currencies/token'
import type { BaseError } from '../errors/base'
import { Pair } from '../pair/pair'
import type { TokenList } from '../tokenLists/types'

// BSC mainnet addresses, used only as realistic identities in tests.
export const WBNB = new Token({
  chainId: 56,
  address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  symbol: 'WBNB',
  name: 'Wrapped BNB',
})
export const USDT = new Token({
  chainId: 56,
  address: '0x55d398326f99059fF775485246999027B3197955',
  symbol: 'USDT',
  name: 'Tether USD',
})
export const BUSD = new Token({
  chainId: 56,
  address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56',
  symbol: 'BUSD',
  name: 'BUSD Token',
})
export const CAKE = new Token({
  chainId: 56,
  address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
  symbol: 'CAKE',
  name: 'PancakeSwap Token',
})
/** 6 decimals, to catch decimal mix-ups. */
export const USDC6 = new Token({
  chainId: 56,
  address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
})
export const BNB = Native.onChain(WBNB)

export const E18 = 10n ** 18n

let nextPairAddress = 1
/** A pair with whole-unit reserves (×10^decimals) and a made-up address. */
export function makePair(tokenA: Token, wholeA: bigint, tokenB: Token, wholeB: bigint): Pair {
  const address = `0x${(nextPairAddress++).toString(16).padStart(40, 'c')}` as const
  return new Pair({
    reserveA: CurrencyAmount.fromRawAmount(tokenA, wholeA * 10n ** BigInt(tokenA.decimals)),
    reserveB: CurrencyAmount.fromRawAmount(tokenB, wholeB * 10n ** BigInt(tokenB.decimals)),
    address,
  })
}

export function amount(
  token: Token | Native,
  whole: bigint | string,
): CurrencyAmount<Token | Native> {
  if (typeof whole === 'bigint') {
    return CurrencyAmount.fromRawAmount(token, whole * 10n ** BigInt(token.decimals))
  }
  const [integer = '0', fraction = ''] = whole.split('.')
  return CurrencyAmount.fromRawAmount(
    token,
    BigInt(`${integer}${fraction.padEnd(token.decimals, '0')}`),
  )
}

/** A small valid token list: USDT and CAKE on 56, CAKE on 97. */
export const sampleTokenList: TokenList = {
  name: 'Ghost Default',
  timestamp: '2021-05-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 0 },
  tokens: [
    { chainId: 56, address: USDT.address, name: 'Tether USD', symbol: 'USDT', decimals: 18 },
    { chainId: 56, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
    { chainId: 97, address: CAKE.address, name: 'PancakeSwap Token', symbol: 'CAKE', decimals: 18 },
  ],
}

/** The spec text (`shortMessage`) a failing call throws, or undefined when it does not throw. */
export function messageOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as BaseError).shortMessage
  }
  return undefined
}
