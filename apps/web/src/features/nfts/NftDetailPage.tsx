/**
 * The NFT item page, `/nfts/collections/{collectionAddress}/{tokenId}` (spec §2): a minted token
 * by id, or a token a signed order sells before it is minted by its token UID (see
 * item/itemRoute.ts). Malformed params and unknown tokens show a not-found panel.
 */
import { Navigate, useParams } from 'react-router'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ItemNotFound } from './item/ItemNotFound'
import { type NftItemKey, parseNftItemParams } from './item/itemRoute'
import { NftItemView } from './item/NftItemView'
import { useNftItem } from './item/useNftItem'

export function NftDetailPage() {
  const { collectionAddress, tokenId } = useParams()
  const key = parseNftItemParams(collectionAddress, tokenId)
  if (!key) return <ItemNotFound />
  return <NftItem key={`${key.collection}/${tokenId}`} itemKey={key} />
}

function NftItem({ itemKey }: { itemKey: NftItemKey }) {
  const { t } = useTranslation()
  const item = useNftItem(itemKey)
  switch (item.status) {
    case 'loading':
      return (
        <Page>
          <Card busy>
            <p>{t('Loading…')}</p>
          </Card>
        </Page>
      )
    case 'not-found':
      return <ItemNotFound />
    case 'minted-elsewhere':
      return <Navigate replace to={`/nfts/collections/${itemKey.collection}/${item.tokenId}`} />
    case 'ready':
      return (
        <NftItemView
          token={item.token}
          collection={item.collection}
          order={item.order}
          collectionTokens={item.collectionTokens}
        />
      )
  }
}
