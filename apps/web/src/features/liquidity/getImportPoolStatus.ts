import type { Pair } from '@ghost/sdk'
import { PairState } from '../../chain/pairs/usePairs'

export const ImportPoolStatus = {
  /** One or both currencies still to pick. */
  SELECT: 'SELECT',
  LOADING: 'LOADING',
  INVALID: 'INVALID',
  NOT_EXISTS: 'NOT_EXISTS',
  /** The pair contract exists but holds nothing: it can be created properly by adding. */
  NO_LIQUIDITY: 'NO_LIQUIDITY',
  /** The pair has liquidity: it is saved and shown (with the user's LP if any). */
  FOUND: 'FOUND',
} as const
export type ImportPoolStatus = (typeof ImportPoolStatus)[keyof typeof ImportPoolStatus]

export type GetImportPoolStatusParameters = {
  hasBothCurrencies: boolean
  pairState: PairState
  pair: Pair | null
}

/**
 * What the import screen (/find) says about the chosen pair (spec §4 pair status).
 *
 * @example
 * getImportPoolStatus({ hasBothCurrencies: true, pairState: PairState.NOT_EXISTS, pair: null }) // 'NOT_EXISTS'
 */
export function getImportPoolStatus({
  hasBothCurrencies,
  pairState,
  pair,
}: GetImportPoolStatusParameters): ImportPoolStatus {
  if (!hasBothCurrencies) return ImportPoolStatus.SELECT
  if (pairState === PairState.LOADING) return ImportPoolStatus.LOADING
  if (pairState === PairState.INVALID) return ImportPoolStatus.INVALID
  if (pairState === PairState.NOT_EXISTS || !pair) return ImportPoolStatus.NOT_EXISTS
  if (pair.reserve0.quotient === 0n && pair.reserve1.quotient === 0n) {
    return ImportPoolStatus.NO_LIQUIDITY
  }
  return ImportPoolStatus.FOUND
}
