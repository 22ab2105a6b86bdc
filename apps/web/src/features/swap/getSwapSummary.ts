/**
 * The Recent Transactions line of a swap or wrap (spec §9: summaries show 3 significant digits),
 * naming the recipient when it is not the account.
 */
import {
  type Currency,
  type CurrencyAmount,
  formatAmount,
  shortenAddress,
  type Trade,
  WrapType,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'

export function getSwapSummary(
  trade: Trade<Currency, Currency>,
  {
    recipient,
    account,
    locale = 'en-US',
  }: { recipient: Address; account: Address; locale?: string | undefined },
): SwapMessage {
  const values = {
    inputAmount: formatAmount(trade.inputAmount, 'transactionSummary', locale),
    inputSymbol: trade.inputAmount.currency.symbol ?? '',
    outputAmount: formatAmount(trade.outputAmount, 'transactionSummary', locale),
    outputSymbol: trade.outputAmount.currency.symbol ?? '',
  }
  if (recipient.toLowerCase() === account.toLowerCase()) {
    return { key: SWAP_MESSAGES.swapSummary, values }
  }
  return {
    key: SWAP_MESSAGES.swapSummaryTo,
    values: { ...values, recipientAddress: shortenAddress(recipient) },
  }
}

export function getWrapSummary(
  wrapType: typeof WrapType.WRAP | typeof WrapType.UNWRAP,
  amount: CurrencyAmount<Currency>,
  locale = 'en-US',
): SwapMessage {
  return {
    key: wrapType === WrapType.WRAP ? SWAP_MESSAGES.wrapSummary : SWAP_MESSAGES.unwrapSummary,
    values: { amount: formatAmount(amount, 'transactionSummary', locale) },
  }
}
