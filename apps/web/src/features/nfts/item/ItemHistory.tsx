import { useId } from 'react'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'

export type ItemHistoryProps = { collection: string; tokenId: string }

/** This token's asks and trades. */
export function ItemHistory(_props: ItemHistoryProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Card labelledBy={headingId}>
      <h2 id={headingId}>{t('Transaction history')}</h2>
    </Card>
  )
}
