/** Time left to a moment on the chain's clock, as 'Nd HHh MMm SSs' in an output named `label`. */
import { useTranslation } from '../i18n'

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

/** The time left from `now` to `target` (both unix seconds), never negative. */
export function getCountdown(target: bigint, now: bigint): CountdownParts {
  const left = target > now ? Number(target - now) : 0
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  }
}

export function Countdown({
  label,
  target,
  now,
  className,
}: {
  label: string
  target: bigint
  now: bigint
  className?: string
}) {
  const { t } = useTranslation()
  const { days, hours, minutes, seconds } = getCountdown(target, now)
  const pad = (value: number) => value.toString().padStart(2, '0')
  return (
    <p className={className}>
      <span>{label}</span>{' '}
      <output aria-label={label}>
        {t('%days%d %hours%h %minutes%m %seconds%s', {
          days,
          hours: pad(hours),
          minutes: pad(minutes),
          seconds: pad(seconds),
        })}
      </output>
    </p>
  )
}
