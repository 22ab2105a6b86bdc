/** A collection's Activity tab: its asks and trades with the event type filters (spec §3). */
import { useState } from 'react'
import { type ActivityEvent, filterActivity } from '../../../api/nfts/activity'
import { useTranslation } from '../../../i18n'
import { ActivityTypeFilters, NftActivityTable } from '../components/NftActivityTable'
import { useCollectionActivity } from '../data/hooks'

export function CollectionActivity({ address }: { address: string }) {
  const { t } = useTranslation()
  const [events, setEvents] = useState<ActivityEvent[]>([])
  const activity = useCollectionActivity(address)
  return (
    <div className="nft-activity">
      <ActivityTypeFilters selected={events} onChange={setEvents} />
      {activity.isPending ? (
        <p className="nft-empty">{t('Loading…')}</p>
      ) : activity.isError ? (
        <p className="nft-empty" role="alert">
          {t('Error fetching data')}
        </p>
      ) : (
        <NftActivityTable
          rows={filterActivity(activity.data, events)}
          caption={t('Collection activity')}
        />
      )}
    </div>
  )
}
