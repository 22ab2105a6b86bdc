import { useTranslation } from '../i18n'
import { Card, Page } from './layout'

/** A screen that a later piece of work replaces; it names itself so users and tests know where they are. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <Page title={t(title)}>
      <Card>
        <p>{t('This section is coming soon.')}</p>
      </Card>
    </Page>
  )
}
