import { isUserRejection } from '../transactions'
import { SwapError } from './SwapError'
import type { SwapFlowError } from './swapFlow'
import { SWAP_MESSAGES } from './swapMessages'

/** What the modal and the line under the button say about a failed send (spec §8). */
export function toFlowError(error: unknown): SwapFlowError {
  if (error instanceof SwapError) return { message: error.swapMessage, hint: error.hint }
  if (isUserRejection(error)) return { message: { key: SWAP_MESSAGES.rejected } }
  return {
    message: {
      key: SWAP_MESSAGES.swapFailed,
      values: { message: error instanceof Error ? error.message : String(error) },
    },
  }
}
