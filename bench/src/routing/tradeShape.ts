/**
 * A found trade as plain data both SDKs can be reduced to: the token path and both raw amounts.
 * Equal shapes, in the same order, mean the same trades (pair addresses differ: each SDK derives
 * its own).
 */
export type TradeShape = { path: string[]; amountIn: bigint; amountOut: bigint }

type AnyTrade = {
  route: { path: readonly { address: string }[] }
  inputAmount: { quotient: bigint }
  outputAmount: { quotient: bigint }
}

export function toTradeShapes(trades: readonly AnyTrade[]): TradeShape[] {
  return trades.map((trade) => ({
    path: trade.route.path.map((token) => token.address.toLowerCase()),
    amountIn: trade.inputAmount.quotient,
    amountOut: trade.outputAmount.quotient,
  }))
}

export function isSameTrades(a: readonly TradeShape[], b: readonly TradeShape[]): boolean {
  return (
    a.length === b.length &&
    a.every((trade, index) => {
      const other = b[index] as TradeShape
      return (
        trade.amountIn === other.amountIn &&
        trade.amountOut === other.amountOut &&
        trade.path.join() === other.path.join()
      )
    })
  )
}
