/**
 * Picks the router call to send from the estimates of every candidate (spec §7): the last one
 * whose gas estimate worked, with the one gas rule's limit for it (`getRouterCallGasLimit`: the
 * estimate +10%, plus room for the accumulator write of each pair on its path). When none worked, the last failure
 * says why, read by the shared error mapper (spec §8): a revert names its reason ('The
 * transaction cannot succeed due to error: …', plus the taxed token's note when the trade touches
 * it); too little BNB says so; anything else is 'Unexpected issue with estimating the gas. Please
 * try again.'; no candidate at all is the "none of the calls threw" error.
 */
import type { SwapCall } from '../../chain/actions/router'
import { getRouterCallGasLimit } from '../../chain/transactions/getCallGasLimit'
import {
  getTransactionErrorMessage,
  getTransactionFailure,
} from '../../chain/transactions/getTransactionError'
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages'

export type SwapCallEstimate = { call: SwapCall; gas: bigint } | { call: SwapCall; error: unknown }

export type SelectSwapCallReturnType =
  | { call: SwapCall; estimate: bigint; gasLimit: bigint }
  | { error: SwapMessage; hint?: SwapMessage | undefined }

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
    return {
      call: working.call,
      estimate: working.gas,
      gasLimit: getRouterCallGasLimit({ call: working.call, estimate: working.gas }),
    }
  }
  // The last candidate is the preferred one, so its failure explains best (for the taxed token
  // the fee-supporting call names the output shortfall, the plain one only 'K').
  const failure = estimates.findLast((estimate) => 'error' in estimate)
  if (!failure || !('error' in failure)) return { error: { key: SWAP_MESSAGES.noCallThrew } }
  const { type } = getTransactionFailure(failure.error)
  const message = getTransactionErrorMessage(failure.error, { flow: 'swap' })
  // An estimate that failed for a reason that is neither a revert, a refusal nor a short
  // balance is the spec's gas-estimate issue, even when the node's text says something else.
  if (!message || type === 'unknown') return { error: { key: SWAP_MESSAGES.gasEstimate } }
  if (type !== 'reverted') return { error: message }
  return {
    error: message,
    hint:
      taxedSymbol !== undefined
        ? { key: SWAP_MESSAGES.taxedNote, values: { symbol: taxedSymbol } }
        : undefined,
  }
}
