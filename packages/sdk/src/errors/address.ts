import { BaseError } from './base'

/** Spec §5: a contract address must be a proper address and not zero. */
export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor({ address }: { address: string }) {
    super("Invalid 'address' parameter", { metaMessages: [`Address: ${address}`] })
  }
}
