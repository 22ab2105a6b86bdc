import { useTranslation } from '../../../i18n'
import { getCountdown } from '../rules/lotteryRules'

/** Time left to `target` on the chain's clock, as 'Nd HHh MMm SSs'. */
export function Countdown({ label, target, now }: { label: string; target: bigint; now: bigint }) {
  const { t } = useTranslation()
  const { days, hours, minutes, seconds } = getCountdown(target, now)
  const pad = (value: number) => value.toString().padStart(2, '0')
  return (
    <p className="lottery-countdown">
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
