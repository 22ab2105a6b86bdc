/** Spec §5 and §8 swap texts, verbatim, so the web app and tests share one copy. */
export const SWAP_ERROR_TEXTS = {
  gasEstimate: 'Unexpected issue with estimating the gas. Please try again.',
  noCallThrew: 'Unexpected error. Please contact support: none of the calls threw an error.',
  invalidRecipient: 'Invalid recipient',
  missingDependencies: 'Missing dependencies',
  priceUpdated: 'Price Updated',
  rejected: 'Transaction rejected',
  insufficientLiquidity: 'Insufficient liquidity for this trade',
} as const
