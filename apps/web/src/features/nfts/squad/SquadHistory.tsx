/** The sale's latest events from the API: who bought or claimed how many, with the CAKE burned. */
import { shortenAddress } from '@ghost/sdk'
import { Card } from '../../../components/layout'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { msg, useTranslation } from '../../../i18n'
import { TransactionLink } from '../../transactions/TransactionLink'
import { BnbAmount } from '../trade/tradeParts'
import { type SquadEvent, useSquadEvents } from './squadEvents'

const EVENT_LABELS = {
  presalePurchase: msg('Presale purchase'),
  publicPurchase: msg('Public sale purchase'),
  claim: msg('Claim'),
  presaleTickets: msg('Presale allowance'),
} as const

function eventLabel(event: SquadEvent): keyof typeof EVENT_LABELS {
  if (event.kind === 'purchase') return event.presale ? 'presalePurchase' : 'publicPurchase'
  return event.kind
}

export function SquadHistory() {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const { data, isLoading } = useSquadEvents()
  return (
    <Card className="squad-history" labelledBy="squad-history-heading" busy={isLoading}>
      <h2 id="squad-history-heading">{t('Sale history')}</h2>
      {isLoading ? (
        <p>{t('Loading…')}</p>
      ) : (
        <SquadHistoryTable events={data ?? []} chainId={chainId} />
      )}
    </Card>
  )
}

/** The events as a table, or 'No sales yet.' when there are none. */
export function SquadHistoryTable({ events, chainId }: { events: SquadEvent[]; chainId: number }) {
  const { t } = useTranslation()
  return events.length === 0 ? (
    <p className="squad-muted">{t('No sales yet.')}</p>
  ) : (
    <div className="nft-table-scroll">
      <table className="nft-table">
        <thead>
          <tr>
            <th scope="col">{t('Event')}</th>
            <th scope="col">{t('Account')}</th>
            <th scope="col">{t('Tickets')}</th>
            <th scope="col">{t('CAKE burned')}</th>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Transaction')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const label = eventLabel(event)
            return (
              <tr key={`${event.transactionHash}-${event.logIndex}`}>
                <td>{t(EVENT_LABELS[label])}</td>
                <td>{shortenAddress(event.user)}</td>
                <td>{event.count}</td>
                <td>
                  {event.cakeBurned !== null ? (
                    <BnbAmount wei={BigInt(event.cakeBurned)} symbol="CAKE" />
                  ) : (
                    '—'
                  )}
                </td>
                <td>{new Date(event.timestamp * 1000).toLocaleString()}</td>
                <td>
                  <TransactionLink chainId={chainId} hash={event.transactionHash} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
