import { BIPS_BASE, FEE_MULTIPLIER } from '../constants/amm'
import { InsufficientInputAmountError, InsufficientReservesError } from '../errors/pair'

export type GetAmountOutParameters = {
  /** Base units sent to the pair. */
  amountIn: bigint
  reserveIn: bigint
  reserveOut: bigint
}

export type GetAmountOutReturnType = bigint

export type GetAmountOutErrorType = InsufficientReservesError | InsufficientInputAmountError

/**
 * Output of a swap through one pair after the 0.25% fee, rounded down like the router's
 * `getAmountOut`: out = in·9975·rOut / (rIn·10000 + in·9975).
 *
 * @example
 * getAmountOut({ amountIn: 10n ** 18n, reserveIn: 100n * 10n ** 18n, reserveOut: 100n * 10n ** 18n })
 * // 987648209114086982n
 */
export function getAmountOut({
  amountIn,
  reserveIn,
  reserveOut,
}: GetAmountOutParameters): GetAmountOutReturnType {
  if (reserveIn === 0n || reserveOut === 0n) throw new InsufficientReservesError()
  const amountInWithFee = amountIn * FEE_MULTIPLIER
  const amountOut = (amountInWithFee * reserveOut) / (reserveIn * BIPS_BASE + amountInWithFee)
  if (amountOut === 0n) throw new InsufficientInputAmountError()
  return amountOut
}
