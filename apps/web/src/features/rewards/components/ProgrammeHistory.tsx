/**
 * A programme's history from the API's index: its deposits (what funded it), and with a wallet
 * the user's own harvests and level changes. Loaded when opened; loading, empty and error states.
 */
import { shortenAddress } from '@ghost/sdk'
import type { Hash } from 'viem'
import type { ApiRewardEvent, RewardEventsQuery } from '../../../api/rewards/rewardsApi'
import { TransactionLink } from '../../../chain/transactions/TransactionLink'
import { EventTime, List, type ListColumn } from '../../../components/layout'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { msg } from '../../../i18n/msg'
import { NftPrice } from '../../nfts'
import { useRewardEvents } from '../data/useRewardsData'

/** Rows per list: the newest; the full history is the API's. */
export const HISTORY_PAGE = 10

const EVENT_LABELS = {
  deposit: msg('Deposit'),
  harvest: msg('Harvest'),
  level: msg('Level change'),
} as const

export function EventList({
  caption,
  query,
  enabled,
  showUser,
  empty,
}: {
  caption: string
  query: RewardEventsQuery
  enabled: boolean
  /** The depositor column (deposits); the user's own list does not need it. */
  showUser: boolean
  empty: string
}) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  const events = useRewardEvents(query, enabled)
  if (events.isError) {
    return (
      <p role="alert" className="rewards-muted">
        {t('%list% could not be loaded. Try again later.', { list: caption })}
      </p>
    )
  }
  if (!events.data) {
    return (
      <p role="status" className="rewards-muted">
        {t('Loading %list%…', { list: caption })}
      </p>
    )
  }
  const columns: ListColumn<ApiRewardEvent>[] = [
    { key: 'event', header: t('Event'), cell: (row) => t(EVENT_LABELS[row.kind]) },
    {
      key: 'amount',
      header: t('Amount'),
      cell: (row) =>
        row.kind === 'level' ? (
          t('%previous% → %next%', {
            previous: row.previousLevel ?? '0',
            next: row.newLevel ?? '0',
          })
        ) : row.amount !== null ? (
          <NftPrice wei={row.amount} symbol={row.inWBNB ? 'WBNB' : 'BNB'} />
        ) : (
          '—'
        ),
    },
    ...(showUser
      ? [
          {
            key: 'user',
            header: t('From'),
            cell: (row: ApiRewardEvent) => (row.user ? shortenAddress(row.user) : '—'),
          },
        ]
      : []),
    {
      key: 'date',
      header: t('Date'),
      cell: (row) => <EventTime seconds={row.timestamp} />,
    },
    {
      key: 'transaction',
      header: t('Transaction'),
      cell: (row) => <TransactionLink chainId={chainId} hash={row.transactionHash as Hash} />,
    },
  ]
  return (
    <List
      caption={caption}
      columns={columns}
      rows={events.data}
      rowKey={(row) => `${row.transactionHash}-${row.logIndex}`}
      empty={<span className="rewards-muted">{empty}</span>}
    />
  )
}

export function ProgrammeHistory({
  programme,
  account,
  open,
}: {
  programme: string
  account: string | undefined
  /** The lists load only once the history is opened. */
  open: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="rewards-history">
      <EventList
        caption={t('Deposits')}
        query={{ programme, kind: 'deposit', first: HISTORY_PAGE }}
        enabled={open}
        showUser
        empty={t('No deposits yet.')}
      />
      {account ? (
        <EventList
          caption={t('Your history')}
          query={{ programme, user: account.toLowerCase(), first: HISTORY_PAGE }}
          enabled={open}
          showUser={false}
          empty={t('Nothing yet: no harvests or level changes for you here.')}
        />
      ) : null}
    </div>
  )
}
