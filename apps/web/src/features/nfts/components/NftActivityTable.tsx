/**
 * NFT market activity: item, event (New listing, Modified, Cancelled, Bought, Sold), price,
 * from, to, date and the transaction. On narrow screens the table scrolls inside its box.
 */
import { Link } from 'react-router'
import type { Hash } from 'viem'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import { useTranslation } from '../../../i18n'
import { TransactionLink } from '../../transactions/TransactionLink'
import {
  ACTIVITY_EVENT_LABELS,
  ACTIVITY_EVENTS,
  type ActivityEvent,
  type ActivityRow,
} from '../data/activity'
import { ProfileAddress } from '../profile/ProfileAddress'
import { NftPrice } from './NftPrice'
import './nfts.css'

function formatDate(locale: string, seconds: number): string {
  const date = new Date(seconds * 1000)
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    )
  }
}

export type NftActivityTableProps = {
  rows: readonly ActivityRow[]
  /** The table's accessible name. */
  caption: string
  /** Hide the item column (a single item's history). */
  hideItem?: boolean | undefined
}

export function NftActivityTable({ rows, caption, hideItem = false }: NftActivityTableProps) {
  const { t, locale } = useTranslation()
  const { chainId } = useRuntimeConfig()
  if (rows.length === 0) {
    return <p className="nft-empty">{t('No NFT market history found')}</p>
  }
  return (
    <div className="nft-table-scroll">
      <table className="nft-table">
        <caption className="nft-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {hideItem ? null : <th scope="col">{t('Item')}</th>}
            <th scope="col">{t('Event')}</th>
            <th scope="col" className="nft-cell-end">
              {t('Price')}
            </th>
            <th scope="col">{t('From')}</th>
            <th scope="col">{t('To')}</th>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Transaction')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.event}:${row.id}`}>
              {hideItem ? null : (
                <td>
                  <Link to={`/nfts/collections/${row.collection}/${row.tokenId}`}>
                    {row.name || `${row.collectionName} #${row.tokenId}`}
                  </Link>
                </td>
              )}
              <td>
                <span className={`nft-event nft-event-${row.event.toLowerCase()}`}>
                  {t(ACTIVITY_EVENT_LABELS[row.event])}
                </span>
              </td>
              <td className="nft-cell-end">
                {row.price > 0n ? <NftPrice wei={row.price} /> : '-'}
              </td>
              <td>{row.from ? <ProfileAddress address={row.from} /> : '-'}</td>
              <td>{row.to ? <ProfileAddress address={row.to} /> : '-'}</td>
              <td>
                <time dateTime={new Date(row.timestamp * 1000).toISOString()}>
                  {formatDate(locale, row.timestamp)}
                </time>
              </td>
              <td>
                <TransactionLink chainId={chainId} hash={row.transactionHash as Hash} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
