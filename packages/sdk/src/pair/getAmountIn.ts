import { BIPS_BASE, FEE_MULTIPLIER } from '../constants/amm'
import { InsufficientReservesError } from '../errors/pair'

export type GetAmountInParameters = {
  /** Base units wanted from the pair. */
  amountOut: bigint
  reserveIn: bigint
  reserveOut: bigint
}

export type GetAmountInReturnType = bigint

export type GetAmountInErrorType = InsufficientReservesError

/**
 * Input needed to receive `amountOut` from one pair after the 0.25% fee, rounded up like the
 * router's `getAmountIn`: in = rIn·out·10000 / ((rOut − out)·9975) + 1.
 *
 * @example
 * getAmountIn({ amountOut: 10n ** 18n, reserveIn: 100n * 10n ** 18n, reserveOut: 100n * 10n ** 18n })
 * // 1012632591579960002n
 */
export function getAmountIn({
  amountOut,
  reserveIn,
  reserveOut,
}: GetAmountInParameters): GetAmountInReturnType {
  if (reserveIn === 0n || reserveOut === 0n || amountOut >= reserveOut) {
    throw new InsufficientReservesError()
  }
  return (reserveIn * amountOut * BIPS_BASE) / ((reserveOut - amountOut) * FEE_MULTIPLIER) + 1n
}
