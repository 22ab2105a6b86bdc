import type { Currency, CurrencyAmount } from '@ghost/sdk'
import { PairState } from '../../chain/pairs/usePairs'
import { msg } from '../../i18n'

export const ADD_LIQUIDITY_ERRORS = {
  connectWallet: msg('Connect Wallet'),
  invalidPair: msg('Invalid pair'),
  enterAmount: msg('Enter an amount'),
  insufficientBalance: msg('Insufficient %symbol% balance'),
} as const

export type AddLiquidityError =
  | { message: (typeof ADD_LIQUIDITY_ERRORS)['connectWallet' | 'invalidPair' | 'enterAmount'] }
  | { message: (typeof ADD_LIQUIDITY_ERRORS)['insufficientBalance']; symbol: string }

type Side = {
  /** What the user would deposit on this side. */
  amount: CurrencyAmount<Currency> | undefined
  /** Their balance; undefined while unknown (no message then). */
  balance: CurrencyAmount<Currency> | undefined
}

export type GetAddLiquidityErrorParameters = {
  account: string | undefined
  pairState: PairState
  a: Side
  b: Side
}

/**
 * The main button text when supply is not possible, by the spec's override order (§5): each
 * later check replaces an earlier text, except that 'Invalid pair' and 'Enter an amount' only
 * fill an empty slot. So a balance too low on B wins over one too low on A, and over a missing
 * amount on the other side; 'Connect Wallet' wins over the invalid pair and the missing amount.
 * Undefined means the form may supply.
 *
 * @example
 * getAddLiquidityError({ account: undefined, pairState: PairState.EXISTS, a, b }) // { message: 'Connect Wallet' }
 */
export function getAddLiquidityError({
  account,
  pairState,
  a,
  b,
}: GetAddLiquidityErrorParameters): AddLiquidityError | undefined {
  let error: AddLiquidityError | undefined
  if (!account) error = { message: ADD_LIQUIDITY_ERRORS.connectWallet }
  if (pairState === PairState.INVALID) error ??= { message: ADD_LIQUIDITY_ERRORS.invalidPair }
  if (!a.amount || !b.amount) error ??= { message: ADD_LIQUIDITY_ERRORS.enterAmount }
  for (const side of [a, b]) {
    if (side.amount && side.balance?.lessThan(side.amount)) {
      error = {
        message: ADD_LIQUIDITY_ERRORS.insufficientBalance,
        symbol: side.amount.currency.symbol ?? '',
      }
    }
  }
  return error
}
