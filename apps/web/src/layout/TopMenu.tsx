import { useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { MenuIcon } from '../components/icons/icons'
import { Modal } from '../components/Modal'
import { useDismiss } from '../components/useDismiss'
import { useTranslation } from '../i18n'
import { BUY_NFT_LINK, MENU, type MenuGroup, type MenuLink } from './menuConfig'

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

/**
 * Narrow screens: one 'Menu' button opening a sheet with every group's links and Buy NFT (the
 * top menu's dropdowns and the Buy NFT link do not fit beside the wallet button there).
 */
function MobileMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <button
        type="button"
        className="icon-button menu-button"
        aria-label={t('Menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      {open ? (
        <Modal title={t('Menu')} onDismiss={close}>
          <nav aria-label={t('Main')} className="menu-sheet">
            {MENU.map((group) => (
              <section key={group.label} aria-label={t(group.label)}>
                <h3>{t(group.label)}</h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item.href + item.label}>
                      <ItemLink item={item} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <Link to={BUY_NFT_LINK.href} className="button menu-sheet-buy" onClick={close}>
              {t(BUY_NFT_LINK.label)}
            </Link>
          </nav>
        </Modal>
      ) : null}
    </>
  )
}

/** The top bar: Menu (narrow screens), logo, the top menu (wide screens), Buy NFT and `children` (settings, wallet). */
export function TopMenu({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="top-bar">
      <MobileMenu />
      {/* Named by its text: a speech user says what they see ('GHOST'), a link home by convention. */}
      <Link to="/" className="logo">
        GHOST
      </Link>
      <nav aria-label={t('Main')} className="top-nav">
        <ul className="menu">
          {MENU.map((group) => (
            <MenuDropdown key={group.label} group={group} />
          ))}
        </ul>
      </nav>
      <div className="top-bar-actions">
        <Link to={BUY_NFT_LINK.href} className="buy-nft">
          {t(BUY_NFT_LINK.label)}
        </Link>
        {children}
      </div>
    </header>
  )
}
