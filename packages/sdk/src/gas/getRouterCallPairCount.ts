/**
 * How many pairs a Router02 call updates, for the gas rule (`getGasLimit`): a swap updates every
 * pair on its path (path.length − 1), an add or a remove updates its one pair, anything else
 * (the router's quotes) none.
 */
export type RouterCall = {
  functionName: string
  args?: readonly unknown[] | undefined
}

function isPath(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.length >= 2 && value.every((v) => typeof v === 'string')
}

/**
 * @example
 * getRouterCallPairCount({ functionName: 'swapExactETHForTokens', args: [0n, [wbnb, ghost, cake], me, deadline] }) // 2
 * getRouterCallPairCount({ functionName: 'removeLiquidityETHWithPermit', args }) // 1
 */
export function getRouterCallPairCount({ functionName, args = [] }: RouterCall): number {
  if (functionName.startsWith('swap')) {
    const path = args.find(isPath)
    return path ? path.length - 1 : 0
  }
  if (functionName.startsWith('addLiquidity') || functionName.startsWith('removeLiquidity'))
    return 1
  return 0
}
