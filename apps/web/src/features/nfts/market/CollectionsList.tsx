/** `/nfts/collections`: every collection with its figures, sortable by each column. */
import { Card, Page } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { CreateNftLink } from '../components'
import { useCollections } from '../data/hooks'
import { CollectionsTable } from './CollectionsTable'

export function CollectionsList() {
  const { t } = useTranslation()
  const collections = useCollections()
  return (
    <Page title={t('Collections')} actions={<CreateNftLink />}>
      <Card>
        {collections.isPending ? (
          <p className="nft-empty">{t('Loading…')}</p>
        ) : (
          <CollectionsTable collections={collections.data ?? []} caption={t('Collections')} />
        )}
      </Card>
    </Page>
  )
}
