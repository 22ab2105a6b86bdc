/**
 * A collection page's header: banner, avatar, name, owner, royalty and the market figures. A page
 * the market has not registered on chain (an off-chain page only) says so under the name, so it
 * cannot pass for a registered collection.
 */
import type { ApiCollection } from '@ghost/sdk'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useNumberFormat } from '../../../components/useNumberFormat'
import { useTranslation } from '../../../i18n'
import { NftImage } from '../components/NftImage'
import { NftPrice } from '../components/NftPrice'
import { ProfileAddress } from '../profile/ProfileAddress'
import './market.css'

export function CollectionHeader({ collection }: { collection: ApiCollection }) {
  const { t } = useTranslation()
  const format = useNumberFormat()
  // creatorFee is in basis points: 100 = 1%
  const royalty = format.format(String(collection.creatorFee / 10_000), {
    style: 'percent',
    decimals: 2,
  })
  return (
    <header className="nft-collection-header">
      {collection.banner ? (
        <img className="nft-collection-banner" src={collection.banner} alt="" />
      ) : null}
      <div className="nft-collection-title">
        <NftImage
          src={collection.avatar}
          alt=""
          initialOf={collection.name}
          className="nft-collection-header-avatar"
          eager
        />
        <div>
          <h1>{collection.name}</h1>
          {collection.onChain ? null : (
            <p className="nft-collection-unregistered">{t('Not registered on the Ghost market')}</p>
          )}
          {collection.owner ? (
            <p className="nft-collection-owner">
              {t('Owner')} <ProfileAddress address={collection.owner} />
            </p>
          ) : null}
          {collection.description ? <p>{collection.description}</p> : null}
        </div>
      </div>
      <dl className="nft-figures">
        <div>
          <dt>{t('Items')}</dt>
          <dd>
            <FormattedNumber value={BigInt(collection.totalSupply)} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('Items listed')}</dt>
          <dd>
            <FormattedNumber value={BigInt(collection.numberTokensListed)} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('Floor')}</dt>
          <dd>{collection.floorPriceBNB ? <NftPrice wei={collection.floorPriceBNB} /> : '-'}</dd>
        </div>
        <div>
          <dt>{t('Volume')}</dt>
          <dd>
            <NftPrice wei={collection.totalVolumeBNB} />
          </dd>
        </div>
        <div>
          <dt>{t('Trades')}</dt>
          <dd>
            <FormattedNumber value={BigInt(collection.totalTrades)} kind="amount" />
          </dd>
        </div>
        <div>
          <dt>{t('Royalty')}</dt>
          <dd>{royalty}</dd>
        </div>
      </dl>
    </header>
  )
}
