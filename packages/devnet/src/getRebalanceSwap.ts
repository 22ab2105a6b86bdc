import { getAmountOut } from '@ghost/sdk'

export type GetRebalanceSwapParameters = {
  reserveA: bigint
  reserveB: bigint
  /** The price to return to, as amounts: amountB of B per amountA of A. */
  planned: { amountA: bigint; amountB: bigint }
}

export type GetRebalanceSwapReturnType = { sellA: boolean; amountIn: bigint } | undefined

/**
 * The one swap that brings the pair's price back to the plan, found by bisection on the sdk's
 * pair math (the fee makes a closed form awkward); undefined when it is already there.
 *
 * @example
 * getRebalanceSwap({ reserveA: 990n * E18, reserveB: 606_000n * E18, planned: { amountA: 1n, amountB: 600n } })
 * // { sellA: true, amountIn: … } — BNB is dear at 612 USDT, so BNB is sold into the pool
 */
export function getRebalanceSwap(pair: GetRebalanceSwapParameters): GetRebalanceSwapReturnType {
  const { amountA, amountB } = pair.planned
  // Is A dearer in B than planned (reserveB / reserveA > amountB / amountA)? Then sell A.
  const priceAbove = (reserveA: bigint, reserveB: bigint) => reserveB * amountA > amountB * reserveA
  const sellA = priceAbove(pair.reserveA, pair.reserveB)
  const [reserveIn, reserveOut] = sellA
    ? [pair.reserveA, pair.reserveB]
    : [pair.reserveB, pair.reserveA]
  const crossed = (amountIn: bigint) => {
    // An input too small to buy a single wei moves nothing (and would revert).
    const amountOut = (() => {
      try {
        return getAmountOut({ amountIn, reserveIn, reserveOut })
      } catch {
        return 0n
      }
    })()
    if (amountOut === 0n) return false
    const [a, b] = sellA
      ? [reserveIn + amountIn, reserveOut - amountOut]
      : [reserveOut - amountOut, reserveIn + amountIn]
    return priceAbove(a, b) !== sellA
  }
  let low = 0n
  let high = reserveIn
  if (!crossed(high)) return undefined
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (middle > 0n && crossed(middle)) high = middle
    else low = middle
  }
  // `low` is the largest input that stays on this side of the plan; a swap too small to move
  // the price is not worth a block.
  return low * 1_000_000n > reserveIn ? { sellA, amountIn: low } : undefined
}
