import type { ApiToken } from '@ghost/sdk'
import { useId } from 'react'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'

export type MoreFromCollectionProps = {
  collection: string
  collectionName: string
  /** The item on the page. */
  exclude: Pick<ApiToken, 'tokenId' | 'tokenUID'>
  tokens: readonly ApiToken[] | undefined
}

/** A row of the collection's other items. */
export function MoreFromCollection(_props: MoreFromCollectionProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId}>{t('More from this collection')}</h2>
    </Card>
  )
}
