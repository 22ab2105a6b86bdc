import type { SwapMessage } from './swapMessages'

/** A swap that could not be sent, with the text (and optional note) the user reads. */
export class SwapError extends Error {
  override name = 'SwapError'
  readonly swapMessage: SwapMessage
  readonly hint: SwapMessage | undefined
  constructor(swapMessage: SwapMessage, hint?: SwapMessage | undefined) {
    super(swapMessage.key)
    this.swapMessage = swapMessage
    this.hint = hint
  }
}
