/** `/nfts`: the newest items on sale, the top collections and the market's recent activity. */
import { Link } from 'react-router'
import { Card, Page } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { CreateNftLink } from '../components/CreateNftLink'
import { NftActivityTable } from '../components/NftActivityTable'
import { NftCard } from '../components/NftCard'
import { useCollections, useNewestListedTokens, useNftActivity } from '../data/hooks'
import { CollectionsTable } from './CollectionsTable'
import './market.css'

const NEWEST_COUNT = 12
const TOP_COLLECTIONS = 5
const RECENT_ACTIVITY = 20

export function MarketOverview() {
  const { t } = useTranslation()
  const newest = useNewestListedTokens(NEWEST_COUNT)
  const collections = useCollections()
  const activity = useNftActivity({ kind: 'market', first: RECENT_ACTIVITY })
  return (
    <Page
      title={t('NFT Marketplace')}
      subtitle={t('Buy and sell NFTs on BNB Smart Chain')}
      actions={<CreateNftLink />}
    >
      <Card labelledBy="nft-newest-heading">
        <div className="nft-section-head">
          <h2 id="nft-newest-heading">{t('Newest listings')}</h2>
        </div>
        {newest.isPending ? (
          <p className="nft-empty">{t('Loading…')}</p>
        ) : (newest.data ?? []).length === 0 ? (
          <p className="nft-empty">{t('No NFTs found')}</p>
        ) : (
          <ul className="nft-grid nft-plain-list" aria-label={t('Newest listings')}>
            {(newest.data ?? []).map((token, index) => (
              <li key={`${token.collection.address}-${token.tokenId ?? token.tokenUID}`}>
                <NftCard token={token} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card labelledBy="nft-top-collections-heading">
        <div className="nft-section-head">
          <h2 id="nft-top-collections-heading">{t('Top collections')}</h2>
          <Link to="/nfts/collections">{t('View all collections')}</Link>
        </div>
        {collections.isPending ? (
          <p className="nft-empty">{t('Loading…')}</p>
        ) : (
          <CollectionsTable
            collections={collections.data ?? []}
            caption={t('Top collections')}
            limit={TOP_COLLECTIONS}
            sortable={false}
          />
        )}
      </Card>
      <Card labelledBy="nft-recent-activity-heading">
        <div className="nft-section-head">
          <h2 id="nft-recent-activity-heading">{t('Recent activity')}</h2>
        </div>
        {activity.isPending ? (
          <p className="nft-empty">{t('Loading…')}</p>
        ) : activity.isError ? (
          <p className="nft-empty" role="alert">
            {t('Error fetching data')}
          </p>
        ) : (
          <NftActivityTable
            rows={activity.data.slice(0, RECENT_ACTIVITY)}
            caption={t('Recent activity')}
          />
        )}
      </Card>
    </Page>
  )
}
