/**
 * The wallet's tickets in a round, from the chain (`viewUserTickets`): how many, and on 'View
 * your tickets' each one's number, with the digits it shares with the winning number
 * highlighted once drawn and 'Claimed' once collected.
 */
import { useId, useState } from 'react'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import type { LotteryTicket } from '../rules/lotteryRules'
import { CakeAmount } from './amounts'
import { TicketNumber } from './TicketNumber'

export function YourTickets({
  tickets,
  drawn,
  initiallyOpen = false,
}: {
  tickets: readonly LotteryTicket[]
  drawn: boolean
  initiallyOpen?: boolean
}) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  const [open, setOpen] = useState(initiallyOpen)
  const listId = useId()
  if (tickets.length === 0) {
    return <p className="lottery-muted">{t('You have no tickets in this round.')}</p>
  }
  return (
    <div className="lottery-your-tickets">
      <p>
        {t('Your tickets in this round: %count%', {
          count: format.full(BigInt(tickets.length)),
        })}
      </p>
      <button
        type="button"
        className="button-secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('View your tickets')}
      </button>
      <ul id={listId} className="lottery-ticket-list" aria-label={t('Your tickets')} hidden={!open}>
        {open
          ? tickets.map((ticket) => (
              <li key={ticket.ticketId.toString()}>
                <TicketNumber
                  number={ticket.number}
                  matched={drawn ? ticket.matchedDigits : 0}
                  label={t('Ticket #%id%', { id: ticket.ticketId.toString() })}
                />
                {drawn && ticket.reward > 0n ? (
                  <span className="lottery-ticket-prize">
                    <CakeAmount wei={ticket.reward} />{' '}
                    {ticket.claimed ? <strong>{t('Claimed')}</strong> : null}
                  </span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  )
}
