/** Tokens and pairs shared by the liquidity rule tests (local chain ids and made-up addresses). */
import { CurrencyAmount, Native, Pair, Token } from '@ghost/sdk'
import { parseEther } from 'viem'

export const WBNB = new Token({
  chainId: 1337,
  address: '0x1000000000000000000000000000000000000001',
  symbol: 'WBNB',
  name: 'Wrapped BNB',
})
export const USDT = new Token({
  chainId: 1337,
  address: '0x2000000000000000000000000000000000000002',
  symbol: 'USDT',
  name: 'Tether USD',
})
export const CAKE = new Token({
  chainId: 1337,
  address: '0x0300000000000000000000000000000000000003',
  symbol: 'CAKE',
  name: 'PancakeSwap Token',
})
/** 6 decimals, to catch decimal mix-ups. */
export const USDC6 = new Token({
  chainId: 1337,
  address: '0x4000000000000000000000000000000000000004',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
})
export const BNB = Native.onChain(WBNB)

export const PAIR_ADDRESS = '0x5000000000000000000000000000000000000005' as const

/** 1,000 WBNB against 600,000 USDT: 1 BNB = 600 USDT. */
export const WBNB_USDT = new Pair({
  reserveA: CurrencyAmount.fromRawAmount(WBNB, parseEther('1000')),
  reserveB: CurrencyAmount.fromRawAmount(USDT, parseEther('600000')),
  address: PAIR_ADDRESS,
})

export function lp(pair: Pair, amount: string): CurrencyAmount<Token> {
  return CurrencyAmount.fromRawAmount(pair.liquidityToken, parseEther(amount))
}
