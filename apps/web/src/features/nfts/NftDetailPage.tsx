/**
 * TEMPORARY (branch 15-trade only): a bare item page that mounts NftTradePanel so the trade e2e
 * can run before 15-item's item page exists. 15-item owns this file; the lead keeps its version
 * at merge (it places NftTradePanel itself).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { PageHeader } from '../../components/PageHeader'
import { useTranslation } from '../../i18n'
import { getCollection, getOrders, getToken, useNftApi } from './api'
import { invalidateNftQueries } from './data/invalidate'
import { NftTradePanel } from './trade/NftTradePanel'

export function NftDetailPage() {
  const { t } = useTranslation()
  const { collectionAddress = '', tokenId = '' } = useParams()
  const { client } = useNftApi()
  const queryClient = useQueryClient()
  const token = useQuery({
    queryKey: ['nfts', 'trade-harness', 'token', collectionAddress, tokenId],
    queryFn: ({ signal }) =>
      /^\d{1,78}$/.test(tokenId)
        ? getToken(client, { collection: collectionAddress, tokenId, signal })
        : null,
  })
  const collection = useQuery({
    queryKey: ['nfts', 'trade-harness', 'collection', collectionAddress],
    queryFn: ({ signal }) => getCollection(client, { address: collectionAddress, signal }),
  })
  const uid = token.data?.data.tokenUID ?? null
  const orders = useQuery({
    queryKey: ['nfts', 'trade-harness', 'orders', uid],
    queryFn: ({ signal }) => (uid ? getOrders(client, { uid, signal }) : null),
    enabled: !!uid,
  })
  const item = token.data?.data
  const order = orders.data?.data.find((entry) => entry.status === 'open') ?? null
  return (
    <>
      <PageHeader title={item?.name ?? t('NFT')} />
      {item ? (
        <NftTradePanel
          token={item}
          collection={collection.data?.data ?? null}
          order={order}
          onSettled={() => void invalidateNftQueries(queryClient)}
        />
      ) : token.isLoading ? (
        <p>{t('Loading…')}</p>
      ) : (
        <p>{t('No NFTs found')}</p>
      )}
    </>
  )
}
