/**
 * Every text the swap rules hand to components, as message keys (spec §5, §8 verbatim where the
 * spec gives them). A rule returns a `SwapMessage`; the component calls `t(key, values)`.
 */

import type { TransactionMessageKey } from '../../chain/transactions/getTransactionError'
import { msg } from '../../i18n'

export type SwapMessage = {
  /** A swap text, or one of the shared error mapper's (`getTransactionErrorMessage`). */
  key: SwapMessageKey | TransactionMessageKey
  values?: Readonly<Record<string, string>> | undefined
}

export const SWAP_MESSAGES = {
  connectWallet: msg('Connect Wallet'),
  enterAmount: msg('Enter an amount'),
  selectToken: msg('Select a token'),
  enterRecipient: msg('Enter a recipient'),
  invalidRecipient: msg('Invalid recipient'),
  insufficientBalance: msg('Insufficient %symbol% balance'),
  insufficientLiquidity: msg('Insufficient liquidity for this trade'),
  tryMultihop: msg('Try enabling multi-hop trades.'),
  insufficientBnb: msg('Insufficient BNB balance'),
  insufficientWbnb: msg('Insufficient WBNB balance'),
  wrap: msg('Wrap'),
  unwrap: msg('Unwrap'),
  swap: msg('Swap'),
  swapAnyway: msg('Swap Anyway'),
  priceImpactHigh: msg('Price Impact High'),
  priceImpactTooHigh: msg('Price Impact Too High'),
  enable: msg('Enable %asset%'),
  enabling: msg('Enabling %asset%'),
  enabled: msg('Enabled'),
  taxedSlippage: msg('Set slippage to 12% or more for %symbol%'),
  taxedNote: msg(
    '%symbol% burns 10% of every transfer: set your slippage tolerance to 12% or more to trade it.',
  ),
  cannotSucceed: msg('The transaction cannot succeed due to error: %reason%'),
  gasEstimate: msg('Unexpected issue with estimating the gas. Please try again.'),
  noCallThrew: msg('Unexpected error. Please contact support: none of the calls threw an error.'),
  rejected: msg('Transaction rejected'),
  swapFailed: msg('Swap failed: %message%'),
  missingDependencies: msg('Missing dependencies'),
  swapSummary: msg('Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol%'),
  swapSummaryTo: msg(
    'Swap %inputAmount% %inputSymbol% for %outputAmount% %outputSymbol% to %recipientAddress%',
  ),
  wrapSummary: msg('Wrap %amount% BNB to WBNB'),
  unwrapSummary: msg('Unwrap %amount% WBNB to BNB'),
} as const

export type SwapMessageKey = (typeof SWAP_MESSAGES)[keyof typeof SWAP_MESSAGES]
