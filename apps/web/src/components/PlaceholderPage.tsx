import { useTranslation } from '../i18n'

/** A screen that a later piece of work replaces; it names itself so users and tests know where they are. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <section className="page-body" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{t(title)}</h1>
      <p>{t('This section is coming soon.')}</p>
    </section>
  )
}
