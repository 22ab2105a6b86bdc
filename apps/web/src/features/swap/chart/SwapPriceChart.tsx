import type { Currency } from '@ghost/sdk'

export function SwapPriceChart(_: {
  inputCurrency: Currency | undefined
  outputCurrency: Currency | undefined
}) {
  return null
}
