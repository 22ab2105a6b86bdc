import type { Currency } from '@ghost/sdk'

/** A round badge with the symbol's first letter: no token images are shipped yet. */
export function CurrencyLogo({
  currency,
  size = 24,
}: {
  currency: Currency | undefined
  size?: number
}) {
  const letter = (currency?.symbol ?? '?').slice(0, 1).toUpperCase()
  return (
    <span
      className="currency-logo"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.5 }}
    >
      {letter}
    </span>
  )
}
