/**
 * Reads USD prices (from the pools' reserves) and reports the USD value of each side's amount to
 * the form, which shows them in its amount panels. A component rather than a hook so the prices
 * code loads only once an amount exists (bundle budget); it renders nothing.
 */
import type { Currency, CurrencyAmount } from '@ghost/sdk'
import { useEffect } from 'react'
import { useNumberFormat } from '../../components/useNumberFormat'
import { getCurrencyPriceUsd, useTokenPricesUsd } from '../prices'
import { formatUsdValue } from './formatTradeFigures'

export type UsdValues = readonly [string | undefined, string | undefined]

export type SwapUsdValuesProps = {
  amounts: readonly [CurrencyAmount<Currency> | undefined, CurrencyAmount<Currency> | undefined]
  onValues: (values: UsdValues) => void
}

export function SwapUsdValues({ amounts, onValues }: SwapUsdValuesProps) {
  const prices = useTokenPricesUsd()
  const { locale } = useNumberFormat()
  const [input, output] = amounts.map((amount) =>
    formatUsdValue(amount, getCurrencyPriceUsd(prices, amount?.currency), locale),
  )
  useEffect(() => onValues([input, output]), [input, output, onValues])
  return null
}
