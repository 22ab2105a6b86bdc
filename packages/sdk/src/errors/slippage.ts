import { BaseError } from './base'

/** Spec §5: slippage outside 0–10000 basis points when building a transaction. */
export type UnexpectedSlippageErrorType = UnexpectedSlippageError & {
  name: 'UnexpectedSlippageError'
}
export class UnexpectedSlippageError extends BaseError {
  override name = 'UnexpectedSlippageError'
  constructor({ slippage }: { slippage: number | bigint }) {
    super('Unexpected slippage value', { metaMessages: [`Slippage: ${slippage}`] })
  }
}
