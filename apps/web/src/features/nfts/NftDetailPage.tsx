/**
 * The NFT item page, `/nfts/collections/{collectionAddress}/{tokenId}` (spec §2): a minted token
 * by id, or a token a signed order sells before it is minted by its token UID (see
 * item/itemRoute.ts). Malformed params and unknown tokens show a not-found panel.
 */
import { useRef, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { ItemNotFound } from './item/ItemNotFound'
import { type NftItemKey, parseNftItemParams } from './item/itemRoute'
import { NftItemView } from './item/NftItemView'
import { type NftItemData, useNftItem } from './item/useNftItem'

export function NftDetailPage() {
  const { collectionAddress, tokenId } = useParams()
  const key = parseNftItemParams(collectionAddress, tokenId)
  if (!key) return <ItemNotFound />
  return <NftItem key={`${key.collection}/${tokenId}`} itemKey={key} />
}

type ReadyItem = Extract<NftItemData, { status: 'ready' }>

function NftItem({ itemKey }: { itemKey: NftItemKey }) {
  const { t } = useTranslation()
  const item = useNftItem(itemKey)
  // A purchase changes what the page is (a lazily minted item moves to its token id, and loads
  // again on the way): while a trade dialog is open the page keeps showing the item it was
  // opened on, so the dialog and its outcome stay until the user closes it.
  const [dialogOpen, setDialogOpen] = useState(false)
  const lastReady = useRef<ReadyItem | undefined>(undefined)
  if (item.status === 'ready') lastReady.current = item
  const shown = dialogOpen && lastReady.current ? lastReady.current : item
  switch (shown.status) {
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
      return <Navigate replace to={`/nfts/collections/${itemKey.collection}/${shown.tokenId}`} />
    case 'ready':
      return (
        <NftItemView
          token={shown.token}
          collection={shown.collection}
          order={shown.order}
          described={shown.described}
          collectionTokens={shown.collectionTokens}
          onDialogChange={setDialogOpen}
        />
      )
  }
}
