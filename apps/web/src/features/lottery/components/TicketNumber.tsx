/**
 * A ticket or winning number as six digit boxes, first digit first (also in right-to-left
 * languages: a number reads left to right). Digits a ticket shares with the winning number are
 * highlighted; the name says the number and how many digits match.
 */
import { ticketDigits } from '@ghost/sdk'
import { useTranslation } from '../../../i18n'

export function TicketNumber({
  number,
  matched = 0,
  label,
  winning = false,
}: {
  number: number
  /** Leading digits shared with the winning number. */
  matched?: number
  /** The accessible name's start, e.g. 'Winning number' or 'Ticket #12'. */
  label: string
  winning?: boolean
}) {
  const { t } = useTranslation()
  const digits = ticketDigits(number)
  const text = digits.join('')
  const name =
    matched > 0
      ? t('%label%: %number%, first %count% digits match', { label, number: text, count: matched })
      : `${label}: ${text}`
  return (
    <span
      role="img"
      aria-label={name}
      dir="ltr"
      className={winning ? 'lottery-number lottery-number-winning' : 'lottery-number'}
    >
      {digits.map((digit, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its key
          key={index}
          className={index < matched ? 'lottery-digit lottery-digit-match' : 'lottery-digit'}
        >
          {digit}
        </span>
      ))}
    </span>
  )
}
