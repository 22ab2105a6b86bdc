import { useParams } from 'react-router'
import { CollectionPage } from './market/CollectionPage'
import { CollectionsList } from './market/CollectionsList'

/** `/nfts/collections` (every collection) and `/nfts/collections/{address}` (one collection). */
export function CollectionsPage() {
  const { collectionAddress } = useParams()
  if (collectionAddress === undefined) return <CollectionsList />
  return <CollectionPage key={collectionAddress} address={collectionAddress} />
}
