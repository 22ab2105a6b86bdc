/**
 * NFT market activity: item, event (New listing, Modified, Cancelled, Bought, Sold), price,
 * from, to, date and the transaction. A table on wide screens, a list of labelled rows on phones
 * (the layout's `List` rows), so nothing hides past the card's edge.
 */
import { Link } from 'react-router'
import type { Hash } from 'viem'
import {
  ACTIVITY_EVENT_LABELS,
  ACTIVITY_EVENTS,
  type ActivityEvent,
  type ActivityRow,
} from '../../../api/nfts/activity'
import { TransactionLink } from '../../../chain/transactions/TransactionLink'
import { EventTime, List, type ListColumn } from '../../../components/layout'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { ProfileAddress } from '../profile/ProfileAddress'
import { NftPrice } from './NftPrice'
import './nfts.css'

export type NftActivityTableProps = {
  rows: readonly ActivityRow[]
  /** The table's accessible name. */
  caption: string
  /** Hide the item column (a single item's history). */
  hideItem?: boolean | undefined
}

export function NftActivityTable({ rows, caption, hideItem = false }: NftActivityTableProps) {
  const { t } = useTranslation()
  const { chainId } = useRuntimeConfig()
  if (rows.length === 0) {
    return <p className="nft-empty">{t('No NFT market history found')}</p>
  }
  const item: ListColumn<ActivityRow> = {
    key: 'item',
    header: t('Item'),
    rowHeader: true,
    cell: (row) => (
      <Link to={`/nfts/collections/${row.collection}/${row.tokenId}`}>
        {row.name || `${row.collectionName} #${row.tokenId}`}
      </Link>
    ),
  }
  const columns: ListColumn<ActivityRow>[] = [
    ...(hideItem ? [] : [item]),
    {
      key: 'event',
      header: t('Event'),
      cell: (row) => (
        <span className={`nft-event nft-event-${row.event.toLowerCase()}`}>
          {t(ACTIVITY_EVENT_LABELS[row.event])}
        </span>
      ),
    },
    {
      key: 'price',
      header: t('Price'),
      align: 'end',
      cell: (row) => (row.price > 0n ? <NftPrice wei={row.price} /> : '-'),
    },
    {
      key: 'from',
      header: t('From'),
      cell: (row) => (row.from ? <ProfileAddress address={row.from} /> : '-'),
    },
    {
      key: 'to',
      header: t('To'),
      cell: (row) => (row.to ? <ProfileAddress address={row.to} /> : '-'),
    },
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
      className="nft-table"
      caption={caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.event}:${row.id}`}
    />
  )
}

export type ActivityTypeFiltersProps = {
  selected: readonly ActivityEvent[]
  onChange: (selected: ActivityEvent[]) => void
}

/** Spec §3 activityFilters.typeFilters: toggle buttons; none pressed shows every event. */
export function ActivityTypeFilters({ selected, onChange }: ActivityTypeFiltersProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="nft-toggle-group">
      <legend className="nft-visually-hidden">{t('Filter by event')}</legend>
      {ACTIVITY_EVENTS.map((event) => {
        const pressed = selected.includes(event)
        return (
          <button
            key={event}
            type="button"
            className="nft-toggle"
            aria-pressed={pressed}
            onClick={() =>
              onChange(pressed ? selected.filter((entry) => entry !== event) : [...selected, event])
            }
          >
            {t(ACTIVITY_EVENT_LABELS[event])}
          </button>
        )
      })}
    </fieldset>
  )
}
