/**
 * `/nfts/collections/{address}`: the header, then tabs Items and Activity. A malformed or unknown
 * address shows a not-found message (and never asks the API with a malformed one).
 */
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { DEFAULT_META } from '../../../app/pageMeta'
import { useOverridePageMeta, useOverridePageTitle } from '../../../app/pageMetaOverride'
import { Card, Page } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { useCollection } from '../data/hooks'
import { parseNftAddress } from '../data/params'
import { CollectionActivity } from './CollectionActivity'
import { CollectionHeader } from './CollectionHeader'
import { CollectionItems } from './CollectionItems'
import { getCollectionMeta } from './collectionMeta'
import './market.css'

type Tab = 'items' | 'activity'

export function CollectionNotFound() {
  const { t } = useTranslation()
  useOverridePageTitle(t('Collection not found'))
  return (
    <Page title={t('Collection not found')}>
      <Card>
        <p role="alert">{t('No collection exists at this address.')}</p>
        <p>
          <Link to="/nfts/collections">{t('View all collections')}</Link>
        </p>
      </Card>
    </Page>
  )
}

export function CollectionPage({ address: raw }: { address: string | undefined }) {
  const { t } = useTranslation()
  const address = parseNftAddress(raw)
  const collection = useCollection(address)
  const [tab, setTab] = useState<Tab>('items')
  const tabsId = useId()
  const { pathname } = useLocation()
  useOverridePageMeta(
    collection.data
      ? { pathname, ...getCollectionMeta(collection.data, t(DEFAULT_META.description)) }
      : null,
  )
  if (!address) return <CollectionNotFound />
  if (collection.isPending) {
    return (
      <Page>
        <p className="nft-empty" aria-busy="true">
          {t('Loading…')}
        </p>
      </Page>
    )
  }
  if (!collection.data) return <CollectionNotFound />
  const tabs: { id: Tab; label: string }[] = [
    { id: 'items', label: t('Items') },
    { id: 'activity', label: t('Activity') },
  ]
  return (
    <Page>
      <CollectionHeader collection={collection.data} />
      <div className="nft-tabs" role="tablist" aria-label={t('Collection sections')}>
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`${tabsId}-${entry.id}`}
            aria-controls={`${tabsId}-${entry.id}-panel`}
            aria-selected={tab === entry.id}
            className="nft-toggle"
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        className="nft-tab-panel"
      >
        {tab === 'items' ? (
          <CollectionItems address={address} collectionName={collection.data.name} />
        ) : (
          <CollectionActivity address={address} />
        )}
      </div>
    </Page>
  )
}
