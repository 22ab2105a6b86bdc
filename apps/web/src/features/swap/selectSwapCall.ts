/**
 * Picks the router call to send from the estimates of every candidate (spec §7): the last one
 * whose gas estimate worked, with the sdk's limit for it (the estimate +10%, plus room for the
 * accumulator write of each pair on its path). When none worked, the last failure
 * says why (spec §8): a revert names its reason ('The transaction cannot succeed due to error:
 * …', plus the taxed token's note when the trade touches it); anything else is 'Unexpected issue
 * with estimating the gas. Please try again.'; no candidate at all is the "none of the calls
 * threw" error.
 */
import { getGasLimit, getRouterCallPairCount } from '@ghost/sdk'
import { BaseError, ContractFunctionRevertedError } from 'viem'
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
 * selectSwapCall(estimates, { taxedSymbol: undefined }) // { call, gasLimit }
 */
export function selectSwapCall(
  estimates: readonly SwapCallEstimate[],
  { taxedSymbol }: { taxedSymbol?: string | undefined },
): SelectSwapCallReturnType {
  const working = estimates.findLast((estimate) => 'gas' in estimate)
  if (working && 'gas' in working) {
    const gasLimit = getGasLimit({
      estimate: working.gas,
      pairsTouched: getRouterCallPairCount(working.call),
    })
    return { call: working.call, gasLimit }
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
