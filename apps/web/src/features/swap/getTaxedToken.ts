/**
 * The taxed token (spec §8: it burns 10% of every transfer) trades only with a slippage of 12% or
 * more: with less, the router's fee-supporting call sees less arrive than the minimum and reverts,
 * and the plain call could deliver 10% less than the screen promised.
 */
import type { Currency, Token, Trade } from '@ghost/sdk'
import type { Address } from 'viem'

/** Spec §8: 12% (the 10% tax plus room for the price to move). */
export const TAXED_TOKEN_MIN_SLIPPAGE_BPS = 1200

export type GetTaxedTokenParameters = {
  trade: Trade<Currency, Currency> | undefined
  currencies: readonly (Currency | undefined)[]
  /** Addresses of fee-on-transfer tokens (the deployment's TAX). */
  taxedTokens: readonly Address[]
}

/**
 * The taxed token the swap touches: on the trade's path, or chosen on either side; undefined
 * when none.
 *
 * @example
 * getTaxedToken({ trade, currencies: [bnb, tax], taxedTokens: [manifest.tokens.TAX] })?.symbol // 'TAX'
 */
export function getTaxedToken({
  trade,
  currencies,
  taxedTokens,
}: GetTaxedTokenParameters): Token | undefined {
  const taxed = new Set(taxedTokens.map((address) => address.toLowerCase()))
  const tokens = [
    ...(trade?.route.path ?? []),
    ...currencies.flatMap((currency) => (currency?.isToken ? [currency] : [])),
  ]
  return tokens.find((token) => taxed.has(token.address.toLowerCase()))
}

/** Whether the slippage is too low to trade the taxed token. */
export function isTaxedSlippageTooLow(taxedToken: Token | undefined, slippageBps: number): boolean {
  return !!taxedToken && slippageBps < TAXED_TOKEN_MIN_SLIPPAGE_BPS
}
