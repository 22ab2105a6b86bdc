import { BaseError } from './base'

/** A pair cannot serve the trade: a reserve is empty or the output would drain it. */
export type InsufficientReservesErrorType = InsufficientReservesError & {
  name: 'InsufficientReservesError'
}
export class InsufficientReservesError extends BaseError {
  override name = 'InsufficientReservesError'
  constructor() {
    super('Insufficient reserves')
  }
}

/** The input is too small to produce anything (output rounds to 0, or no liquidity minted). */
export type InsufficientInputAmountErrorType = InsufficientInputAmountError & {
  name: 'InsufficientInputAmountError'
}
export class InsufficientInputAmountError extends BaseError {
  override name = 'InsufficientInputAmountError'
  constructor() {
    super('Insufficient input amount')
  }
}

export type TokenNotInPairErrorType = TokenNotInPairError & { name: 'TokenNotInPairError' }
export class TokenNotInPairError extends BaseError {
  override name = 'TokenNotInPairError'
  constructor({ address }: { address: string }) {
    super('Token is not in the pair', { metaMessages: [`Token: ${address}`] })
  }
}

export type InvalidLiquidityErrorType = InvalidLiquidityError & { name: 'InvalidLiquidityError' }
export class InvalidLiquidityError extends BaseError {
  override name = 'InvalidLiquidityError'
  constructor({ reason }: { reason: string }) {
    super('Invalid liquidity amount', { metaMessages: [reason] })
  }
}
