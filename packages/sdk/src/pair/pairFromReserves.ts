import type { Address } from 'viem'
import { CurrencyAmount } from '../amounts/currencyAmount'
import type { Token } from '../currencies/token'
import { Pair } from './pair'

/** Raw reserve amounts of a pair for a token pair, used by code that builds pairs from chain reads. */
export function pairFromReserves({
  tokenA,
  tokenB,
  reserveA,
  reserveB,
  address,
}: {
  tokenA: Token
  tokenB: Token
  reserveA: bigint
  reserveB: bigint
  address: Address
}): Pair {
  return new Pair({
    reserveA: CurrencyAmount.fromRawAmount(tokenA, reserveA),
    reserveB: CurrencyAmount.fromRawAmount(tokenB, reserveB),
    address,
  })
}
