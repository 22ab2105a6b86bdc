import { useTranslation } from '../i18n'
import { FOOTER_LINKS } from './menuConfig'

export function Footer({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <footer className="footer">
      <nav aria-label={t('Footer')}>
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noreferrer noopener">
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="footer-actions">{children}</div>
    </footer>
  )
}
