/** '5 minutes ago', relative to the indexed block's time, in the app's language. */
import { useTranslation } from '../../../i18n'

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

export function describeAge(seconds: number): [number, Intl.RelativeTimeFormatUnit] {
  const age = Math.max(0, seconds)
  for (const [unit, size] of UNITS) if (age >= size) return [-Math.floor(age / size), unit]
  return [0, 'second']
}

export function TimeAgo({ time, now }: { time: number; now: number }) {
  const { locale } = useTranslation()
  const [value, unit] = describeAge(now - time)
  let text: string
  try {
    text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit)
  } catch {
    text = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(value, unit)
  }
  return <time dateTime={new Date(time * 1000).toISOString()}>{text}</time>
}
