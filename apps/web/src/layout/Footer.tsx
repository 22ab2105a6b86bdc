import { ExternalLinkIcon } from '../components/icons/icons'
import { useTranslation } from '../i18n'
import { FOOTER_HELP_LINKS, FOOTER_LINKS, type MenuLink } from './menuConfig'

function ExternalLinks({ links }: { links: readonly MenuLink[] }) {
  const { t } = useTranslation()
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noreferrer noopener">
            {t(link.label)}
            <ExternalLinkIcon />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Spec §2: About, Help, Developers; 'Need help ?' and the ERC-20 → BEP-20 bridge; theme and language (`children`). */
export function Footer({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <footer className="footer">
      <nav aria-label={t('Footer')}>
        <ExternalLinks links={FOOTER_LINKS} />
        <ExternalLinks links={FOOTER_HELP_LINKS} />
      </nav>
      <div className="footer-actions">{children}</div>
    </footer>
  )
}
