import { getTransactionErrorMessage } from '../../chain/transactions/getTransactionError'
import { SwapError } from './SwapError'
import type { SwapFlowError } from './swapFlow'
import { SWAP_MESSAGES } from './swapMessages'

/**
 * What the modal and the line under the button say about a failed send (spec §8): the swap's own
 * error when the app refused to send, else the shared mapper's reading of the wallet's or node's
 * error in the swap's words.
 */
export function toFlowError(error: unknown): SwapFlowError {
  if (error instanceof SwapError) return { message: error.swapMessage, hint: error.hint }
  return {
    message: getTransactionErrorMessage(error, { flow: 'swap' }) ?? { key: SWAP_MESSAGES.rejected },
  }
}
