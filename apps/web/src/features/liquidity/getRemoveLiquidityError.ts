import type { Currency, CurrencyAmount, Token } from '@ghost/sdk'
import { msg } from '../../i18n'

export const REMOVE_LIQUIDITY_ERRORS = {
  connectWallet: msg('Connect Wallet'),
  enterAmount: msg('Enter an amount'),
} as const

export type RemoveLiquidityError =
  (typeof REMOVE_LIQUIDITY_ERRORS)[keyof typeof REMOVE_LIQUIDITY_ERRORS]

export type GetRemoveLiquidityErrorParameters = {
  account: string | undefined
  liquidity: CurrencyAmount<Token> | undefined
  amountA: CurrencyAmount<Currency> | undefined
  amountB: CurrencyAmount<Currency> | undefined
}

/**
 * The Remove button's text when removing is not possible: no wallet, or nothing to remove yet
 * (no LP chosen, or it pays nothing on a side). Undefined means the user may remove.
 *
 * @example
 * getRemoveLiquidityError({ account, liquidity: undefined, amountA, amountB }) // 'Enter an amount'
 */
export function getRemoveLiquidityError({
  account,
  liquidity,
  amountA,
  amountB,
}: GetRemoveLiquidityErrorParameters): RemoveLiquidityError | undefined {
  if (!account) return REMOVE_LIQUIDITY_ERRORS.connectWallet
  if (!liquidity || !amountA || !amountB) return REMOVE_LIQUIDITY_ERRORS.enterAmount
  return undefined
}
