/**
 * A chart point's day in the reader's language ('Nov 16', '16 nov.', '١٦ نوفمبر'), and the
 * machine form for `<time dateTime>`. Unknown locales fall back to the browser's default.
 *
 * @example
 * formatChartDate(1_700_000_000, 'en-US') // { label: 'Nov 14', dateTime: '2023-11-14T22:13:20.000Z' }
 */
export function formatChartDate(
  timestampSeconds: number,
  locale: string,
): { label: string; dateTime: string } {
  const date = new Date(timestampSeconds * 1000)
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' })
  } catch {
    format = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' })
  }
  return { label: format.format(date), dateTime: date.toISOString() }
}
