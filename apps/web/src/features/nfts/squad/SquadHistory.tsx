/** The sale's latest events from the API: who bought or claimed how many, with the CAKE burned. */
import { shortenAddress } from '@ghost/sdk'
import { TransactionLink } from '../../../chain/transactions/TransactionLink'
import { Card, List, type ListColumn } from '../../../components/layout'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { msg, useTranslation } from '../../../i18n'
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

/** The events as a table (a list of labelled rows on phones), or 'No sales yet.' when there are none. */
export function SquadHistoryTable({ events, chainId }: { events: SquadEvent[]; chainId: number }) {
  const { t } = useTranslation()
  const columns: ListColumn<SquadEvent>[] = [
    {
      key: 'event',
      header: t('Event'),
      cell: (event) => {
        const label = eventLabel(event)
        return t(EVENT_LABELS[label])
      },
    },
    { key: 'account', header: t('Account'), cell: (event) => shortenAddress(event.user) },
    { key: 'tickets', header: t('Tickets'), cell: (event) => event.count },
    {
      key: 'burned',
      header: t('CAKE burned'),
      cell: (event) =>
        event.cakeBurned !== null ? (
          <BnbAmount wei={BigInt(event.cakeBurned)} symbol="CAKE" />
        ) : (
          '—'
        ),
    },
    {
      key: 'date',
      header: t('Date'),
      cell: (event) => new Date(event.timestamp * 1000).toLocaleString(),
    },
    {
      key: 'transaction',
      header: t('Transaction'),
      cell: (event) => <TransactionLink chainId={chainId} hash={event.transactionHash} />,
    },
  ]
  return events.length === 0 ? (
    <p className="squad-muted">{t('No sales yet.')}</p>
  ) : (
    <List
      className="nft-table"
      caption={t('Sale history')}
      captionHidden
      columns={columns}
      rows={events}
      rowKey={(event) => `${event.transactionHash}-${event.logIndex}`}
    />
  )
}
