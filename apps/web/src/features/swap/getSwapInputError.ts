/**
 * Why the swap cannot be sent yet, the first reason in the spec's priority order (§5): 'Connect
 * Wallet', 'Enter an amount', 'Select a token', 'Enter a recipient', 'Invalid recipient',
 * 'Insufficient %symbol% balance' (balance below the most the trade may take). After the spec's
 * list comes the taxed token's slippage rule.
 */
import {
  type Currency,
  type CurrencyAmount,
  isBlockedRecipient,
  type Token,
  type Trade,
} from '@ghost/sdk'
import type { Address } from 'viem'
import { isTaxedSlippageTooLow } from './getTaxedToken'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'

export type GetSwapInputErrorParameters = {
  account: Address | undefined
  /** The typed amount, parsed; undefined when empty, not a number or zero. */
  parsedAmount: CurrencyAmount<Currency> | undefined
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
  /** Where the output goes: the account, or the resolved send-to address; undefined if none. */
  to: Address | undefined
  /** Factory, router and WBNB: contracts that would swallow what they receive. */
  blockedAddresses: readonly Address[]
  trade: Trade<Currency, Currency> | undefined
  inputBalance: CurrencyAmount<Currency> | undefined
  /** Most the trade may take: the input, plus slippage on exact-output trades. */
  maximumAmountIn: CurrencyAmount<Currency> | undefined
  taxedToken?: Token | undefined
  slippageBps?: number | undefined
}

/**
 * @example
 * getSwapInputError({ account: undefined, … }) // { key: 'Connect Wallet' }
 */
export function getSwapInputError({
  account,
  parsedAmount,
  inputCurrency,
  outputCurrency,
  to,
  blockedAddresses,
  trade,
  inputBalance,
  maximumAmountIn,
  taxedToken,
  slippageBps = 0,
}: GetSwapInputErrorParameters): SwapMessage | undefined {
  if (!account) return { key: SWAP_MESSAGES.connectWallet }
  if (!parsedAmount) return { key: SWAP_MESSAGES.enterAmount }
  if (!inputCurrency || !outputCurrency) return { key: SWAP_MESSAGES.selectToken }
  if (!to) return { key: SWAP_MESSAGES.enterRecipient }
  if (isBlockedRecipient({ recipient: to, blockedAddresses, trade })) {
    return { key: SWAP_MESSAGES.invalidRecipient }
  }
  if (inputBalance && maximumAmountIn && inputBalance.lessThan(maximumAmountIn)) {
    return {
      key: SWAP_MESSAGES.insufficientBalance,
      values: { symbol: maximumAmountIn.currency.symbol ?? '' },
    }
  }
  if (taxedToken && isTaxedSlippageTooLow(taxedToken, slippageBps)) {
    return { key: SWAP_MESSAGES.taxedSlippage, values: { symbol: taxedToken.symbol ?? '' } }
  }
  return undefined
}
