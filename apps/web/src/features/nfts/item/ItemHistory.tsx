import { useId } from 'react'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { NftActivityTable } from '../components'
import { useTokenActivity } from '../data/hooks'

export type ItemHistoryProps = { collection: string; tokenId: string }

/** This token's asks (new, modified, cancelled) and trades, newest first. */
export function ItemHistory({ collection, tokenId }: ItemHistoryProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const activity = useTokenActivity(collection, tokenId)
  return (
    <Card labelledBy={headingId} busy={activity.isPending}>
      <h2 id={headingId}>{t('Transaction history')}</h2>
      {activity.isPending ? (
        <p>{t('Loading…')}</p>
      ) : activity.data ? (
        <NftActivityTable rows={activity.data} caption={t('Transaction history')} hideItem />
      ) : (
        <div role="alert" className="nft-item-error">
          <p>{t('Error fetching data')}</p>
          <button type="button" className="button" onClick={() => void activity.refetch()}>
            {t('Try again')}
          </button>
        </div>
      )}
    </Card>
  )
}
