import { describe, expect, test } from 'vitest'
import { getSwapErrorMessage } from './getSwapErrorMessage'
import { SWAP_ERROR_TEXTS } from './swapErrorTexts'

describe('getSwapErrorMessage', () => {
  test('rejection, revert reason, anything else', () => {
    expect(getSwapErrorMessage({ code: 4001, message: 'User denied' })).toBe('Transaction rejected')
    expect(getSwapErrorMessage({ reason: 'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT' })).toBe(
      'The transaction cannot succeed due to error: GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT',
    )
    expect(getSwapErrorMessage({ message: 'nonce too low' })).toBe('Swap failed: nonce too low')
  })

  test('the spec texts', () => {
    expect(SWAP_ERROR_TEXTS).toEqual({
      gasEstimate: 'Unexpected issue with estimating the gas. Please try again.',
      noCallThrew: 'Unexpected error. Please contact support: none of the calls threw an error.',
      invalidRecipient: 'Invalid recipient',
      missingDependencies: 'Missing dependencies',
      priceUpdated: 'Price Updated',
      rejected: 'Transaction rejected',
      insufficientLiquidity: 'Insufficient liquidity for this trade',
    })
  })
})
