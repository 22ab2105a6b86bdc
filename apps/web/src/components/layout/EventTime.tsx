/**
 * When an indexed event happened (unix seconds), as the activity and history lists show it: the
 * locale's medium date and short time in a `<time>` (en-US when the locale has no such format).
 */
import { useTranslation } from '../../i18n'

export function formatEventTime(locale: string, date: Date): string {
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const
  try {
    return new Intl.DateTimeFormat(locale, style).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', style).format(date)
  }
}

export function EventTime({ seconds }: { seconds: number }) {
  const { locale } = useTranslation()
  const date = new Date(seconds * 1000)
  return <time dateTime={date.toISOString()}>{formatEventTime(locale, date)}</time>
}
