export type MessageValues = Record<string, string | number>

const PLACEHOLDER = /%([A-Za-z_][A-Za-z0-9_]*)%/g

/**
 * Fills `%name%` placeholders from `values`, in one pass (a value containing `%x%` stays as it is).
 * Only identifier names count, so literal percent signs are safe: in
 * 'Set slippage to 12% or more for %symbol%' only `%symbol%` is a placeholder. A name without a
 * value is left visible rather than silently dropped.
 *
 * @example interpolate('Insufficient %symbol% balance', { symbol: 'BNB' }) // 'Insufficient BNB balance'
 */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  )
}
