/**
 * What blocks the buttons, from the derived swap info: the swap input error in the spec's order
 * (§5, `getSwapInputError`) and the wrap error ('Insufficient BNB balance' or 'Insufficient WBNB
 * balance').
 */
import { getWrapInputError, WrapType } from '@ghost/sdk'
import type { Address } from 'viem'
import type { DerivedSwapInfo } from './getDerivedSwapInfo'
import { getSwapInputError } from './getSwapInputError'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'
import { Field } from './swapState'

export type GetSwapErrorsParameters = {
  account: Address | undefined
  /** Factory, router and WBNB: contracts that would swallow what they receive. */
  blockedAddresses: readonly Address[]
  slippageBps: number
}

export type SwapErrors = {
  inputError: SwapMessage | undefined
  wrapInputError: SwapMessage | undefined
}

/**
 * @example
 * getSwapErrors(info, { account, blockedAddresses, slippageBps: 50 }).inputError // { key: 'Enter an amount' }
 */
export function getSwapErrors(
  info: DerivedSwapInfo,
  { account, blockedAddresses, slippageBps }: GetSwapErrorsParameters,
): SwapErrors {
  const inputError = getSwapInputError({
    account,
    parsedAmount: info.parsedAmount,
    inputCurrency: info.currencies[Field.INPUT],
    outputCurrency: info.currencies[Field.OUTPUT],
    to: info.to,
    blockedAddresses,
    trade: info.trade,
    inputBalance: info.balances[Field.INPUT],
    maximumAmountIn: info.slippageAdjustedAmounts?.maximumAmountIn,
    taxedToken: info.taxedToken,
    slippageBps,
  })
  const wrapError = getWrapInputError({
    wrapType: info.wrapType,
    amount: info.parsedAmounts[Field.INPUT],
    balance: info.balances[Field.INPUT],
  })
  return {
    inputError,
    // The sdk says which balance is short; the key follows the wrap direction.
    wrapInputError: wrapError
      ? {
          key:
            info.wrapType === WrapType.WRAP
              ? SWAP_MESSAGES.insufficientBnb
              : SWAP_MESSAGES.insufficientWbnb,
        }
      : undefined,
  }
}
