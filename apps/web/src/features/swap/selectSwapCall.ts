/**
 * Picks the router call to send from the estimates of every candidate (spec §7): the last one
 * whose gas estimate worked, with that estimate plus 10%. When none worked, the last failure
 * says why (spec §8): a revert names its reason ('The transaction cannot succeed due to error:
 * …', plus the taxed token's note when the trade touches it); anything else is 'Unexpected issue
 * with estimating the gas. Please try again.'; no candidate at all is the "none of the calls
 * threw" error.
 */
import { BaseError, ContractFunctionRevertedError } from 'viem'
import { calculateGasMargin } from '../../chain/transactions/calculateGasMargin'
import type { SwapCall } from './getSwapCallCandidates'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'

export type SwapCallEstimate = { call: SwapCall; gas: bigint } | { call: SwapCall; error: unknown }

export type SelectSwapCallReturnType =
  | { call: SwapCall; gasLimit: bigint }
  | { error: SwapMessage; hint?: SwapMessage | undefined }

/** The revert reason inside a viem error, or undefined when the error is not a revert. */
export function getRevertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(revert instanceof ContractFunctionRevertedError)) return undefined
  return revert.reason ?? revert.data?.errorName ?? revert.shortMessage
}

/**
 * @example
 * selectSwapCall(estimates, { chainId: 56, taxedSymbol: undefined }) // { call, gasLimit }
 */
export function selectSwapCall(
  estimates: readonly SwapCallEstimate[],
  { chainId, taxedSymbol }: { chainId: number; taxedSymbol?: string | undefined },
): SelectSwapCallReturnType {
  const working = estimates.findLast((estimate) => 'gas' in estimate)
  if (working && 'gas' in working) {
    return { call: working.call, gasLimit: calculateGasMargin(working.gas, chainId) }
  }
  // The last candidate is the preferred one, so its failure explains best (for the taxed token
  // the fee-supporting call names the output shortfall, the plain one only 'K').
  const failure = estimates.findLast((estimate) => 'error' in estimate)
  if (!failure || !('error' in failure)) return { error: { key: SWAP_MESSAGES.noCallThrew } }
  const reason = getRevertReason(failure.error)
  if (reason === undefined) return { error: { key: SWAP_MESSAGES.gasEstimate } }
  return {
    error: { key: SWAP_MESSAGES.cannotSucceed, values: { reason } },
    hint:
      taxedSymbol !== undefined
        ? { key: SWAP_MESSAGES.taxedNote, values: { symbol: taxedSymbol } }
        : undefined,
  }
}
