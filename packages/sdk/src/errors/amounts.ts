import { BaseError } from './base'

export type InvalidDecimalsErrorType = InvalidDecimalsError & { name: 'InvalidDecimalsError' }
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'
  constructor({ decimals }: { decimals: number }) {
    super('Invalid decimals', {
      metaMessages: [`Decimals: ${decimals} (an integer from 0 to 254)`],
    })
  }
}

export type AmountOverflowErrorType = AmountOverflowError & { name: 'AmountOverflowError' }
export class AmountOverflowError extends BaseError {
  override name = 'AmountOverflowError'
  constructor({ amount }: { amount: bigint }) {
    super('Amount exceeds uint256', { metaMessages: [`Amount: ${amount}`] })
  }
}

export type CurrencyMismatchErrorType = CurrencyMismatchError & { name: 'CurrencyMismatchError' }
export class CurrencyMismatchError extends BaseError {
  override name = 'CurrencyMismatchError'
  constructor({ expected, received }: { expected: string; received: string }) {
    super('Currencies do not match', {
      metaMessages: [`Expected: ${expected}`, `Received: ${received}`],
    })
  }
}

export type ChainMismatchErrorType = ChainMismatchError & { name: 'ChainMismatchError' }
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor({ chainIds }: { chainIds: readonly number[] }) {
    super('Tokens are on different chains', { metaMessages: [`Chain ids: ${chainIds.join(', ')}`] })
  }
}

export type SameTokenErrorType = SameTokenError & { name: 'SameTokenError' }
export class SameTokenError extends BaseError {
  override name = 'SameTokenError'
  constructor({ address }: { address: string }) {
    super('Tokens must differ', { metaMessages: [`Address: ${address}`] })
  }
}

export type InvalidFormatArgumentErrorType = InvalidFormatArgumentError & {
  name: 'InvalidFormatArgumentError'
}
export class InvalidFormatArgumentError extends BaseError {
  override name = 'InvalidFormatArgumentError'
  constructor({ argument, value }: { argument: string; value: number | string }) {
    super(`Invalid ${argument}`, { metaMessages: [`${argument}: ${value}`] })
  }
}
