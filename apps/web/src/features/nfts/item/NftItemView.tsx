/**
 * The item page's body once its token is known: picture, name, collection, description,
 * owner, location, price and the trade panel; attributes with rarity; transaction history;
 * introductions; more from the collection.
 */
import type { ApiCollection, ApiOrder, ApiToken } from '@ghost/sdk'
import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { DEFAULT_META } from '../../../app/pageMeta'
import { useOverridePageMeta } from '../../../app/pageMetaOverride'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { Card, List, Page, Stat, StatList } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { LOCATION_LABELS, NftPrice, tokenPriceWei } from '../components'
import { ProfileAddress } from '../profile/ProfileAddress'
import { NftTradePanel } from '../trade/NftTradePanel'
import { Introductions } from './Introductions'
import { ItemHistory } from './ItemHistory'
import { ItemImage } from './ItemImage'
import { getNftItemMeta, getNftItemName } from './itemMeta'
import { type AttributeRow, getAttributeRows, getItemLocation } from './itemRules'
import { MoreFromCollection } from './MoreFromCollection'
import type { ItemCollectionTokens } from './useNftItem'
import './item.css'

export type NftItemViewProps = {
  token: ApiToken
  collection: ApiCollection | null
  order: ApiOrder | null
  /** The latest order of a token not minted yet (its creator may sign it for sale again). */
  described: ApiOrder | null
  collectionTokens: ItemCollectionTokens | undefined
  /** Told whenever a trade dialog opens or closes (the page holds its place while one is open). */
  onDialogChange?: ((open: boolean) => void) | undefined
}

export function NftItemView({
  token,
  collection,
  order,
  described,
  collectionTokens,
  onDialogChange,
}: NftItemViewProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const collectionName = token.collection.name || collection?.name || ''
  const named = { ...token, collection: { ...token.collection, name: collectionName } }
  const name = getNftItemName(named)
  useOverridePageMeta({ pathname, ...getNftItemMeta(named, t(DEFAULT_META.description)) })

  const location = getItemLocation(token)
  const price = tokenPriceWei(token)
  const owner = token.owner ?? (token.tokenId === null ? token.currentSeller : null)
  const attributeRows = getAttributeRows(
    token.attributes,
    collectionTokens?.attributesDistribution,
    collectionTokens?.total,
  )

  return (
    <Page>
      <div className="nft-item">
        <div className="nft-item-media">
          <ItemImage thumbnail={token.image.thumbnail} original={token.image.original} alt={name} />
        </div>
        <div className="nft-item-summary">
          <Link
            className="nft-item-collection"
            to={`/nfts/collections/${token.collection.address}`}
          >
            {collectionName || t('Collection')}
          </Link>
          <h1 className="nft-item-name">{name}</h1>
          {token.description ? <p className="nft-item-description">{token.description}</p> : null}
          <StatList className="nft-item-facts">
            <Stat
              label={t('Owner')}
              value={owner ? <ProfileAddress address={owner} /> : t('Not minted yet')}
            />
            <Stat
              label={t('Location')}
              value={location ? t(LOCATION_LABELS[location]) : t('Not minted yet')}
            />
            {price !== null ? <Stat label={t('Price')} value={<NftPrice wei={price} />} /> : null}
            {token.tokenId !== null ? (
              <Stat label={t('Token ID')} value={<span dir="ltr">#{token.tokenId}</span>} />
            ) : null}
          </StatList>
          <NftTradePanel
            token={token}
            collection={collection}
            order={order}
            described={described}
            onDialogChange={onDialogChange}
          />
        </div>
      </div>
      <ItemAttributes rows={attributeRows} />
      {token.tokenId !== null ? (
        <ItemHistory collection={token.collection.address} tokenId={token.tokenId} />
      ) : null}
      {token.tokenId !== null ? (
        <Introductions
          collection={token.collection.address}
          tokenId={token.tokenId}
          owner={token.owner}
        />
      ) : null}
      <MoreFromCollection
        collection={token.collection.address}
        collectionName={collectionName}
        exclude={token}
        tokens={collectionTokens?.tokens}
      />
    </Page>
  )
}

function ItemAttributes({ rows }: { rows: readonly AttributeRow[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card labelledBy={headingId} className="nft-item-attributes">
      <h2 id={headingId}>{t('Attributes')}</h2>
      {/* The card's heading already names the table: its caption stays for screen readers. */}
      <List
        caption={t('Attributes')}
        captionHidden
        rows={rows}
        rowKey={(row) => `${row.traitType}:${row.value}`}
        empty={<p>{t('No attributes')}</p>}
        columns={[
          { key: 'trait', header: t('Trait'), cell: (row) => row.traitType },
          { key: 'value', header: t('Value'), cell: (row) => row.value },
          {
            key: 'rarity',
            header: t('Rarity'),
            align: 'end',
            cell: (row) =>
              row.rarity ? <FormattedNumber value={row.rarity} kind="percent" /> : '-',
          },
        ]}
      />
    </Card>
  )
}
