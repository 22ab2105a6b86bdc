import { useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useDismiss } from '../components/useDismiss'
import { useTranslation } from '../i18n'
import { MENU, type MenuGroup, type MenuLink } from './menuConfig'

function ItemLink({ item, onNavigate }: { item: MenuLink; onNavigate: () => void }) {
  const { t } = useTranslation()
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noreferrer noopener" onClick={onNavigate}>
        {t(item.label)}
      </a>
    )
  }
  return (
    <NavLink to={item.href} end onClick={onNavigate}>
      {t(item.label)}
    </NavLink>
  )
}

/** One top-level entry: a button opening its links (click or keyboard), closed by any outside click or Escape. */
function MenuDropdown({ group }: { group: MenuGroup }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const ref = useRef<HTMLLIElement>(null)
  const { pathname } = useLocation()
  const active = group.items.some((item) => !item.external && pathname.startsWith(item.href))

  useDismiss(ref, open, () => setOpen(false))

  return (
    <li ref={ref} className={`menu-group${active ? ' active' : ''}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(group.label)}
      </button>
      <ul id={listId} className="menu-items" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.href + item.label}>
            <ItemLink item={item} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  )
}

export function TopMenu({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="top-bar">
      <Link to="/" className="logo" aria-label={t('Home')}>
        GHOST
      </Link>
      <nav aria-label={t('Main')}>
        <ul className="menu">
          {MENU.map((group) => (
            <MenuDropdown key={group.label} group={group} />
          ))}
        </ul>
      </nav>
      <div className="top-bar-actions">{children}</div>
    </header>
  )
}
