import { Link } from 'react-router'
import { Page } from '../../components/layout'
import { useTranslation } from '../../i18n'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('Oops, page not found')} width="narrow">
      <Link className="button" to="/">
        {t('Back Home')}
      </Link>
    </Page>
  )
}
