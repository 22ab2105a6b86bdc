/** Reserves of one pair tracked in TS, ordered by token address, to derive expected outcomes. */
import type { Address } from 'viem'
import { getAmountIn, getAmountOut } from './math'

export class PoolModel {
  constructor(
    readonly token0: Address,
    readonly token1: Address,
    public reserve0: bigint,
    public reserve1: bigint,
  ) {}

  reserveOf(token: Address): bigint {
    return token === this.token0 ? this.reserve0 : this.reserve1
  }

  private add(token: Address, delta: bigint): void {
    if (token === this.token0) this.reserve0 += delta
    else this.reserve1 += delta
  }

  other(token: Address): Address {
    return token === this.token0 ? this.token1 : this.token0
  }

  /** Exact-input swap of `amount` of `tokenIn` that reached the pair; returns the output. */
  swapIn(tokenIn: Address, amount: bigint): bigint {
    const out = getAmountOut(amount, this.reserveOf(tokenIn), this.reserveOf(this.other(tokenIn)))
    this.add(tokenIn, amount)
    this.add(this.other(tokenIn), -out)
    return out
  }

  /** Exact-output swap; returns the input the router charges. */
  swapOut(tokenIn: Address, out: bigint): bigint {
    const input = getAmountIn(out, this.reserveOf(tokenIn), this.reserveOf(this.other(tokenIn)))
    this.add(tokenIn, input)
    this.add(this.other(tokenIn), -out)
    return input
  }

  get k(): bigint {
    return this.reserve0 * this.reserve1
  }
}
