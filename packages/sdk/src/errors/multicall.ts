import { BaseError } from './base'

export type InvalidCallErrorType = InvalidCallError & { name: 'InvalidCallError' }
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  constructor({ reason }: { reason: string }) {
    super('Invalid multicall call', { metaMessages: [reason] })
  }
}

export type InvalidCallKeyErrorType = InvalidCallKeyError & { name: 'InvalidCallKeyError' }
export class InvalidCallKeyError extends BaseError {
  override name = 'InvalidCallKeyError'
  constructor({ callKey }: { callKey: string }) {
    super('Invalid call key', { metaMessages: [`Call key: ${callKey}`] })
  }
}
