import { Link } from 'react-router'
import { useTranslation } from '../../i18n'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="page-body not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('Oops, page not found')}</h1>
      <Link className="button" to="/">
        {t('Back Home')}
      </Link>
    </section>
  )
}
