/** Tokens and pairs for the prices and farm tests: addresses are arbitrary but fixed. */
import { CurrencyAmount, Fraction, Pair, Token } from '@ghost/sdk'
import { parseUnits } from 'viem'

export const CHAIN_ID = 1337

export function testToken(index: number, symbol: string, decimals = 18): Token {
  return new Token({
    chainId: CHAIN_ID,
    address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    decimals,
    symbol,
  })
}

export const USDT = testToken(1, 'USDT')
export const BUSD = testToken(2, 'BUSD')
export const WBNB = testToken(3, 'WBNB')
export const GHOST = testToken(4, 'GHOST')
export const CAKE = testToken(5, 'CAKE')
export const DEEP = testToken(6, 'DEEP')
export const TAX = testToken(7, 'TAX')
/** Six decimals, to catch decimal mix-ups. */
export const USDC6 = testToken(8, 'USDC', 6)

/** A pair holding `reserveA` and `reserveB` base units. */
export function rawPair(tokenA: Token, reserveA: bigint, tokenB: Token, reserveB: bigint): Pair {
  const [a, b] = tokenA.sortsBefore(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return new Pair({
    reserveA: CurrencyAmount.fromRawAmount(tokenA, reserveA),
    reserveB: CurrencyAmount.fromRawAmount(tokenB, reserveB),
    address: `0x${a.address.slice(-18)}${b.address.slice(-18)}0000`,
  })
}

/** A pair holding `amountA` and `amountB` whole tokens (decimal strings). */
export function testPair(tokenA: Token, amountA: string, tokenB: Token, amountB: string): Pair {
  return rawPair(
    tokenA,
    parseUnits(amountA, tokenA.decimals),
    tokenB,
    parseUnits(amountB, tokenB.decimals),
  )
}

/** The seeded devnet pairs (packages/devnet worldPlan.ts PAIRS). */
export const WORLD_PAIRS = [
  testPair(WBNB, '1000', USDT, '600000'),
  testPair(WBNB, '500', BUSD, '300000'),
  testPair(USDT, '200000', BUSD, '200000'),
  testPair(GHOST, '300000', WBNB, '1000'),
  testPair(CAKE, '100000', GHOST, '125000'),
  testPair(DEEP, '1000000', CAKE, '40000'),
  testPair(TAX, '600000', WBNB, '500'),
]

export function usd(value: string): Fraction {
  const [int = '0', dec = ''] = value.split('.')
  return new Fraction(BigInt(int + dec), 10n ** BigInt(dec.length))
}
