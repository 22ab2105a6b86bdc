import { expect, test } from 'vitest'
import { getRouterCallPairCount } from './getRouterCallPairCount'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const C = '0x00000000000000000000000000000000000000cc'
const D = '0x00000000000000000000000000000000000000dd'
const ME = '0x0000000000000000000000000000000000000001'

test.each([
  ['swapExactTokensForTokens', [1n, 0n, [A, B], ME, 9n], 1],
  ['swapTokensForExactTokens', [1n, 2n, [A, B, C, D], ME, 9n], 3],
  ['swapExactETHForTokens', [0n, [A, B, C], ME, 9n], 2],
  ['swapExactTokensForTokensSupportingFeeOnTransferTokens', [1n, 0n, [A, B], ME, 9n], 1],
  ['addLiquidity', [A, B, 1n, 1n, 0n, 0n, ME, 9n], 1],
  ['addLiquidityETH', [A, 1n, 0n, 0n, ME, 9n], 1],
  ['removeLiquidityWithPermit', [A, B, 1n, 0n, 0n, ME, 9n, false, 27, '0x', '0x'], 1],
  ['removeLiquidityETHSupportingFeeOnTransferTokens', [A, 1n, 0n, 0n, ME, 9n], 1],
  ['getAmountsOut', [1n, [A, B, C]], 0],
  ['approve', [B, 1n], 0],
] as const)('%s touches %i pairs', (functionName, args, pairs) => {
  expect(getRouterCallPairCount({ functionName, args })).toBe(pairs)
})

test('a swap without a readable path counts no pair rather than guessing', () => {
  expect(getRouterCallPairCount({ functionName: 'swapExactETHForTokens' })).toBe(0)
})
