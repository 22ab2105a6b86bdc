/** Tokens and pairs shaped like the demo world (packages/devnet worldPlan), for rule tests. */
import { CurrencyAmount, Native, Pair, Token } from '@ghost/sdk'
import { parseEther } from 'viem'

const token = (n: number, symbol: string) =>
  new Token({ chainId: 1337, address: `0x${String(n).repeat(40)}`, symbol, name: symbol })

export const WBNB = token(1, 'WBNB')
export const USDT = token(2, 'USDT')
export const GHOST = token(3, 'GHOST')
export const CAKE = token(4, 'CAKE')
export const DEEP = token(5, 'DEEP')
export const TAX = token(6, 'TAX')
export const BNB = Native.onChain(WBNB)
export const FACTORY = `0x${'f'.repeat(40)}` as const
export const ROUTER = `0x${'e'.repeat(40)}` as const
export const ACCOUNT = `0x${'a'.repeat(40)}` as const

let nextPair = 0
export function pair(a: Token, wholeA: string, b: Token, wholeB: string): Pair {
  nextPair++
  return new Pair({
    reserveA: CurrencyAmount.fromRawAmount(a, parseEther(wholeA)),
    reserveB: CurrencyAmount.fromRawAmount(b, parseEther(wholeB)),
    address: `0x${nextPair.toString(16).padStart(40, 'c')}`,
  })
}

/** The seeded pairs: BNB $600, GHOST $2, CAKE $2.50, DEEP $0.10, TAX $0.50. */
export const WORLD_PAIRS = [
  pair(WBNB, '1000', USDT, '600000'),
  pair(GHOST, '300000', WBNB, '1000'),
  pair(CAKE, '100000', GHOST, '125000'),
  pair(DEEP, '1000000', CAKE, '40000'),
  pair(TAX, '600000', WBNB, '500'),
]

export const amount = (currency: Token | Native, whole: string) =>
  CurrencyAmount.fromRawAmount(currency, parseEther(whole))
