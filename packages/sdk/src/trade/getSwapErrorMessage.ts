import { SWAP_ERROR_TEXTS } from './swapErrorTexts'

export type GetSwapErrorMessageParameters = {
  /** EIP-1193 error code; 4001 is the wallet's "user rejected". */
  code?: number | undefined
  /** Revert reason decoded from the failed call, e.g. 'GhostRouter: INSUFFICIENT_OUTPUT_AMOUNT'. */
  reason?: string | undefined
  /** Any other error's message. */
  message?: string | undefined
}

/**
 * The text the swap modal and the button show for a failed swap (spec §8): a wallet rejection is
 * 'Transaction rejected'; a revert names its reason; anything else is 'Swap failed: …'.
 *
 * @example
 * getSwapErrorMessage({ reason: 'GhostRouter: EXPIRED' }) // 'The transaction cannot succeed due to error: GhostRouter: EXPIRED'
 */
export function getSwapErrorMessage({
  code,
  reason,
  message,
}: GetSwapErrorMessageParameters): string {
  if (code === 4001) return SWAP_ERROR_TEXTS.rejected
  if (reason) return `The transaction cannot succeed due to error: ${reason}`
  return `Swap failed: ${message ?? 'unknown error'}`
}
